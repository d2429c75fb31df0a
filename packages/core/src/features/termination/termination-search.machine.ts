import { unprovided } from '../../shared/machines/unprovided';
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import {
  isTerminable,
  type TerminationHistoryItem,
  type TerminationSearchRequest,
  type TerminationSearchResult,
} from './contract';
import {
  EMPTY_TERMINATION_FILTER,
  TERMINATION_FILTER_FIELDS,
  validateTerminationSearch,
  type TerminationFilter,
  type TerminationFilterErrors,
  type TerminationFilterField,
  type TerminationSearchType,
} from './validation';
import {
  pagedListMachine,
  selectPagedListView,
  type PagedListSnapshot,
  type PagedListView,
} from '../../shared/machines/paged-list.machine';

/**
 * The termination screen /termination (spec part 1: section 2 "Termination screen", section 5 "Termination
 * search"). Left the filter, right the history (default) or the search results.
 *
 *   history --SEARCH (valid filter)--> searching --ok--> results
 *                                               --failure--> failed --RETRY--> searching
 *   SEARCH with an invalid filter stays and shows the field messages; RESET (Сбросить) clears the filter and
 *   goes back to the history; RELOAD (after a termination) reloads what is shown: the history's page, or the
 *   last search.
 *
 * The history is the shared paged-list machine, invoked for the whole life of the screen as the child
 * 'history' (so leaving the results for the history keeps its page); the app provides its `loadPage`.
 * Type checkboxes behave as one choice: checking a type unchecks the others, and the checked one cannot be
 * unchecked (the spec's default is 2 Резидент). Contract number and vehicle plate are uppercased as typed.
 */

export interface TerminationSearchContext {
  filter: TerminationFilter;
  errors: TerminationFilterErrors;
  /** The last valid search (re-run by RETRY and RELOAD). */
  request: TerminationSearchRequest | null;
  results: TerminationSearchResult[];
  message: string | null;
}

export type TerminationSearchEvent =
  | { type: 'SET_TYPE'; searchType: TerminationSearchType }
  | { type: 'EDIT'; field: TerminationFilterField; value: string }
  | { type: 'SEARCH' }
  | { type: 'RESET' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' };

/** How a typed filter value is kept: numbers uppercased, the IIN as its 12 digits at most. */
const FILTER_CLEANERS: Partial<Record<TerminationFilterField, (value: string) => string>> = {
  contract: (v) => v.toUpperCase(),
  vehicle: (v) => v.toUpperCase(),
  iin: (v) => v.replace(/\D/g, '').slice(0, 12),
};

export const terminationSearchMachine = setup({
  types: {
    context: {} as TerminationSearchContext,
    events: {} as TerminationSearchEvent,
  },
  actors: {
    history: pagedListMachine,
    search: unprovided<TerminationSearchResult[], TerminationSearchRequest>(
      'terminationSearchMachine',
      'search',
    ),
  },
  guards: {
    isFilterValid: ({ context }) => validateTerminationSearch(context.filter).ok,
  },
}).createMachine({
  id: 'terminationSearch',
  context: {
    filter: EMPTY_TERMINATION_FILTER,
    errors: {},
    request: null,
    results: [],
    message: null,
  },
  invoke: { id: 'history', src: 'history', input: { page: 1 }, onSnapshot: {} },
  initial: 'history',
  on: {
    SET_TYPE: {
      actions: assign({
        filter: ({ context, event }) => ({ ...context.filter, type: event.searchType }),
        errors: {},
      }),
    },
    EDIT: {
      actions: assign({
        filter: ({ context, event }) => ({
          ...context.filter,
          [event.field]: FILTER_CLEANERS[event.field]?.(event.value) ?? event.value,
        }),
        errors: ({ context, event }) => {
          const { [event.field]: _dropped, ...rest } = context.errors;
          return rest;
        },
      }),
    },
    SEARCH: [
      {
        guard: 'isFilterValid',
        target: '.searching',
        actions: assign(({ context }) => {
          const check = validateTerminationSearch(context.filter);
          return { errors: {}, request: check.ok ? check.request : null };
        }),
      },
      {
        actions: assign(({ context }) => {
          const check = validateTerminationSearch(context.filter);
          return { errors: check.ok ? {} : check.errors };
        }),
      },
    ],
    RESET: {
      target: '.history',
      actions: assign({
        filter: EMPTY_TERMINATION_FILTER,
        errors: {},
        request: null,
        results: [],
        message: null,
      }),
    },
  },
  states: {
    history: {
      on: { RELOAD: { actions: sendTo('history', { type: 'RELOAD' }) } },
    },
    searching: {
      tags: ['loading'],
      entry: assign({ message: null }),
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => context.request as TerminationSearchRequest,
        onDone: { target: 'results', actions: assign({ results: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ results: [], message: ({ event }) => errorText(event.error, '. ') }),
        },
      },
    },
    results: {
      on: { RELOAD: 'searching' },
    },
    failed: {
      on: { RETRY: 'searching', RELOAD: 'searching' },
    },
  },
});

export type TerminationSearchSnapshot = SnapshotFrom<typeof terminationSearchMachine>;

export type TerminationSearchMode = 'history' | 'searching' | 'results' | 'failed';

export interface TerminationSearchView {
  mode: TerminationSearchMode;
  filter: TerminationFilter;
  /** The inputs of the checked type. */
  fields: readonly TerminationFilterField[];
  errors: TerminationFilterErrors;
  results: TerminationSearchResult[];
  /** The search's failure message (mode 'failed'). */
  message: string | null;
}

export function selectTerminationSearchView(s: TerminationSearchSnapshot): TerminationSearchView {
  const mode =
    (['searching', 'results', 'failed', 'history'] as const).find((m) => s.matches(m)) ?? 'history';
  return {
    mode,
    filter: s.context.filter,
    fields: TERMINATION_FILTER_FIELDS[s.context.filter.type],
    errors: s.context.errors,
    results: s.context.results,
    message: s.context.message,
  };
}

/** The history child's view: pass the snapshot of the child 'history' (useChildSnapshot(actor, 'history')). */
export function selectTerminationHistoryView(
  history: PagedListSnapshot | undefined,
): PagedListView<TerminationHistoryItem> {
  return selectPagedListView<TerminationHistoryItem>(history);
}

/** Only results with status codes 2 or 3 offer the open action (spec section 5). */
export function canOpenTerminationResult(r: TerminationSearchResult): boolean {
  return isTerminable(r.status.code);
}
