import { filterForm, listPage, type FilterFormEvent } from '../../shared/machines/filter-form';
import { unprovided } from '../../shared/machines/unprovided';
import { assign, emit, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { Page } from '../../shared/api/common';
import { errorText } from '../../shared/api/errors';
import {
  pagedListMachine,
  type PagedListInput,
  type PagedListView,
} from '../../shared/machines/paged-list.machine';
import { POLICY_STATUS } from '../../shared/policy-status';
import { ROLE, type RoleId } from '../../shared/roles';
import { ROUTES, routeTitle } from '../../shared/routes';
import type { OneCMatch, PolicyRow } from './contract';
import {
  cleanPolicyFilter,
  defaultPolicyFilter,
  policyFilterErrors,
  policyFilterQuery,
  withDateCopy,
  type PolicyFilter,
  type PolicyFilterField,
} from './policy-filter';
import { ruPolicies } from './ru';

/**
 * The policy list /policies (spec part 2 sections 2.7, 3.9, 4.5, 5.7, 6, 7.5, 8, 9; part 1 sections 5, 6): the
 * collapsible search card, the list as the shared paged list (child 'list', 5 page links) asked with the applied
 * filter, the 1C matches its answers carry, the export and the row's payment refresh; which policy's modal is open.
 *
 *   active (child 'list' with {page, query}):
 *     idle --TOGGLE_FILTERS--> the card opens or closes   --EDIT_FILTER--> the form changes (its errors cleared)
 *          --APPLY--> valid: the list restarts on page 1 with the form (one date copies into the other, 5.7)
 *                     invalid: the form's errors
 *          --RESET_FILTERS--> the user's default filter (apc: the user's)   --SHOW {filter, page}--> (the URL) restarts there
 *          --EXPORT--> exporting (the applied filter) --file--> 'download' policy.csv --{message}--> a warning
 *                                                     --failure--> an error notice        (not in support mode)
 *          --REFRESH_ROW {id}--> refreshingRow --ok--> the list reloads, a notice  --failure--> an error notice
 *   anywhere --OPEN {id}--> the policy modal opens (by id or contract number) --CLOSE--> it closes
 */

export interface PoliciesInput {
  /** The filter in the URL; null: none there, the user's default. */
  filter?: Partial<Record<PolicyFilterField, string | null>> | null;
  page?: number;
  /** The user's APC: the default of the filter's apc (section 6). */
  userApc?: string | null;
  /** Support mode hides the export (part 1 section 6 'Export hidden in support mode'). */
  canExport: boolean;
  /** Today, 'YYYY-MM-DD' (Asia/Almaty): the row refresh's rule. */
  today: string;
  /** The policy whose modal is open (the URL's ?open=). */
  open?: number | string | null;
  /** The user's role: the sub-agent's list is 'Мои договоры' (see `selectPoliciesView`). */
  role?: RoleId | null;
  /**
   * Whether the search card starts open (the default). The app starts it closed on a phone, where its fields,
   * one under another, took a screen and a half above the list (issue 43 item 15).
   */
  filtersOpen?: boolean;
}

export interface PoliciesContext {
  filter: PolicyFilter;
  form: PolicyFilter;
  errors: Partial<Record<PolicyFilterField, string>>;
  filtersOpen: boolean;
  page: number;
  defaults: PolicyFilter;
  canExport: boolean;
  today: string;
  open: number | string | null;
  refreshingId: number | null;
  role: RoleId | null;
}

export type PoliciesEvent =
  | { type: 'TOGGLE_FILTERS' }
  | FilterFormEvent<PolicyFilterField>
  | { type: 'SHOW'; filter: Partial<Record<PolicyFilterField, string | null>> | null; page: number }
  | { type: 'EXPORT' }
  | { type: 'REFRESH_ROW'; id: number }
  | { type: 'OPEN'; id: number | string }
  | { type: 'CLOSE' };

/** What the export call gives: the file, or the server's warning (section 8). */
export type PolicyExportOutcome = { file: unknown } | { message: string };

export type PoliciesEmitted =
  | { type: 'download'; file: unknown; name: string }
  | { type: 'notice'; kind: 'success' | 'warning' | 'error'; message: string };

const listInput = ({ context }: { context: PoliciesContext }): PagedListInput => ({
  page: context.page,
  query: policyFilterQuery(context.filter),
});

const applied = (filter: PolicyFilter, page: number) => ({ filter, form: filter, errors: {}, page });

const filters = filterForm<PoliciesContext, PoliciesEvent>();

export const policiesMachine = setup({
  types: {
    context: {} as PoliciesContext,
    events: {} as PoliciesEvent,
    input: {} as PoliciesInput,
    emitted: {} as PoliciesEmitted,
  },
  actors: {
    list: pagedListMachine,
    exportList: unprovided<PolicyExportOutcome, { query: Record<string, string> }>(
      'policiesMachine',
      'exportList',
    ),
    /** The card payment's check of a new policy: the message to show. */
    refreshRow: unprovided<{ message: string }, { id: number }>('policiesMachine', 'refreshRow'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(policyFilterErrors(context.form)).length === 0,
    canExport: ({ context }) => context.canExport,
  },
  actions: {
    /** A failed call's message as the error notice. */
    errorNotice: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 'error' as const,
      message: errorText((event as { error?: unknown }).error),
    })),
  },
}).createMachine({
  id: 'policies',
  context: ({ input }) => {
    const defaults = defaultPolicyFilter(input.userApc);
    const filter = input.filter ? cleanPolicyFilter(input.filter) : defaults;
    return {
      ...applied(filter, listPage(input.page)),
      filtersOpen: input.filtersOpen ?? true,
      defaults,
      canExport: input.canExport,
      today: input.today,
      open: input.open ?? null,
      refreshingId: null,
      role: input.role ?? null,
    };
  },
  on: {
    OPEN: { actions: assign({ open: ({ event }) => event.id }) },
    CLOSE: { actions: assign({ open: null }) },
  },
  initial: 'active',
  states: {
    active: {
      invoke: { id: 'list', src: 'list', input: listInput },
      on: {
        TOGGLE_FILTERS: { actions: filters.toggle },
        EDIT_FILTER: {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
            errors: ({ context, event }) => {
              const { [event.field]: _, ...rest } = context.errors;
              return rest;
            },
          }),
        },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            APPLY: [
              {
                guard: 'isFormValid',
                target: '#policies.active',
                reenter: true,
                actions: assign(({ context }) => applied(cleanPolicyFilter(withDateCopy(context.form)), 1)),
              },
              { actions: assign({ errors: ({ context }) => policyFilterErrors(context.form) }) },
            ],
            RESET_FILTERS: {
              target: '#policies.active',
              reenter: true,
              actions: assign(({ context }) => applied(context.defaults, 1)),
            },
            SHOW: {
              target: '#policies.active',
              reenter: true,
              actions: assign(({ context, event }) =>
                applied(
                  event.filter ? cleanPolicyFilter(event.filter) : context.defaults,
                  listPage(event.page),
                ),
              ),
            },
            EXPORT: { guard: 'canExport', target: 'exporting' },
            REFRESH_ROW: {
              target: 'refreshingRow',
              actions: assign({ refreshingId: ({ event }) => event.id }),
            },
          },
        },
        exporting: {
          tags: ['exporting'],
          invoke: {
            id: 'exportList',
            src: 'exportList',
            input: ({ context }) => ({ query: policyFilterQuery(context.filter) }),
            onDone: {
              target: 'idle',
              actions: emit(({ event }) =>
                'file' in event.output
                  ? { type: 'download' as const, file: event.output.file, name: ruPolicies.export.file }
                  : { type: 'notice' as const, kind: 'warning' as const, message: event.output.message },
              ),
            },
            onError: {
              target: 'idle',
              actions: 'errorNotice',
            },
          },
        },
        refreshingRow: {
          tags: ['refreshingRow'],
          exit: assign({ refreshingId: null }),
          invoke: {
            id: 'refreshRow',
            src: 'refreshRow',
            input: ({ context }) => ({ id: context.refreshingId ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                sendTo('list', { type: 'RELOAD' }),
                emit(({ event }) => ({
                  type: 'notice' as const,
                  kind: 'success' as const,
                  message: event.output.message,
                })),
              ],
            },
            onError: {
              target: 'idle',
              actions: 'errorNotice',
            },
          },
        },
      },
    },
  },
});

export type PoliciesSnapshot = SnapshotFrom<typeof policiesMachine>;

export interface PoliciesView {
  /** The list's heading: the page's title, 'Мои договоры' for the sub-agent (part 1 section 2). */
  title: string;
  /** The 'Менеджер' filter: not on the sub-agent's list of its own sales ('Мои договоры'), nothing to narrow there. */
  managerFilter: boolean;
  filter: PolicyFilter;
  form: PolicyFilter;
  errors: Partial<Record<PolicyFilterField, string>>;
  filtersOpen: boolean;
  /** The export button (hidden in support mode) and whether it runs. */
  canExport: boolean;
  exporting: boolean;
  refreshingId: number | null;
  open: number | string | null;
}

export function selectPoliciesView(s: PoliciesSnapshot): PoliciesView {
  const c = s.context;
  return {
    title: routeTitle(ROUTES.policies, c.role === null ? null : { role: c.role, apc: null }),
    managerFilter: c.role !== ROLE.subAgent,
    filter: c.filter,
    form: c.form,
    errors: c.errors,
    filtersOpen: c.filtersOpen,
    canExport: c.canExport,
    exporting: s.hasTag('exporting'),
    refreshingId: c.refreshingId,
    open: c.open,
  };
}

/** Section 4.5: the refresh icon only for status 0, paid by card, created today. */
export function showsRowRefresh(
  row: Pick<PolicyRow, 'status' | 'payment_type' | 'created_at'>,
  today: string,
) {
  return row.status === POLICY_STATUS.new && row.payment_type === 1 && row.created_at.slice(0, 10) === today;
}

/** What a list answer carries beside its page: the 1C matches, or the server's warning. */
export interface PolicyListExtra {
  byIin: OneCMatch[];
  byGlobal: OneCMatch[];
  message: string | null;
}

export const NO_POLICY_LIST_EXTRA: PolicyListExtra = { byIin: [], byGlobal: [], message: null };

export function policyListExtra(list: Pick<PagedListView<unknown>, 'extra'>): PolicyListExtra {
  const e = list.extra as Partial<PolicyListExtra> | null;
  return e ? { ...NO_POLICY_LIST_EXTRA, ...e } : NO_POLICY_LIST_EXTRA;
}

const EMPTY_PAGE = { current_page: 1, last_page: 1, per_page: 15, total: 0 };

/** The list answer as the paged list's page: a {message} answer is an empty list carrying the warning. */
export function policyListPage(
  answer: { data: Page<PolicyRow>; byIin: OneCMatch[]; byGlobal: OneCMatch[] } | { message: string },
): Page<PolicyRow> {
  if ('message' in answer)
    return { data: [], meta: EMPTY_PAGE, extra: { ...NO_POLICY_LIST_EXTRA, message: answer.message } };
  return {
    ...answer.data,
    extra: { byIin: answer.byIin, byGlobal: answer.byGlobal, message: null } satisfies PolicyListExtra,
  };
}

/** The calls of the list, for `providePolicies`. */
export interface PoliciesCalls {
  /** GET /api/policy/all?page=&{filter} as a page (`policyListPage`). */
  page(page: number, query: Record<string, string> | undefined): Promise<Page<unknown>>;
  exportList(query: Record<string, string>): Promise<PolicyExportOutcome>;
  refreshRow(id: number): Promise<{ message: string }>;
}

export function providePolicies(calls: PoliciesCalls) {
  return policiesMachine.provide({
    actors: {
      list: pagedListMachine.provide({
        actors: { loadPage: fromPromise(({ input }) => calls.page(input.page, input.query)) },
      }),
      exportList: fromPromise(({ input }) => calls.exportList(input.query)),
      refreshRow: fromPromise(({ input }) => calls.refreshRow(input.id)),
    },
  });
}
