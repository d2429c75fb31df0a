/**
 * `xstate` as the story coverage run sees it (gallery/coverage.config.ts aliases it here): xstate itself, with a
 * `createActor` that records, when the actor stops (or when the run asks), the leaf states its snapshot and its
 * children's snapshots rest in. Stories replay their machines through `createActor` (`replay`, the fixtures' own
 * actors, the live demos), so this sees what every story shows, whoever wrote it. Not used by Storybook or the
 * component tests.
 */
import * as xstate from 'xstate-original';
import type { AnyActorLogic, AnyActorRef } from 'xstate-original';

export * from 'xstate-original';

export interface Shown {
  /** The machine's config (a `.provide()`d copy shares it with the production machine). */
  config: object;
  machine: string;
  leaves: string[];
  /** What the run was doing (a story file's import, a story's render). */
  source: string;
}

const shown: Shown[] = [];
const live = new Set<AnyActorRef>();
let source = '';

export const recorder = {
  setSource(s: string) {
    source = s;
  },
  /** Records the actors still running (live demos) and hands over everything recorded so far. */
  drain(): Shown[] {
    for (const actor of live) record(actor);
    return shown.splice(0);
  },
};

type Node = { parent?: unknown; states: object; id: string };

function record(actor: AnyActorRef, seen = new Set<AnyActorRef>()) {
  if (seen.has(actor)) return;
  seen.add(actor);
  const logic = (actor as { logic?: unknown }).logic as
    { config?: object; id?: string; root?: unknown } | undefined;
  const snapshot = actor.getSnapshot() as
    { _nodes?: Node[]; children?: Record<string, AnyActorRef> } | undefined;
  // a state machine (promise and callback logic carry a `config` too, but no states)
  if (!logic?.config || !logic.root || !snapshot) return;
  const leaves = (snapshot._nodes ?? [])
    .filter((n) => n.parent && !Object.keys(n.states).length)
    .map((n) => n.id);
  shown.push({ config: logic.config, machine: String(logic.id), leaves, source });
  for (const child of Object.values(snapshot.children ?? {})) if (child) record(child, seen);
}

export const createActor: typeof xstate.createActor = ((logic: AnyActorLogic, ...rest: unknown[]) => {
  const actor = (xstate.createActor as (...a: unknown[]) => AnyActorRef)(logic, ...rest);
  live.add(actor);
  const stop = actor.stop.bind(actor);
  (actor as { stop: () => unknown }).stop = () => {
    if (live.delete(actor)) record(actor);
    return stop();
  };
  return actor;
}) as never;
