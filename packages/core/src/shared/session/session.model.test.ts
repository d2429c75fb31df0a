import { describe, expect, it } from 'vitest';
import { ru } from '../i18n/ru';
import { demoGrant, refreshedGrant } from '../testing/fixtures';
import { runModel, type StepInfo } from '../testing/runner';
import { sessionModel } from '../testing/session.model';
import {
  selectEndReason,
  selectFraction,
  selectIsRefreshOpen,
  selectRemainingSeconds,
  selectRingColor,
  selectToken,
  selectUser,
  type SessionSnapshot,
} from './session.machine';

type Model = typeof sessionModel.machine;

/**
 * Expected ring for each seconds-left value the model's clock produces (ttl is 1000 s, so 200 s is 20% and
 * 30 s is 3%). Spec: blue above 20%, orange at or below 20% down to above 3%, red at or below 3%.
 * Values above 1000 happen with the refreshed grant (the model's clock does not care which grant is current).
 */
const RING: Record<number, 'blue' | 'orange' | 'red'> = {
  2000: 'blue',
  1301: 'blue',
  1300: 'blue',
  1210: 'blue',
  1200: 'blue',
  1061: 'blue',
  1060: 'blue',
  1040: 'blue',
  1030: 'blue',
  1000: 'blue',
  995: 'blue',
  301: 'blue',
  300: 'blue',
  210: 'blue',
  200: 'orange',
  61: 'orange',
  60: 'orange',
  40: 'orange',
  30: 'red',
};

/**
 * Where a TICK sends an active session, by seconds left: the refresh modal opens at 300 s, and once more at 60 s
 * after it was dismissed (issue 44 item 9); dismissed after that last call it stays closed; the end at 0.
 */
function afterTick(was: string, secondsLeft: number): string {
  if (secondsLeft <= 0) return 'clearing';
  if (was === 'running' && secondsLeft <= 300) return 'warning';
  if (was === 'dismissed' && secondsLeft <= 60) return 'warning';
  return was;
}

const REFRESH_FAILURE_TEXT: Record<string, string> = {
  'Сервис временно недоступен': 'Сервис временно недоступен',
  'Failed to fetch': ru.errors.network,
};

function secondsLeft(grant: { ttlDate: string }, now: number): number {
  return (Date.parse(grant.ttlDate) - now) / 1000;
}

function leaf(s: SessionSnapshot): string {
  return typeof s.value === 'string' ? s.value : Object.values(s.value)[0]!;
}

/** The reason the session ends with, given the event that ended it. */
function expectedReason(event: { type: string; status?: string; error?: unknown }): string {
  if (event.type === 'LOGOUT') return 'logout';
  if (event.type === 'TICK') return 'expired';
  if (event.type === 'SESSION_ERROR') return event.status === 'Token is Invalid' ? 'invalid' : 'expired';
  if (event.type === 'xstate.error.actor.refresh') {
    const status = (event.error as { errors?: string[] }).errors?.[0];
    return status === 'Token is Invalid' ? 'invalid' : 'expired';
  }
  throw new Error(`${event.type} should not end a session`);
}

function check(s: SessionSnapshot, { event, previous }: StepInfo<Model>) {
  const { grant, now } = s.context;
  const state = leaf(s);

  // Only an active session runs the clock, exposes the user and the token, and may show the refresh modal.
  expect(Boolean(s.children.clock)).toBe(s.matches('active'));
  expect(selectIsRefreshOpen(s)).toBe(
    s.matches({ active: 'warning' }) || s.matches({ active: 'refreshing' }),
  );
  // The user shows once the session is saved; the token serves calls from the moment it is granted.
  expect(selectUser(s)).toEqual(s.matches('active') ? demoGrant.user : null);
  if (s.matches('active') || s.matches('saving')) {
    expect(selectToken(s)).toBe(grant?.access_token);
  } else {
    expect(selectToken(s)).toBeNull();
  }

  if (s.matches('restoring')) {
    expect(s.hasTag('loading')).toBe(true);
    expect(s.children.loadSession).toBeDefined();
  }
  if (s.matches('saving')) expect(s.children.saveSession?.getSnapshot().input).toEqual(demoGrant);
  if (s.matches('anonymous')) {
    expect(s.hasTag('anonymous')).toBe(true);
    expect(grant).toBeNull();
    expect(selectRemainingSeconds(s)).toBe(0);
  }
  if (s.matches('clearing')) {
    // storage is being cleared: the clearSession fake was started
    expect(s.children.clearSession).toBeDefined();
  }

  if (s.matches('active')) {
    expect(grant).not.toBeNull();
    if (now === null) {
      expect(selectFraction(s)).toBe(1);
      expect(selectRingColor(s)).toBe('blue');
      expect(selectRemainingSeconds(s)).toBe(grant!.ttl);
    } else {
      const left = secondsLeft(grant!, now);
      expect(RING[left], `ring expectation for ${left} s left`).toBeDefined();
      expect(selectRingColor(s)).toBe(RING[left]);
      expect(selectRemainingSeconds(s)).toBe(left);
      expect(selectFraction(s)).toBeCloseTo(Math.min(1, left / 1000), 9);
    }
  }
  if (s.matches({ active: 'refreshing' })) {
    expect(s.context.refreshError).toBeNull();
    // GET /api/refresh with the apc header
    expect(s.children.refresh?.getSnapshot().input).toEqual({ apc: 'APC8RESERVE' });
  }
  if (s.matches({ active: 'storing' })) {
    expect(grant).toEqual(refreshedGrant);
    expect(s.children.saveSession?.getSnapshot().input).toEqual(refreshedGrant);
  }

  if (!event || !previous) return;
  const was = leaf(previous);

  if (event.type === 'TICK' && previous.matches('active')) {
    const left = secondsLeft(previous.context.grant!, event.now);
    // the modal opens at 300 s and makes its last call at 60 s; it never closes by itself
    expect(state).toBe(afterTick(was, left));
    if (state === 'warning' && was !== 'warning') expect(s.context.lastCall).toBe(left <= 60);
  }
  if (s.matches('clearing') && !previous.matches('clearing')) {
    expect(s.context.reason).toBe(expectedReason(event));
  }
  if (s.matches('anonymous') && previous.matches('clearing')) {
    expect(selectEndReason(s)).toBe(previous.context.reason);
  }
  if (event.type === 'DISMISS' && was === 'warning') {
    // dismissed, it comes back at 60 s left; dismissed after that last call, it stays closed
    expect(state).toBe(previous.context.lastCall ? 'closed' : 'dismissed');
    expect(selectIsRefreshOpen(s)).toBe(false);
  }
  // a new grant gets its own calls
  if (s.matches({ active: 'storing' })) expect(s.context.lastCall).toBe(false);
  if (event.type === 'xstate.error.actor.refresh' && state === 'warning') {
    const message =
      (event.error as Error & { errors?: string[] }).errors?.join(', ') ?? (event.error as Error).message;
    expect(s.context.refreshError).toBe(REFRESH_FAILURE_TEXT[message]);
  }
  if (event.type === 'xstate.done.actor.refresh') expect(state).toBe('storing');
  if (previous.matches({ active: 'storing' }) && event.type.startsWith('xstate.')) {
    // saved or not, the refreshed session goes on
    expect(state).toBe('running');
    expect(grant).toEqual(refreshedGrant);
  }
}

describe('sessionMachine (model-based)', () => {
  it('every path keeps ring, modal, storage and end reason true to the spec, with 100% coverage', () => {
    const run = runModel(sessionModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
    expect(run.coverage.states.covered).toBe(run.coverage.states.total);
    expect(run.coverage.transitions.covered).toBe(run.coverage.transitions.total);
  });
});
