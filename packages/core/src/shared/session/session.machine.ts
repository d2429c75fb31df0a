import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { SessionGrant } from './contract';
import type { SessionStatus } from '../api/common';
import type { User } from '../user';
import { isApiError, isSessionError } from '../api/errors';
import { ru } from '../i18n/ru';

/**
 * Token lifetime (spec part 1: section 2 "Main layout", section 3 "Session", section 4 "Token timer",
 * section 8 "Token is Expired/Invalid", section 9 "Token refresh modal at 300 s left; ring thresholds").
 *
 * restoring --(stored grant)--> active.running --(300 s left)--> active.warning (refresh modal open)
 *   REFRESH -> active.refreshing -> active.storing (save the new grant) -> active.running
 *   DISMISS -> active.dismissed: the modal closes; at 60 s left it opens once more (the last call: the ring alone
 *              is easy to miss, and unsaved work is lost at expiry) -> active.warning; dismissed again ->
 *              active.closed until the session ends. REFRESH is accepted only while the modal is open; the ring
 *              keeps counting down and turns red; at expiry the user goes to login like everyone else.
 * anonymous --LOGIN--> saving -> active.running
 * active --(expiry tick | LOGOUT | SESSION_ERROR)--> clearing (clearSession) -> anonymous {reason}
 *
 * The only timer is the `clock` actor invoked while active: it sends TICK {now} at once and then every second.
 * Tests provide a clock that does nothing and send TICK as plain events. The app provides `loadSession`,
 * `saveSession`, `clearSession` (the encrypted session store) and `refresh` (GET /api/refresh with the apc header).
 * A failed save keeps the session in memory (it ends at reload); a failed clear still ends the session.
 */

export const REFRESH_WARNING_SECONDS = 300;
/** The refresh modal, once dismissed, opens again at this many seconds left, once (issue 44 item 9). */
export const LAST_WARNING_SECONDS = 60;
/** Ring colour thresholds, as fractions of the ttl remaining (spec section 9). */
const RING_ORANGE_AT = 0.2;
const RING_RED_AT = 0.03;
const SESSION_CLOCK_INTERVAL_MS = 1000;

export type SessionEndReason = 'logout' | 'expired' | 'invalid';
export type RingColor = 'blue' | 'orange' | 'red';

export interface SessionContext {
  grant: SessionGrant | null;
  /** Last clock reading (ms since epoch); null until the first tick of a new grant. */
  now: number | null;
  /** Why the last session ended; null when there was none in this run. */
  reason: SessionEndReason | null;
  /** The message of a failed refresh, shown in the refresh modal. */
  refreshError: string | null;
  /** The modal has made its last call for this grant (opened at 60 s left): dismissed, it stays closed. */
  lastCall: boolean;
}

export type SessionEvent =
  | { type: 'LOGIN'; grant: SessionGrant }
  | { type: 'LOGOUT' }
  | { type: 'TICK'; now: number }
  | { type: 'REFRESH' }
  | { type: 'DISMISS' }
  | { type: 'SESSION_ERROR'; status?: SessionStatus };

/** The moment the token expires (ms since epoch). */
function grantExpiresAt(grant: SessionGrant): number {
  return Date.parse(grant.ttlDate);
}

/**
 * Milliseconds left. Until the first tick of a grant (the clock ticks as soon as the session is active, in the
 * same turn) the full ttl is assumed, so selectors stay pure functions of the snapshot.
 */
function remainingMs(context: SessionContext): number {
  if (!context.grant) return 0;
  if (context.now === null) return context.grant.ttl * 1000;
  return Math.max(0, grantExpiresAt(context.grant) - context.now);
}

function reasonOf(status: SessionStatus | undefined): SessionEndReason {
  return status === 'Token is Invalid' ? 'invalid' : 'expired';
}

function refreshErrorText(error: unknown): string {
  if (isApiError(error)) return error.errors.join(', ') || error.message;
  return ru.errors.network;
}

/** Default clock: TICK {now: Date.now()} at once and every second. The only timer of the session. */
const sessionClock = fromCallback<{ type: 'TICK'; now: number }>(({ sendBack }) => {
  sendBack({ type: 'TICK', now: Date.now() });
  const id = setInterval(() => sendBack({ type: 'TICK', now: Date.now() }), SESSION_CLOCK_INTERVAL_MS);
  return () => clearInterval(id);
});

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`sessionMachine: provide the \`${name}\` actor`));

const isExpiredTick = ({ context, event }: { context: SessionContext; event: SessionEvent }) =>
  event.type === 'TICK' && context.grant !== null && event.now >= grantExpiresAt(context.grant);

const isTickWithin = (seconds: number) =>
  function tickWithin({ context, event }: { context: SessionContext; event: SessionEvent }) {
    return (
      event.type === 'TICK' &&
      context.grant !== null &&
      grantExpiresAt(context.grant) - event.now <= seconds * 1000
    );
  };

const tickExpired = { guard: 'isExpiredTick', target: '#session.clearing', actions: 'markExpired' } as const;
const tick = { actions: 'recordTick' } as const;

/** Stores the context's grant, then goes on to `target` whether the store succeeded or not (see above). */
const saveGrant = <T extends string>(target: T) =>
  ({
    id: 'saveSession',
    src: 'saveSession',
    input: ({ context }: { context: SessionContext }) => context.grant as SessionGrant,
    onDone: { target },
    onError: { target },
  }) as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    loadSession: fromPromise<SessionGrant | null>(notProvided('loadSession')),
    saveSession: fromPromise<void, SessionGrant>(notProvided('saveSession')),
    clearSession: fromPromise<void>(notProvided('clearSession')),
    refresh: fromPromise<SessionGrant, { apc: string | null }>(notProvided('refresh')),
    clock: sessionClock,
  },
  guards: {
    hasGrant: ({ event }) => (event as { output?: unknown }).output != null,
    isExpiredTick,
    isWarningTick: isTickWithin(REFRESH_WARNING_SECONDS),
    isLastWarningTick: isTickWithin(LAST_WARNING_SECONDS),
    isLastCall: ({ context }) => context.lastCall,
    isSessionFailure: ({ event }) => isSessionError((event as { error?: unknown }).error),
  },
  actions: {
    recordTick: assign({ now: ({ event }) => (event.type === 'TICK' ? event.now : null) }),
    markExpired: assign({ reason: 'expired' as SessionEndReason }),
    /** The modal opening in the last minute is its last call (a session restored that late gets no other). */
    openWarning: assign(({ context, event }) => ({
      now: event.type === 'TICK' ? event.now : null,
      lastCall: isTickWithin(LAST_WARNING_SECONDS)({ context, event }),
    })),
  },
}).createMachine({
  id: 'session',
  context: { grant: null, now: null, reason: null, refreshError: null, lastCall: false },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['loading'],
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: 'hasGrant',
            target: 'active',
            actions: assign({
              grant: ({ event }) => event.output,
              now: null,
              reason: null,
              refreshError: null,
              lastCall: false,
            }),
          },
          { target: 'anonymous' },
        ],
        onError: { target: 'anonymous' },
      },
    },
    anonymous: {
      tags: ['anonymous'],
      on: {
        LOGIN: {
          target: 'saving',
          actions: assign({
            grant: ({ event }) => event.grant,
            now: null,
            reason: null,
            refreshError: null,
            lastCall: false,
          }),
        },
      },
    },
    saving: {
      tags: ['loading'],
      invoke: saveGrant('active'),
    },
    active: {
      tags: ['active'],
      invoke: { id: 'clock', src: 'clock' },
      initial: 'running',
      on: {
        LOGOUT: { target: 'clearing', actions: assign({ reason: 'logout' as SessionEndReason }) },
        SESSION_ERROR: {
          target: 'clearing',
          actions: assign({ reason: ({ event }) => reasonOf(event.status) }),
        },
      },
      states: {
        running: {
          on: {
            TICK: [tickExpired, { guard: 'isWarningTick', target: 'warning', actions: 'openWarning' }, tick],
          },
        },
        warning: {
          tags: ['refresh-open'],
          on: {
            TICK: [tickExpired, tick],
            REFRESH: { target: 'refreshing' },
            DISMISS: [
              { guard: 'isLastCall', target: 'closed', actions: assign({ refreshError: null }) },
              { target: 'dismissed', actions: assign({ refreshError: null }) },
            ],
          },
        },
        // dismissed once: the modal comes back for its last call at 60 s left
        dismissed: {
          on: {
            TICK: [
              tickExpired,
              {
                guard: 'isLastWarningTick',
                target: 'warning',
                actions: ['recordTick', assign({ lastCall: true })],
              },
              tick,
            ],
          },
        },
        // dismissed after its last call: only the ring counts down
        closed: {
          on: { TICK: [tickExpired, tick] },
        },
        refreshing: {
          tags: ['refresh-open', 'loading'],
          entry: assign({ refreshError: null }),
          invoke: {
            id: 'refresh',
            src: 'refresh',
            input: ({ context }) => ({ apc: context.grant?.user.apc ?? null }),
            onDone: {
              target: 'storing',
              actions: assign({ grant: ({ event }) => event.output, lastCall: false }),
            },
            onError: [
              {
                guard: 'isSessionFailure',
                target: '#session.clearing',
                actions: assign({
                  reason: ({ event }) =>
                    reasonOf(
                      isApiError(event.error)
                        ? (event.error.errors[0] as SessionStatus | undefined)
                        : undefined,
                    ),
                }),
              },
              {
                target: 'warning',
                actions: assign({ refreshError: ({ event }) => refreshErrorText(event.error) }),
              },
            ],
          },
          on: { TICK: [tickExpired, tick] },
        },
        storing: {
          invoke: saveGrant('running'),
          on: { TICK: [tickExpired, tick] },
        },
      },
    },
    clearing: {
      tags: ['loading'],
      invoke: {
        id: 'clearSession',
        src: 'clearSession',
        onDone: { target: 'anonymous', actions: assign({ grant: null, now: null, refreshError: null }) },
        onError: { target: 'anonymous', actions: assign({ grant: null, now: null, refreshError: null }) },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Whole seconds left (rounded up, so the ring shows 0 only at expiry). */
export function selectRemainingSeconds(snapshot: SessionSnapshot): number {
  return Math.ceil(remainingMs(snapshot.context) / 1000);
}

/** Remaining part of the token lifetime, 0..1. */
export function selectFraction(snapshot: SessionSnapshot): number {
  const { grant } = snapshot.context;
  if (!grant) return 0;
  return Math.min(1, Math.max(0, remainingMs(snapshot.context) / (grant.ttl * 1000)));
}

/** Spec: blue above 20% remaining, orange at or below 20% down to above 3%, red at or below 3%. */
export function selectRingColor(snapshot: SessionSnapshot): RingColor {
  const f = selectFraction(snapshot);
  if (f > RING_ORANGE_AT) return 'blue';
  if (f > RING_RED_AT) return 'orange';
  return 'red';
}

export function selectIsRefreshOpen(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('refresh-open');
}

export function selectIsRefreshing(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ active: 'refreshing' });
}

export function selectRefreshError(snapshot: SessionSnapshot): string | null {
  return snapshot.context.refreshError;
}

/**
 * The signed-in user once the session is active (saved, so a reload keeps it), else null. While a new grant is
 * being saved the app still shows the login page, so a page opened at once after signing in finds the session.
 */
export function selectUser(snapshot: SessionSnapshot): User | null {
  return snapshot.matches('active') ? (snapshot.context.grant?.user ?? null) : null;
}

/** The access token for API calls while a session exists, else null. */
export function selectToken(snapshot: SessionSnapshot): string | null {
  return snapshot.matches('active') || snapshot.matches('saving')
    ? (snapshot.context.grant?.access_token ?? null)
    : null;
}

export function selectEndReason(snapshot: SessionSnapshot): SessionEndReason | null {
  return snapshot.hasTag('anonymous') ? snapshot.context.reason : null;
}
