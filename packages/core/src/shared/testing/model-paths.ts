/**
 * A model's planned paths as plain data, for a browser run (Playwright) that replays the same event sequences on
 * the real screens; `pnpm --filter @sakta/core model:paths` writes them as JSON.
 */
import type { AnyStateMachine } from 'xstate';
import { planPaths, type MachineModel } from './runner';

/** An event as plain data: an Error in its payload becomes {name, message} and its own fields. */
function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) =>
      v instanceof Error ? { name: v.name, message: v.message, ...(v as object) } : v,
    ),
  );
}

/** One path of a model as plain data: the events to send and, after each, the state value and tags expected. */
export interface PlainPath {
  events: Array<{ type: string } & Record<string, unknown>>;
  expected: Array<{ value: unknown; tags: string[] }>;
}

export interface ModelPaths {
  name: string;
  runs: Array<{ input: unknown; paths: PlainPath[] }>;
}

/**
 * A model's planned paths as plain data (JSON-serialisable), for a browser run (Playwright) that drives the real
 * screen with the same event sequences and checks the states reached.
 */
export function modelPaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): ModelPaths {
  return {
    name: model.name,
    runs: (model.inputs ?? [model.input]).map((input) => ({
      input: plain(input ?? null),
      paths: planPaths({ ...model, input }).map((p) => ({
        events: p.events.map((e) => plain(e) as PlainPath['events'][number]),
        expected: p.expected.map((s) => {
          const snap = s as { value: unknown; tags: Set<string> };
          return { value: plain(snap.value), tags: [...snap.tags].sort() };
        }),
      })),
    })),
  };
}
