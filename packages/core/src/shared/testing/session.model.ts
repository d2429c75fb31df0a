import { ApiError } from '../api/errors';
import { sessionMachine } from '../session/session.machine';
import { demoGrant, refreshedGrant, secondsBefore } from './fixtures';

import { doneEvent, errorEvent, idleCallback, type MachineModel, neverSettles } from './runner';
/**
 * Seconds left on the first grant (ttl 1000 s) at which the model's clock ticks: both sides of 300 s, 20 %, the last
 * call at 60 s, 3 % and expiry; -700 and -1000 are 300 s left and expiry of the refreshed grant (1000 s later).
 */
export const TICK_SECONDS_LEFT = [1000, 301, 300, 210, 200, 61, 60, 40, 30, 0, -5, -700, -1000] as const;

/**
 * Session: the production machine; storage and refresh calls never settle and the clock never ticks by itself:
 * their results and the ticks are events of the model.
 */
export const sessionModel = {
  name: 'session',
  machine: sessionMachine.provide({
    actors: {
      loadSession: neverSettles(),
      saveSession: neverSettles(),
      clearSession: neverSettles(),
      refresh: neverSettles(),
      clock: idleCallback<{ type: 'TICK'; now: number }>(),
    },
  }),
  // The clock reading matters only through the guards (expiry, 300 s left), and every tick variant is sent from
  // every vertex; keeping it out of the vertex key keeps the graph small (null = not ticked yet).
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      context: { ...s.context, now: s.context.now === null ? null : 'ticked' },
    }),
  events: [
    doneEvent('loadSession', demoGrant),
    doneEvent('loadSession', null),
    errorEvent('loadSession', new Error('IndexedDB is not available')),
    { type: 'LOGIN', grant: demoGrant },
    doneEvent('saveSession'),
    errorEvent('saveSession', new Error('QuotaExceededError')),
    ...TICK_SECONDS_LEFT.map((s) => ({ type: 'TICK' as const, now: secondsBefore(s) })),
    { type: 'REFRESH' },
    { type: 'DISMISS' },
    doneEvent('refresh', refreshedGrant),
    errorEvent('refresh', ApiError.rejected(['Сервис временно недоступен'], 200)),
    errorEvent('refresh', new TypeError('Failed to fetch')),
    errorEvent('refresh', ApiError.session('Token is Expired', 401)),
    errorEvent('refresh', ApiError.session('Token is Invalid', 401)),
    { type: 'LOGOUT' },
    { type: 'SESSION_ERROR', status: 'Token is Expired' },
    { type: 'SESSION_ERROR', status: 'Token is Invalid' },
    { type: 'SESSION_ERROR' },
    doneEvent('clearSession'),
    errorEvent('clearSession', new Error('IndexedDB is not available')),
  ],
} satisfies MachineModel<typeof sessionMachine>;
