/**
 * Stories show only states the production machines can reach: a story's view is the machine (its calls never
 * answering by themselves) replayed through the story's events, then read by core's selector. Answers to calls
 * are the `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events of the invoked actor; an event for a child
 * (the shared paged list, code step, document) says which child: `{ to: 'history', event }`.
 */
import {
  createActor,
  fromCallback,
  fromPromise,
  type AnyActorRef,
  type AnyStateMachine,
  type SnapshotFrom,
} from 'xstate';
import { ApiError } from '@sakta/core';

/** A call that never answers by itself (the story's events answer it). */
export const never = () => fromPromise(() => new Promise<never>(() => {})) as never;
/** A clock that never ticks (countdowns stay where the story puts them). */
export const stoppedClock = () => fromCallback(() => {}) as never;

/** The answer or the failure of an invoked call. */
export type ActorAnswer = { type: `xstate.${string}`; output?: unknown; error?: unknown };
export type AnyEvent = { type: string; [key: string]: unknown };
/** An event of the machine, an answer to one of its calls, or an event for one of its children. */
export type ReplayEvent<E extends AnyEvent> = E | ActorAnswer | { to: string; event: AnyEvent };

export const done = (id: string, output?: unknown): ActorAnswer => ({
  type: `xstate.done.actor.${id}`,
  output,
});
export const failed = (id: string, error: unknown): ActorAnswer => ({
  type: `xstate.error.actor.${id}`,
  error,
});
/** The network failure every call can end with ('Нет связи с сервером...'). */
export const offline = (id: string) => failed(id, ApiError.network(new TypeError('Failed to fetch')));
/** The server's refusal with its messages. */
export const refused = (id: string, messages: string[], status?: number) =>
  failed(id, ApiError.rejected(messages, status));

/**
 * Starts `machine` (with `input`), sends `events`, reads the snapshot with `read` and stops. `read` gets the
 * root snapshot; children's snapshots are in `snapshot.children`.
 */
export function replay<M extends AnyStateMachine, V>(
  machine: M,
  events: readonly ReplayEvent<AnyEvent>[],
  read: (snapshot: SnapshotFrom<M>) => V,
  input?: unknown,
): V {
  const actor = createActor(machine as AnyStateMachine, input === undefined ? {} : { input });
  actor.start();
  for (const e of events) {
    if ('to' in e && typeof e.to === 'string') {
      (actor.getSnapshot().children[e.to] as AnyActorRef | undefined)?.send(e.event as AnyEvent);
    } else actor.send(e as never);
  }
  const value = read(actor.getSnapshot() as SnapshotFrom<M>);
  actor.stop();
  return value;
}
