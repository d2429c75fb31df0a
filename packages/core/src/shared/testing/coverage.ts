import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { activeNodes, microstepTransitions } from './xstate-adapter';

/**
 * Machine coverage measured on the definition: every state node and every transition (source state, event,
 * guard, targets) declared in the machine, and which of them a run of real actors went through. Keys are built
 * from ids and positions, so a machine made with `.provide()` (same config, other implementations) maps onto
 * the same keys as the production machine.
 */

export interface TransitionInfo {
  /** Stable key: `<source id>|<event type>|<index among the source's transitions for that event>`. */
  key: string;
  source: string;
  /** The event type; '' for an eventless (always) transition. */
  event: string;
  guard: string | null;
  /** Target state ids; empty for a transition that stays in the source (actions only). */
  targets: string[];
  /** Readable form, e.g. `login.editing --SUBMIT [isSubmittable]--> login.submitting`. */
  label: string;
}

export interface CoverageCount {
  covered: number;
  total: number;
  /** Ids (states) or labels (transitions) that were never reached. */
  missing: string[];
}

export interface MachineCoverage {
  states: CoverageCount;
  transitions: CoverageCount;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...allStateNodes(child),
  ]);
}

/** Ids of every state node of the machine (the root excluded). */
export function machineStates(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).map((n) => n.id);
}

function guardName(t: AnyTransitionDefinition): string | null {
  const g: unknown = t.guard;
  if (g === undefined || g === null) return null;
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && 'type' in g && typeof g.type === 'string') return g.type;
  if (typeof g === 'function') return g.name && g.name !== 'guard' ? g.name : 'inline guard';
  return 'guard';
}

function transitionKey(t: AnyTransitionDefinition): string | null {
  const source = t.source;
  const list = t.eventType ? source.transitions.get(t.eventType) : source.always;
  const index = list ? list.indexOf(t) : -1;
  if (index < 0) return null;
  return `${source.id}|${t.eventType}|${index}`;
}

function describe(t: AnyTransitionDefinition): TransitionInfo {
  const targets = (t.target ?? []).map((n) => n.id);
  const guard = guardName(t);
  const event = t.eventType;
  const label =
    `${t.source.id} --${event || '(always)'}${guard ? ` [${guard}]` : ''}--> ` +
    (targets.length ? targets.join(', ') : '(stays)');
  return { key: transitionKey(t) as string, source: t.source.id, event, guard, targets, label };
}

/** Every transition declared in the machine: `on`, invoke `onDone`/`onError`, `after`, `always`. */
export function machineTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const nodes = [machine.root, ...allStateNodes(machine.root)];
  return nodes.flatMap((node) => {
    const list: AnyTransitionDefinition[] = [...node.transitions.values()].flat();
    if (node.always) list.push(...node.always);
    return list.map(describe);
  });
}

export interface CoverageRecorder {
  /** Pass as `createActor(machine, { inspect: recorder.inspect })`. */
  inspect: (event: InspectionEvent) => void;
  /** Records the active state nodes of a snapshot (call with the initial snapshot after `start()`). */
  visit: (snapshot: unknown) => void;
  coveredStates: ReadonlySet<string>;
  coveredTransitions: ReadonlySet<string>;
  report: () => MachineCoverage;
}

/**
 * Records, from the inspection stream of real actors of `machine` (or of a `.provide()`d copy), every state node
 * entered (including transient ones, seen per microstep) and every transition taken.
 */
export function createCoverageRecorder(machine: AnyStateMachine): CoverageRecorder {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const visit = (snapshot: unknown) => {
    for (const n of activeNodes(snapshot)) if (n.parent) states.add(n.id);
  };
  return {
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return;
      visit(ev.snapshot);
      for (const t of microstepTransitions(ev)) {
        const key = transitionKey(t);
        if (key) transitions.add(key);
        // a transition's source was active: a transient initial state is left before any snapshot shows it
        if (t.source.parent) states.add(t.source.id);
      }
    },
    visit,
    coveredStates: states,
    coveredTransitions: transitions,
    report: () => machineCoverage(machine, { states, transitions }),
  };
}

/** Compares what was covered with the machine's definition. */
export function machineCoverage(
  machine: AnyStateMachine,
  covered: { states: ReadonlySet<string>; transitions: ReadonlySet<string> },
): MachineCoverage {
  const allStates = machineStates(machine);
  const allTransitions = machineTransitions(machine);
  const missingStates = allStates.filter((id) => !covered.states.has(id));
  const missingTransitions = allTransitions
    .filter((t) => !covered.transitions.has(t.key))
    .map((t) => t.label);
  return {
    states: {
      covered: allStates.length - missingStates.length,
      total: allStates.length,
      missing: missingStates,
    },
    transitions: {
      covered: allTransitions.length - missingTransitions.length,
      total: allTransitions.length,
      missing: missingTransitions,
    },
  };
}

export function isFullCoverage(c: MachineCoverage): boolean {
  return c.states.covered === c.states.total && c.transitions.covered === c.transitions.total;
}

function pct(c: CoverageCount): string {
  return c.total === 0 ? '100%' : `${Math.floor((c.covered / c.total) * 1000) / 10}%`;
}

/** Markdown table: machine | states covered/total | transitions covered/total (+ paths and steps replayed). */
export function formatCoverageTable(
  rows: Array<{ name: string; coverage: MachineCoverage; paths?: number; steps?: number }>,
): string {
  const lines = [
    '| machine | states covered/total | transitions covered/total | paths | steps |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.coverage.states.covered}/${r.coverage.states.total} (${pct(r.coverage.states)}) | ` +
        `${r.coverage.transitions.covered}/${r.coverage.transitions.total} (${pct(r.coverage.transitions)}) | ` +
        `${r.paths ?? ''} | ${r.steps ?? ''} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * The union of several runs' coverage of one machine (a machine whose regions have a model each, e.g. the OGPO
 * policy's parties and its page gate and sellers): covered is what any run covered.
 */
export function mergeCoverage(runs: readonly MachineCoverage[]): MachineCoverage {
  const merge = (pick: (c: MachineCoverage) => CoverageCount): CoverageCount => {
    const missing = pick(runs[0]!).missing.filter((m) => runs.every((r) => pick(r).missing.includes(m)));
    const total = pick(runs[0]!).total;
    return { covered: total - missing.length, total, missing };
  };
  return { states: merge((c) => c.states), transitions: merge((c) => c.transitions) };
}
