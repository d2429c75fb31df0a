import { unprovided } from '../../shared/machines/unprovided';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import type { DashboardAnswer, DashboardFilters, DashboardPolicy } from './contract';
import { fmt } from '../../shared/i18n/ru';
import { ruAdmin } from './ru-admin';
import { isIsoDate } from '../../shared/dates';
export { todayInAlmaty } from '../../shared/almaty-today';
import { POLICY_STATUS, showsPolicyDocuments } from '../../shared/policy-status';

/**
 * The admin dashboard /dashboard (spec part 1 section 2 "Admin dashboard", section 3 "Dashboard policy row",
 * section 7 POST api/admin/admin-info {filters{date, id}} -> success, warning, new, policies):
 *
 *   loading (POST admin-info with the filters) --ok--> ready.list --OPEN {id}--> ready.modal.idle
 *            --failure--> failed (message) --RETRY--> loading        ready.modal.idle --REFRESH--> ready.modal.refreshing
 *                                                                    refreshing --ok--> idle (the row replaced)
 *                                                                               --failure--> idle (message in the modal)
 *                                                                    ready.modal --CLOSE--> ready.list
 *   anywhere --SET_ID {id} | SET_DATE {date}--> loading with the new filters (the modal closes)
 *
 * - The filters come from the input (the web route reads them from the URL and writes them back, so a reload or a
 *   shared link keeps them). One filter at a time: SET_ID clears the date, SET_DATE clears the ID; clearing
 *   either (null) returns to the default, today's date (`today`, given by the input). An invalid ID (not a
 *   positive integer) or date (not an existing YYYY-MM-DD day) is ignored.
 * - 'Обновить информацию' asks POST admin-info with filters {id: row.id, date: null} and replaces the row; the
 *   counters move the contract to its new status's counter. An answer without the contract keeps the old row and
 *   says 'Договор {id} не найден'.
 * - Every failure shows its message: the server's, the network's, or the malformed-answer one (the API client
 *   rejects an answer that does not match the contract), never a blank table.
 */

export interface DashboardInput {
  filters: DashboardFilters;
  /** Today's date, 'YYYY-MM-DD' (Asia/Almaty): the default filter. */
  today: string;
}

export interface DashboardContext {
  today: string;
  filters: DashboardFilters;
  answer: DashboardAnswer | null;
  error: string | null;
  /** The contract shown in the policy modal. */
  openId: number | null;
  refreshError: string | null;
}

export type DashboardEvent =
  | { type: 'SET_ID'; id: number | null }
  | { type: 'SET_DATE'; date: string | null }
  | { type: 'RETRY' }
  | { type: 'OPEN'; id: number }
  | { type: 'CLOSE' }
  | { type: 'REFRESH' };

/** A positive integer ID the contract accepts. */
export function isPolicyId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

/** The default filter: today's contracts. */
function defaultDashboardFilters(today: string): DashboardFilters {
  return { date: today, id: null };
}

/**
 * The filters a URL's search parameters hold: `?id=` wins over `?date=` (one filter at a time); a missing or
 * invalid value falls back to today's date.
 */
export function dashboardFiltersFromSearch(
  search: URLSearchParams | string,
  today: string,
): DashboardFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const id = params.get('id');
  if (id && /^\d+$/.test(id) && isPolicyId(Number(id))) return { date: null, id: Number(id) };
  const date = params.get('date');
  if (date && isIsoDate(date)) return { date, id: null };
  return defaultDashboardFilters(today);
}

/** The search parameters that keep the filters in the URL ({id} or {date}). */
export function dashboardSearchFromFilters(filters: DashboardFilters): Record<string, string> {
  if (filters.id !== null) return { id: String(filters.id) };
  if (filters.date !== null) return { date: filters.date };
  return {};
}

export function sameDashboardFilters(a: DashboardFilters, b: DashboardFilters): boolean {
  return a.id === b.id && a.date === b.date;
}

type Counter = 'new' | 'success' | 'warning';

/** The answer's counter of a status: `new` status 0, `success` status 1 (issued), `warning` every other one. */
function counterOf(status: number): Counter {
  if (status === POLICY_STATUS.new) return 'new';
  if (status === POLICY_STATUS.issued) return 'success';
  return 'warning';
}

/** The answer with `row` in place of the contract of the same id, the counters following its status. */
export function replaceDashboardRow(answer: DashboardAnswer, row: DashboardPolicy): DashboardAnswer {
  const old = answer.policies.find((p) => p.id === row.id);
  if (!old) return answer;
  const next: DashboardAnswer = {
    ...answer,
    policies: answer.policies.map((p) => (p.id === row.id ? row : p)),
  };
  const from = counterOf(old.status);
  const to = counterOf(row.status);
  if (from !== to) {
    next[from] = Math.max(0, next[from] - 1);
    next[to] = next[to] + 1;
  }
  return next;
}

function refreshedRow(context: DashboardContext, output: DashboardAnswer): DashboardPolicy | undefined {
  return output.policies.find((p) => p.id === context.openId);
}

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as DashboardInput,
  },
  actors: {
    loadPolicies: unprovided<DashboardAnswer, DashboardFilters>('dashboardMachine', 'loadPolicies'),
    /** POST admin-info with filters {id, date: null}. */
    refreshPolicy: unprovided<DashboardAnswer, { id: number }>('dashboardMachine', 'refreshPolicy'),
  },
  guards: {
    validId: ({ event }) => event.type === 'SET_ID' && (event.id === null || isPolicyId(event.id)),
    validDate: ({ event }) => event.type === 'SET_DATE' && (event.date === null || isIsoDate(event.date)),
    rowExists: ({ context, event }) =>
      event.type === 'OPEN' && !!context.answer?.policies.some((p) => p.id === event.id),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({
    today: input.today,
    filters: input.filters,
    answer: null,
    error: null,
    openId: null,
    refreshError: null,
  }),
  initial: 'loading',
  on: {
    SET_ID: {
      guard: 'validId',
      target: '.loading',
      actions: assign({
        filters: ({ context, event }) =>
          event.id === null ? defaultDashboardFilters(context.today) : { id: event.id, date: null },
      }),
    },
    SET_DATE: {
      guard: 'validDate',
      target: '.loading',
      actions: assign({
        filters: ({ context, event }) => defaultDashboardFilters(event.date ?? context.today),
      }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ answer: null, error: null }),
      invoke: {
        id: 'loadPolicies',
        src: 'loadPolicies',
        input: ({ context }) => context.filters,
        onDone: { target: 'ready', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'list',
      states: {
        list: {
          on: {
            OPEN: {
              guard: 'rowExists',
              target: 'modal',
              actions: assign({ openId: ({ event }) => event.id }),
            },
          },
        },
        modal: {
          initial: 'idle',
          exit: assign({ openId: null, refreshError: null }),
          on: { CLOSE: 'list' },
          states: {
            idle: { on: { REFRESH: 'refreshing' } },
            refreshing: {
              tags: ['refreshing'],
              entry: assign({ refreshError: null }),
              invoke: {
                id: 'refreshPolicy',
                src: 'refreshPolicy',
                input: ({ context }) => ({ id: context.openId as number }),
                onDone: [
                  {
                    guard: ({ context, event }) => !!refreshedRow(context, event.output),
                    target: 'idle',
                    actions: assign({
                      answer: ({ context, event }) =>
                        context.answer &&
                        replaceDashboardRow(
                          context.answer,
                          refreshedRow(context, event.output) as DashboardPolicy,
                        ),
                    }),
                  },
                  {
                    target: 'idle',
                    actions: assign({
                      refreshError: ({ context }) => fmt(ruAdmin.policy.gone, { id: String(context.openId) }),
                    }),
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: assign({ refreshError: ({ event }) => errorText(event.error) }),
                },
              },
            },
          },
        },
      },
    },
  },
});

export type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

export interface DashboardCounters {
  new: number;
  issued: number;
  error: number;
}

export interface DashboardModalView {
  policy: DashboardPolicy;
  refreshing: boolean;
  /** Why the last refresh failed (shown in the modal). */
  error: string | null;
  /** The documents section: status 1, no error, a global id. */
  showsDocuments: boolean;
}

export interface DashboardView {
  status: 'loading' | 'ready' | 'failed';
  filters: DashboardFilters;
  today: string;
  /** Counters new (warning colour), issued (success), error; null until loaded. */
  counters: DashboardCounters | null;
  rows: DashboardPolicy[];
  error: string | null;
  modal: DashboardModalView | null;
}

export function selectDashboardView(s: DashboardSnapshot): DashboardView {
  const { answer, openId } = s.context;
  const status = s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
  const policy = s.matches({ ready: 'modal' }) ? answer?.policies.find((p) => p.id === openId) : undefined;
  return {
    status,
    filters: s.context.filters,
    today: s.context.today,
    counters: answer ? { new: answer.new, issued: answer.success, error: answer.warning } : null,
    rows: answer?.policies ?? [],
    error: s.context.error,
    modal: policy
      ? {
          policy,
          refreshing: s.hasTag('refreshing'),
          error: s.context.refreshError,
          showsDocuments: showsPolicyDocuments(policy),
        }
      : null,
  };
}
