/*
 * Fixtures of the session stories (the header's ring, the refresh modal): core's session selectors over the
 * production session machine, restored with a one-hour grant and ticked to the story's moment.
 */
import {
  sessionMachine,
  selectFraction,
  selectIsRefreshing,
  selectIsRefreshOpen,
  selectRefreshError,
  selectRemainingSeconds,
  selectRingColor,
  type SessionEvent,
  type SessionSnapshot,
} from '@sakta/core';
import { demoGrant, secondsBefore } from '@sakta/core/testing';
import { done, never, replay, stoppedClock, type ReplayEvent } from './replay';

const storyMachine = sessionMachine.provide({
  actors: {
    loadSession: never(),
    saveSession: never(),
    clearSession: never(),
    refresh: never(),
    clock: stoppedClock(),
  },
});

/** A grant of one hour, as the sandbox issues them. */
export const HOUR_GRANT = { ...demoGrant, ttl: 3600 };

export type SessionStoryEvent = ReplayEvent<SessionEvent>;

/** The session restored from storage, the clock at `secondsLeft` before expiry. */
export function restoredAt(secondsLeft: number): SessionStoryEvent[] {
  return [done('loadSession', HOUR_GRANT), { type: 'TICK', now: secondsBefore(secondsLeft, HOUR_GRANT) }];
}

/** A later clock reading. */
export const tickAt = (secondsLeft: number): SessionStoryEvent => ({
  type: 'TICK',
  now: secondsBefore(secondsLeft, HOUR_GRANT),
});

const session = <V>(events: readonly SessionStoryEvent[], read: (s: SessionSnapshot) => V): V =>
  replay(storyMachine, events, read);

/** The ring's props in session snapshot `s`, as the shell reads them. */
export const ringOf = (s: SessionSnapshot) => ({
  fraction: selectFraction(s),
  color: selectRingColor(s),
  remainingSeconds: selectRemainingSeconds(s),
});

/** The refresh modal's props in session snapshot `s`. */
export const refreshDialogOf = (s: SessionSnapshot) => ({
  open: selectIsRefreshOpen(s),
  remainingSeconds: selectRemainingSeconds(s),
  refreshing: selectIsRefreshing(s),
  error: selectRefreshError(s),
});

/** The ring's props after `events`. */
export const ringProps = (events: readonly SessionStoryEvent[]) => session(events, ringOf);

/** The refresh modal's props after `events`. */
export const refreshDialogProps = (events: readonly SessionStoryEvent[]) => session(events, refreshDialogOf);
