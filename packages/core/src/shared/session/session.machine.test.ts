import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionGrant } from './contract';
import { ApiError } from '../api/errors';
import { demoGrant, GRANT_EXPIRES_AT, refreshedGrant } from '../testing/fixtures';
import {
  REFRESH_WARNING_SECONDS,
  selectEndReason,
  selectFraction,
  selectIsRefreshOpen,
  selectRemainingSeconds,
  selectRingColor,
  selectToken,
  selectUser,
  sessionMachine,
} from './session.machine';

/**
 * The session with its real clock (setInterval, driven by vitest's fake timers) and an in-memory store.
 * `stored` is what loadSession finds; `refresh` answers GET /api/refresh.
 */
function start(
  opts: { stored?: SessionGrant | null; refresh?: (apc: string | null) => Promise<SessionGrant> } = {},
) {
  const log: string[] = [];
  let stored: SessionGrant | null = opts.stored ?? null;
  const machine = sessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => stored),
      saveSession: fromPromise<void, SessionGrant>(async ({ input }) => {
        log.push(`save ${input.access_token}`);
        stored = input;
      }),
      clearSession: fromPromise(async () => {
        log.push('clear');
        stored = null;
      }),
      refresh: fromPromise<SessionGrant, { apc: string | null }>(async ({ input }) => {
        log.push(`refresh apc=${input.apc}`);
        if (!opts.refresh) throw new Error('no refresh');
        return opts.refresh(input.apc);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, log, snap: () => actor.getSnapshot(), stored: () => stored };
}

/** Lets promises settle and the clock run for `seconds`. */
const pass = (seconds: number) => vi.advanceTimersByTimeAsync(seconds * 1000);

beforeEach(() => {
  vi.useFakeTimers({ now: GRANT_EXPIRES_AT - 400_000 }); // 400 s before the demo grant expires (40% left)
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sessionMachine', () => {
  it('with nothing stored ends anonymous, without a reason and without a running clock', async () => {
    const { snap } = start();
    expect(snap().hasTag('loading')).toBe(true);
    await pass(0);
    expect(snap().hasTag('anonymous')).toBe(true);
    expect(selectEndReason(snap())).toBeNull();
    expect(selectUser(snap())).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restores a stored grant and counts down with its own clock', async () => {
    const { snap } = start({ stored: demoGrant });
    await pass(0);
    expect(snap().matches({ active: 'running' })).toBe(true);
    expect(selectUser(snap())).toEqual(demoGrant.user);
    expect(selectToken(snap())).toBe('token-A');
    expect(selectRemainingSeconds(snap())).toBe(400);
    expect(selectFraction(snap())).toBeCloseTo(0.4, 9);
    expect(selectRingColor(snap())).toBe('blue');
    await pass(10);
    expect(selectRemainingSeconds(snap())).toBe(390);
  });

  it('opens the refresh modal at 300 s left, turns orange at 20% and red at 3%, and ends at expiry', async () => {
    const { snap, log, stored } = start({ stored: demoGrant });
    await pass(99);
    expect(selectRemainingSeconds(snap())).toBe(301);
    expect(selectIsRefreshOpen(snap())).toBe(false);
    await pass(1);
    expect(selectRemainingSeconds(snap())).toBe(REFRESH_WARNING_SECONDS);
    expect(selectIsRefreshOpen(snap())).toBe(true);
    await pass(89); // 211 s left = 21.1%
    expect(selectRingColor(snap())).toBe('blue');
    await pass(11); // 200 s = 20%
    expect(selectRingColor(snap())).toBe('orange');
    await pass(160); // 40 s = 4%
    expect(selectRingColor(snap())).toBe('orange');
    await pass(10); // 30 s = 3%
    expect(selectRingColor(snap())).toBe('red');
    await pass(30);
    expect(snap().hasTag('anonymous')).toBe(true);
    expect(selectEndReason(snap())).toBe('expired');
    expect(log).toEqual(['clear']);
    expect(stored()).toBeNull();
    expect(vi.getTimerCount()).toBe(0); // the clock stopped with the session
  });

  it('REFRESH calls /api/refresh with the apc, saves the new grant and closes the modal', async () => {
    const refresh = vi.fn(async () => refreshedGrant);
    const { actor, snap, log, stored } = start({ stored: demoGrant, refresh });
    await pass(100);
    expect(snap().can({ type: 'REFRESH' })).toBe(true);
    actor.send({ type: 'REFRESH' });
    await pass(0);
    expect(refresh).toHaveBeenCalledWith('APC8RESERVE');
    expect(log).toEqual(['refresh apc=APC8RESERVE', 'save token-B']);
    expect(stored()).toEqual(refreshedGrant);
    expect(snap().matches({ active: 'running' })).toBe(true);
    expect(selectIsRefreshOpen(snap())).toBe(false);
    expect(selectToken(snap())).toBe('token-B');
    expect(selectRemainingSeconds(snap())).toBe(1300);
    expect(selectFraction(snap())).toBe(1);
  });

  it('REFRESH is not possible before the modal opens', async () => {
    const { snap } = start({ stored: demoGrant });
    await pass(0);
    expect(snap().can({ type: 'REFRESH' })).toBe(false);
  });

  it('a failed refresh keeps the modal open with the message', async () => {
    const { actor, snap } = start({
      stored: demoGrant,
      refresh: async () => {
        throw ApiError.rejected(['Сервис временно недоступен'], 200);
      },
    });
    await pass(100);
    actor.send({ type: 'REFRESH' });
    await pass(0);
    expect(snap().matches({ active: 'warning' })).toBe(true);
    expect(snap().context.refreshError).toBe('Сервис временно недоступен');
    expect(selectIsRefreshOpen(snap())).toBe(true);
  });

  it('a refresh answered "Token is Invalid" ends the session as invalid', async () => {
    const { actor, snap, log } = start({
      stored: demoGrant,
      refresh: async () => {
        throw ApiError.session('Token is Invalid', 401);
      },
    });
    await pass(100);
    actor.send({ type: 'REFRESH' });
    await pass(0);
    expect(selectEndReason(snap())).toBe('invalid');
    expect(log).toContain('clear');
  });

  it('DISMISS closes the modal; it comes back once at 60 s left, then stays closed until expiry', async () => {
    const { actor, snap } = start({ stored: demoGrant });
    await pass(100);
    actor.send({ type: 'DISMISS' });
    expect(selectIsRefreshOpen(snap())).toBe(false);
    await pass(239);
    expect([selectRemainingSeconds(snap()), selectIsRefreshOpen(snap())]).toEqual([61, false]);
    // issue 44 item 9: the last call before the session (and the work not saved) ends
    await pass(1);
    expect([selectRemainingSeconds(snap()), selectIsRefreshOpen(snap())]).toEqual([60, true]);
    actor.send({ type: 'DISMISS' });
    await pass(30);
    expect(selectIsRefreshOpen(snap())).toBe(false);
    expect(selectRingColor(snap())).toBe('red');
    await pass(30);
    expect(selectEndReason(snap())).toBe('expired');
  });

  it('LOGIN saves the grant and starts the session; LOGOUT clears the storage', async () => {
    const { actor, snap, log, stored } = start();
    await pass(0);
    actor.send({ type: 'LOGIN', grant: demoGrant });
    await pass(0);
    expect(stored()).toEqual(demoGrant);
    expect(snap().matches({ active: 'running' })).toBe(true);
    actor.send({ type: 'LOGOUT' });
    await pass(0);
    expect(log).toEqual(['save token-A', 'clear']);
    expect(stored()).toBeNull();
    expect(selectEndReason(snap())).toBe('logout');
    expect(selectUser(snap())).toBeNull();
  });

  it.each([
    ['Token is Expired', 'expired'],
    ['Token is Invalid', 'invalid'],
  ] as const)(
    'SESSION_ERROR "%s" from any call clears the storage and ends the session as %s',
    async (status, reason) => {
      const { actor, snap, stored } = start({ stored: demoGrant });
      await pass(0);
      actor.send({ type: 'SESSION_ERROR', status });
      await pass(0);
      expect(stored()).toBeNull();
      expect(selectEndReason(snap())).toBe(reason);
      expect(selectToken(snap())).toBeNull();
    },
  );

  it('a restored grant that already expired ends at the first tick', async () => {
    vi.setSystemTime(GRANT_EXPIRES_AT + 1000);
    const { snap, stored } = start({ stored: demoGrant });
    await pass(0);
    expect(selectEndReason(snap())).toBe('expired');
    expect(stored()).toBeNull();
  });

  it('the default actors refuse to run unprovided: the session falls back to anonymous', async () => {
    const actor = createActor(sessionMachine).start();
    await pass(0);
    expect(actor.getSnapshot().hasTag('anonymous')).toBe(true);
  });
});
