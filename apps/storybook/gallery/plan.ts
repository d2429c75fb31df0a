/**
 * The gallery's plan: for each registered screen machine, the states a screen can rest in and the shortest path
 * to each, taken from the machine's model-based test (`shortestPaths` of `@sakta/core/testing`: the same
 * xstate/graph walk `pnpm coverage:machines` replays, not a second walker).
 *
 * - A state is a leaf state node (in a parallel machine, a leaf of one region). A state reachable only in passing
 *   (left at once by an eventless transition) never rests in a snapshot: it is listed as transient, not pictured.
 * - One story per state, or per distinct view of it where the screen's registration names them (`variant`: an
 *   empty list, one row, a failure message): the shortest path, over the machine's models and their inputs, to a
 *   snapshot in that state (and variant). States that the same path shows (the regions of a parallel machine at
 *   once) share one story.
 * - Every planned story is replayed on the screen's machine (`replay` of the stories, calls never answering by
 *   themselves, answers and fixtures coming as the model's events) and must end in its state: `verifyPlan` throws,
 *   naming the machine and the state, when one does not. Storybook's indexer calls it, so such a state fails the
 *   build; the gallery test calls it too.
 *
 * Runs in Node (the Storybook indexer and Vite plugin, the coverage script) and in the browser (the stories):
 * it imports only core and xstate.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { ru } from '@sakta/core';
import { activeNodes, shortestPaths, type AnyMachineModel } from '@sakta/core/testing';
import { replay, type AnyEvent } from '../stories/replay';
import { GALLERY_SCREENS, type GalleryScreen } from './registry';
import { eventWords, stateWords } from './words';

/** One generated story: what it shows and how the machine gets there. */
export interface PlannedState {
  /** The story's export name (a JS identifier). */
  exportName: string;
  /** The story's id: `states-<screen>--<the export name in kebab case>`. */
  id: string;
  /** The story's name in the sidebar: the states' words (and the variant's). */
  name: string;
  /** The leaf state node ids the story shows (several when one path shows them all). */
  nodes: string[];
  variant: { key: string; label: string } | null;
  /** The model whose event list `events` indexes, and which of its inputs the machine starts with. */
  model: string;
  input: number;
  /** Indices into the model's `events`: the shortest path. */
  events: number[];
  /** The path in words, one entry per event. */
  steps: string[];
}

export interface ScreenPlan {
  key: string;
  title: string;
  /** The machine's id. */
  machine: string;
  /** The models walked (their names). */
  models: string[];
  /** Leaf state ids of the machine, in definition order. */
  leaves: string[];
  /** The leaves some snapshot of the graph rests in (the states a screen can show). */
  reachable: string[];
  /** Leaves passed through only (left at once by an eventless transition): no picture possible. */
  transient: string[];
  /** Leaves no path of the models reaches (a model test at 100 % leaves none). */
  unreached: string[];
  states: PlannedState[];
}

function leavesOf(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  if (!children.length) return node.parent ? [node] : [];
  return children.flatMap(leavesOf);
}

/** Leaf state ids of a machine, in definition order. */
export function machineLeaves(machine: AnyStateMachine): string[] {
  return leavesOf(machine.root).map((n) => n.id);
}

/** The leaf state ids a snapshot is in. */
export function restingLeaves(snapshot: unknown): string[] {
  return activeNodes(snapshot)
    .filter((n) => n.parent && !Object.keys(n.states).length)
    .map((n) => n.id);
}

/** The spec's error catalogue (part 1 section 8, core's ru.errors): its messages without placeholders, by key. */
const CATALOGUE = new Map<string, string>(
  Object.entries(ru.errors)
    .filter(([, m]) => !m.includes('{'))
    .map(([key, m]) => [m, key]),
);

/** The catalogue's messages a snapshot (its context, and its children's) holds. */
export function catalogueMessages(snapshot: unknown, seen = new Set<unknown>()): string[] {
  if (seen.has(snapshot)) return [];
  seen.add(snapshot);
  const found = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || value === undefined) return;
    if (typeof value === 'string') {
      if (CATALOGUE.has(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, depth + 1));
    else if (typeof value === 'object' && !(value instanceof Error))
      Object.values(value as object).forEach((v) => walk(v, depth + 1));
  };
  const s = snapshot as {
    context?: unknown;
    children?: Record<string, { getSnapshot?: () => unknown } | undefined>;
  };
  walk(s.context, 0);
  for (const child of Object.values(s.children ?? {})) {
    const snap = child?.getSnapshot?.();
    if (snap) catalogueMessages(snap, seen).forEach((m) => found.add(m));
  }
  return [...found].sort();
}

/**
 * The view of a snapshot that tells its stories apart: the screen's own variant (a list's size, the page's kind),
 * and which messages of the error catalogue it shows (a failure's message is a distinct view: 'no connection' and
 * 'wrong password' are two pictures of one failed state). The messages count only for a model whose graph keeps
 * the whole context (no `serializeState`): a model that abstracts the context merges snapshots that differ in them.
 */
function variantOf(
  screen: GalleryScreen,
  model: AnyMachineModel,
  snapshot: unknown,
): { key: string; label: string } | null {
  const own = screen.variant?.(snapshot as never) ?? null;
  const messages = model.serializeState ? [] : catalogueMessages(snapshot);
  const keys = messages.map((m) => CATALOGUE.get(m)!);
  if (!keys.length) return own;
  const key = [own?.key, ...keys].filter(Boolean).join('-');
  const label = [own?.label, ...messages.map((m) => `«${m.length > 40 ? `${m.slice(0, 37)}...` : m}»`)]
    .filter(Boolean)
    .join(', ');
  return { key, label };
}

const inputsOf = (model: AnyMachineModel): unknown[] => [...(model.inputs ?? [model.input])];

/** `login.editing` -> `Editing`, `casco.open.sale.paid` -> `OpenSalePaid` (the machine's id dropped). */
function identifier(parts: string[]): string {
  const words = parts.flatMap((p) => p.split(/[^A-Za-z0-9]+/)).filter(Boolean);
  const name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return /^[A-Za-z]/.test(name) ? name : `S${name}`;
}

function eventIndex(model: AnyMachineModel, event: unknown): number {
  const byRef = model.events.indexOf(event as never);
  if (byRef >= 0) return byRef;
  const json = JSON.stringify(event);
  const byValue = model.events.findIndex((e) => JSON.stringify(e) === json);
  if (byValue < 0)
    throw new Error(`gallery: ${model.name}: a path's event is not among the model's events: ${json}`);
  return byValue;
}

/** The screen's plan (see the module comment); pure, no replay. */
export function planScreen(screen: GalleryScreen): ScreenPlan {
  const machine = screen.models[0]!.machine as AnyStateMachine;
  const leaves = machineLeaves(machine);
  const statePath = (id: string) => id.split('.').slice(1).join('.');
  interface Candidate {
    model: AnyMachineModel;
    input: number;
    events: number[];
    variant: { key: string; label: string } | null;
  }
  // the shortest path per (leaf, variant), in the order found (models, inputs, xstate/graph's vertex order)
  const best = new Map<string, { leaf: string; candidate: Candidate }>();
  const reachable = new Set<string>();
  for (const model of screen.models) {
    inputsOf(model).forEach((input, inputIndex) => {
      for (const path of shortestPaths({ ...model, input }).values()) {
        const variant = variantOf(screen, model, path.state);
        for (const leaf of restingLeaves(path.state)) {
          reachable.add(leaf);
          const key = `${leaf}~${variant?.key ?? ''}`;
          const known = best.get(key);
          if (known && known.candidate.events.length <= path.events.length) continue;
          best.set(key, {
            leaf,
            candidate: {
              model,
              input: inputIndex,
              events: path.events.map((e) => eventIndex(model, e)),
              variant,
            },
          });
        }
      }
    });
  }
  // the leaves one path shows make one story (in the order of the machine's leaves, then the variants)
  const groups = new Map<string, { leaves: string[]; candidate: Candidate }>();
  const ordered = [...best.values()].sort((a, b) => leaves.indexOf(a.leaf) - leaves.indexOf(b.leaf) || 0);
  for (const { leaf, candidate } of ordered) {
    const key = [
      candidate.model.name,
      candidate.input,
      candidate.events.join(','),
      candidate.variant?.key,
    ].join('|');
    const group = groups.get(key);
    if (group) group.leaves.push(leaf);
    else groups.set(key, { leaves: [leaf], candidate });
  }
  const used = new Set<string>();
  const states: PlannedState[] = [...groups.values()].map(({ leaves: nodes, candidate }) => {
    const first = statePath(nodes[0]!);
    let exportName = identifier([first, candidate.variant?.key ?? '']);
    for (let n = 2; used.has(exportName); n++)
      exportName = `${identifier([first, candidate.variant?.key ?? ''])}${n}`;
    used.add(exportName);
    const words = nodes.map((id) => screen.labels?.[statePath(id)] ?? stateWords(statePath(id)));
    return {
      exportName,
      id: toId(`states-${screen.key}`, storyNameFromExport(exportName)),
      name: [words.join(' · '), candidate.variant ? `(${candidate.variant.label})` : '']
        .filter(Boolean)
        .join(' '),
      nodes,
      variant: candidate.variant,
      model: candidate.model.name,
      input: candidate.input,
      events: candidate.events,
      steps: candidate.events.map((i) => eventWords(candidate.model.events[i] as AnyEvent)),
    };
  });
  return {
    key: screen.key,
    title: screen.title,
    machine: machine.id,
    models: screen.models.map((m) => m.name),
    leaves,
    reachable: leaves.filter((l) => reachable.has(l)),
    transient: leaves.filter((l) => !reachable.has(l) && isTransient(machine, l)),
    unreached: leaves.filter((l) => !reachable.has(l) && !isTransient(machine, l)),
    states,
  };
}

/** A state left at once by an eventless transition (`always`), e.g. a router state. */
function isTransient(machine: AnyStateMachine, id: string): boolean {
  const node = machine.getStateNodeById(id) as AnyStateNode;
  return Boolean(node.always?.length);
}

/** The screen registered under `key`. */
export function galleryScreen(key: string): GalleryScreen {
  const screen = GALLERY_SCREENS.find((s) => s.key === key);
  if (!screen) throw new Error(`gallery: no screen '${key}' in gallery/registry.ts`);
  return screen;
}

/** What a planned story's replay gives: the screen machine's snapshot after the path. */
export type GallerySnapshot = { value: unknown; context: unknown; children: Record<string, unknown> };

/**
 * Replays a planned story on the screen's machine (`replay` of the stories) and reads the snapshot with `read`;
 * throws, naming the machine and the state, when the snapshot is not in the story's states (and variant).
 */
export function replayPlanned<V>(
  screen: GalleryScreen,
  state: Pick<PlannedState, 'nodes' | 'variant' | 'model' | 'input' | 'events'>,
  read: (snapshot: never) => V,
): V {
  const model = screen.models.find((m) => m.name === state.model);
  if (!model) throw new Error(`gallery: ${screen.key}: no model '${state.model}'`);
  const machine = (screen.machine ?? model.machine) as AnyStateMachine;
  const events = [...state.events.map((i) => model.events[i] as AnyEvent), ...(screen.after ?? [])];
  return replay(
    machine,
    events,
    (snapshot) => {
      const at = restingLeaves(snapshot);
      const missing = state.nodes.filter((n) => !at.includes(n));
      const variant = variantOf(screen, model, snapshot)?.key ?? null;
      if (missing.length || variant !== (state.variant?.key ?? null)) {
        const value = JSON.stringify((snapshot as { value: unknown }).value);
        throw new Error(
          `gallery: machine '${machine.id}' (screen '${screen.key}'): state ${missing.join(', ') || state.nodes.join(', ')}` +
            `${state.variant ? ` (${state.variant.key})` : ''} cannot be replayed: the path ` +
            `[${state.events.map((i) => eventWords(model.events[i] as AnyEvent)).join(' -> ')}] of model ` +
            `'${model.name}' ends in ${value}${variant !== (state.variant?.key ?? null) ? ` (variant ${variant})` : ''}`,
        );
      }
      return read(snapshot as never);
    },
    inputsOf(model)[state.input],
  );
}

/** Replays every planned story of the plan; throws one error listing every state that cannot be replayed. */
export function verifyPlan(screen: GalleryScreen, plan: ScreenPlan): void {
  const problems: string[] = [];
  for (const state of plan.states) {
    try {
      replayPlanned(screen, state, () => null);
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err));
    }
  }
  for (const leaf of plan.unreached)
    problems.push(
      `gallery: machine '${plan.machine}' (screen '${plan.key}'): state ${leaf} is reached by no path`,
    );
  if (problems.length) throw new Error(problems.join('\n'));
}

/** Every registered screen's plan, each verified: a screen with a state that cannot be replayed has its error. */
export function planGallery(): Array<{ key: string; plan?: ScreenPlan; error?: string }> {
  return GALLERY_SCREENS.map((screen) => {
    try {
      const plan = planScreen(screen);
      verifyPlan(screen, plan);
      return { key: screen.key, plan };
    } catch (err) {
      return { key: screen.key, error: err instanceof Error ? err.message : String(err) };
    }
  });
}
