import {
  createActor,
  fromCallback,
  fromPromise,
  type AnyStateMachine,
  type EventObject,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph';
import { createCoverageRecorder, type MachineCoverage } from './coverage';
import { handlesEvent } from './xstate-adapter';
import { checksByState, type StateChecks } from './state-checks';

/**
 * Model-based testing, one approach for the whole codebase:
 *
 * - The model IS the production machine, with its actors replaced (`.provide({ actors })`) by fakes that never
 *   settle. Actor results and clock ticks are explicit events of the model: `xstate.done.actor.<id>` with an
 *   `output`, `xstate.error.actor.<id>` with an `error`, `TICK { now }`; events whose guards read the payload
 *   come in several variants.
 * - `planPaths` walks the machine's graph with `xstate/graph` (getAdjacencyMap + getShortestPaths over value and
 *   context) and makes a transition tour: for every edge (state, event) of the graph, the shortest path to the
 *   state followed by that event. Paths that are prefixes of longer ones are dropped.
 * - `runModel` replays every path on a real `createActor` of the machine, checks after each step that the actor
 *   is where the graph predicted (value and context), runs the caller's per-state assertions (view selectors,
 *   tags, which fake actor was started with which input), and records state and transition coverage from the
 *   actor's inspection stream.
 */

/** A result of an invoked actor, delivered as a plain event. */
export type ActorResultEvent =
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.snapshot.${string}`; snapshot: unknown };

export type ModelEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | ActorResultEvent;

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  /** The production machine provided with fakes (see `neverSettles`, `idleCallback`). */
  machine: TMachine;
  /** Every event the model may send, with payload variants. A handled event type missing here is sent bare. */
  events: ReadonlyArray<ModelEvent<TMachine>>;
  input?: InputFrom<TMachine>;
  /**
   * Several inputs (a machine whose behaviour depends on its input, e.g. the code machine's preSent or autoSend):
   * the graph is walked and replayed once per input, and the coverage is their union. Replaces `input`.
   */
  inputs?: ReadonlyArray<InputFrom<TMachine>>;
  /**
   * What makes two snapshots the same vertex of the graph; default: state value and whole context. A model may
   * abstract a value that only matters through guards (e.g. the clock reading): every event variant is still
   * sent from every vertex. The abstraction must keep everything a guard reads (the session's guards read the
   * tick's `now`, never the stored one); the replay compares the actor with the prediction through it.
   */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /**
   * Checks each distinct step once: paths share their prefixes, so a step already checked (same snapshot before,
   * event, snapshot after and input, each snapshot read through this key) is skipped. For a model whose checks
   * read only the snapshots, the input and the event; `stepKeyOf` is the usual key (value, context, children).
   */
  stepKey?: (snapshot: SnapshotFrom<TMachine>) => string;
}

/** The usual step key: state value, whole context and which children run. */
export function stepKeyOf(snapshot: { value: unknown; context: unknown; children: object }): string {
  return JSON.stringify([snapshot.value, snapshot.context, Object.keys(snapshot.children)]);
}

/** Any machine model, for registries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMachineModel = MachineModel<any>;

/** `xstate.done.actor.<id>` with an output. */
export function doneEvent<const Id extends string>(id: Id, output?: unknown) {
  return { type: `xstate.done.actor.${id}` as const, output };
}

/** `xstate.error.actor.<id>` with an error. */
export function errorEvent<const Id extends string>(id: Id, error: unknown) {
  return { type: `xstate.error.actor.${id}` as const, error };
}

/** `xstate.snapshot.<id>`: a child's snapshot changed (parents that invoke with `onSnapshot`). */
export function snapshotEvent<const Id extends string>(id: Id, snapshot: unknown = {}) {
  return { type: `xstate.snapshot.${id}` as const, snapshot };
}

/** A promise actor that records nothing and never settles: its result comes as an explicit model event. */
export function neverSettles<TOutput = unknown, TInput = unknown>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

/** A callback actor that does nothing (e.g. a clock whose ticks the model sends itself). */
export function idleCallback<TEvent extends EventObject = EventObject>() {
  return fromCallback<TEvent>(() => {});
}

export interface PlannedPath<TMachine extends AnyStateMachine> {
  events: Array<ModelEvent<TMachine>>;
  /** The snapshot the graph predicts after each event. */
  expected: Array<SnapshotFrom<TMachine>>;
}

function eventKey(e: { type: string }): string {
  return JSON.stringify(e);
}

export function describeEvent(e: { type: string }): string {
  const { type, ...rest } = e as Record<string, unknown>;
  const keys = Object.keys(rest);
  if (!keys.length) return String(type);
  const payload = keys
    .map((k) => {
      const v = rest[k];
      if (v instanceof Error)
        return `${k}: ${v.name}(${JSON.stringify((v as { errors?: unknown }).errors ?? v.message)})`;
      const s = JSON.stringify(v);
      return `${k}: ${s && s.length > 60 ? `${s.slice(0, 57)}...` : s}`;
    })
    .join(', ');
  return `${String(type)} {${payload}}`;
}

/** The options of xstate/graph's traversal for a model (the model's `input`; see `planPaths`). */
function graphOptions<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) {
  // The traversal sends, in each state, the model's events (actor results included) that the state handles.
  // (A plain array would be sent in every state, and an unhandled actor error puts a machine in error status.)
  return {
    events: ((snapshot: unknown) =>
      model.events.filter((e) => handlesEvent(snapshot, (e as EventObject).type))) as never,
    input: model.input as never,
    serializeState: vertexKey(model) as never,
  };
}

/** The shortest path to a vertex of the graph: its events, the snapshot after each, and the vertex's snapshot. */
export interface ShortestPath<TMachine extends AnyStateMachine> extends PlannedPath<TMachine> {
  state: SnapshotFrom<TMachine>;
}

/**
 * The shortest path to every vertex of the model's graph (for the model's `input`), keyed by the vertex: the
 * heads of `planPaths`' tour, also what the stories' gallery replays (one story per state a screen can rest in).
 */
export function shortestPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): Map<string, ShortestPath<TMachine>> {
  const serialize = vertexKey(model);
  const shortest = new Map<string, ShortestPath<TMachine>>();
  for (const p of getShortestPaths(model.machine, graphOptions(model))) {
    // xstate/graph's steps are [(initial, xstate.init), (state after e1, e1), ...]
    const steps = p.steps.slice(1);
    shortest.set(serialize(p.state), {
      events: steps.map((s) => s.event as ModelEvent<TMachine>),
      expected: steps.map((s) => s.state as SnapshotFrom<TMachine>),
      state: p.state as SnapshotFrom<TMachine>,
    });
  }
  return shortest;
}

/** Transition tour of the machine's graph (see the module comment). */
export function planPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): PlannedPath<TMachine>[] {
  const adjacency = getAdjacencyMap(model.machine, graphOptions(model));
  const shortest = shortestPaths(model);
  const planned: PlannedPath<TMachine>[] = [];
  for (const [serialized, entry] of Object.entries(adjacency)) {
    const head = shortest.get(serialized);
    if (!head) throw new Error(`${model.name}: no path to ${serialized}`);
    const edges = Object.values(entry.transitions) as Array<{ event: unknown; state: unknown }>;
    if (!edges.length) planned.push({ events: head.events, expected: head.expected });
    for (const edge of edges) {
      planned.push({
        events: [...head.events, edge.event as ModelEvent<TMachine>],
        expected: [...head.expected, edge.state as SnapshotFrom<TMachine>],
      });
    }
  }
  // Drop paths that are a prefix of (or equal to) another one: their steps are replayed and checked anyway.
  const keyOf = (p: PlannedPath<TMachine>) => p.events.map(eventKey).join('\n');
  const prefixes = new Set<string>();
  for (const p of planned) {
    for (let i = 0; i < p.events.length; i++) prefixes.add(p.events.slice(0, i).map(eventKey).join('\n'));
  }
  const seen = new Set<string>();
  return planned.filter((p) => {
    const key = keyOf(p);
    if (prefixes.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface StepInfo<TMachine extends AnyStateMachine> {
  /** The event just sent (undefined for the initial snapshot). */
  event: ModelEvent<TMachine> | undefined;
  /** The snapshot before the event (undefined for the initial snapshot). */
  previous: SnapshotFrom<TMachine> | undefined;
  /** Events sent so far, this one included. */
  events: ReadonlyArray<ModelEvent<TMachine>>;
  /** The input the actor was started with. */
  input: InputFrom<TMachine> | undefined;
}

export type StateCheck<TMachine extends AnyStateMachine> = (
  snapshot: SnapshotFrom<TMachine>,
  info: StepInfo<TMachine>,
) => void;

export interface ModelRun {
  name: string;
  paths: number;
  steps: number;
  coverage: MachineCoverage;
}

/** The vertex key of a snapshot: the model's abstraction, or value and context. */
export function vertexKey<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): (s: unknown) => string {
  const custom = model.serializeState;
  return custom ? (s) => custom(s as SnapshotFrom<TMachine>) : (s) => serializeSnapshot(s as never);
}

/**
 * Replays every planned path on a real actor; throws (with the path spelled out) on the first step where the
 * actor is not where the graph predicted or `check` throws. Returns the coverage of the run.
 */
export function runModel<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  checks?: StateCheck<TMachine> | StateChecks<TMachine>,
): ModelRun {
  const recorder = createCoverageRecorder(model.machine);
  const key = vertexKey(model);
  const checkAll = typeof checks === 'function' ? checks : checks ? checksByState(checks) : undefined;
  const seen = new Set<string>();
  const stepKey = model.stepKey;
  const check: StateCheck<TMachine> | undefined =
    checkAll && stepKey
      ? (snapshot, info) => {
          const id = [
            info.previous ? stepKey(info.previous) : 'start',
            JSON.stringify(info.event ?? null),
            stepKey(snapshot),
            JSON.stringify(info.input),
          ].join('|');
          if (seen.has(id)) return;
          seen.add(id);
          checkAll(snapshot, info);
        }
      : checkAll;
  let steps = 0;
  let pathCount = 0;
  for (const input of model.inputs ?? [model.input]) {
    const paths = planPaths({ ...model, input });
    pathCount += paths.length;
    for (const path of paths) {
      const actor = createActor(model.machine, { input, inspect: recorder.inspect });
      let actorError: unknown;
      actor.subscribe({ error: (err) => (actorError = err) });
      const sent: Array<ModelEvent<TMachine>> = [];
      const fail = (err: unknown): never => {
        const route = ['(start)', ...sent.map(describeEvent)].join(' -> ');
        const message = err instanceof Error ? err.message : String(err);
        throw new Error(`${model.name}: ${message}\n  path: ${route}`, { cause: err });
      };
      try {
        actor.start();
        let snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
        recorder.visit(snapshot);
        check?.(snapshot, { event: undefined, previous: undefined, events: [], input });
        path.events.forEach((event, i) => {
          const previous = snapshot;
          sent.push(event);
          actor.send(event as never);
          steps++;
          snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
          if (actorError !== undefined) throw actorError;
          const want = key(path.expected[i]);
          const got = key(snapshot);
          if (got !== want)
            throw new Error(`actor state differs from the model\n  expected ${want}\n  actual   ${got}`);
          check?.(snapshot, { event, previous, events: [...sent], input });
        });
      } catch (err) {
        fail(err);
      } finally {
        actor.stop();
      }
    }
  }
  return { name: model.name, paths: pathCount, steps, coverage: recorder.report() };
}
