import { unprovided } from './unprovided';
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorText } from '../api/errors';
import type { Page, PageMeta } from '../api/common';

/**
 * A paged list loaded page by page from a `{data, meta}` call (termination history, policies, AVR, employees;
 * spec part 1 section 9 "Pagination windows"). Written once; screens invoke it (usually as a child) and provide
 * `loadPage`.
 *
 *   loading (loadPage {page}) --ok--> ready --GO_TO page (1..last_page, not the current one)--> loading
 *           (GO_TO while loading restarts the load with the new page)
 *                             --failure--> failed (message) --RETRY--> loading
 *   ready | failed --RELOAD--> loading (same page: e.g. after a row was changed)
 *
 * The page shown after loading is the server's `meta.current_page`. Items are `unknown` here: the screen reads
 * them through `selectPagedListView<T>` with the type of its call.
 */

export interface PagedListContext {
  page: number;
  /** The list's filters, sent with every page (e.g. the employees' filter); absent for unfiltered lists. */
  query?: Record<string, string>;
  items: unknown[];
  meta: PageMeta | null;
  /** What the answer carries beside its page (the policy list's 1C matches or its warning); null without. */
  extra: unknown;
  message: string | null;
}

export type PagedListEvent = { type: 'GO_TO'; page: number } | { type: 'RETRY' } | { type: 'RELOAD' };

export interface PagedListInput {
  /** First page to load; 1 by default. */
  page?: number;
  /** Filters sent with every page (`loadPage` gets them as `query`); a new filter starts a new list. */
  query?: Record<string, string>;
}

/** The list's input for `page` and a filter's query: the query only when it has a field (none: every row). */
export const pagedListInput = (page: number, query: Record<string, string>): PagedListInput =>
  Object.keys(query).length ? { page, query } : { page };

/** What `loadPage` is asked: the page, and the list's filters when it has any. */
export interface PageRequest {
  page: number;
  query?: Record<string, string>;
}

export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
    input: {} as PagedListInput,
  },
  actors: {
    loadPage: unprovided<Page<unknown>, PageRequest>('pagedListMachine', 'loadPage'),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'GO_TO' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= (context.meta?.last_page ?? 1) &&
      event.page !== context.page,
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({
    page: Math.max(1, Math.trunc(input.page ?? 1)),
    ...(input.query ? { query: input.query } : {}),
    items: [],
    meta: null,
    extra: null,
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ message: null }),
      on: {
        // another page asked while one loads: the pending answer is dropped and the new page loads
        GO_TO: {
          guard: 'isOtherPage',
          target: 'loading',
          reenter: true,
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }): PageRequest =>
          context.query ? { page: context.page, query: context.query } : { page: context.page },
        onDone: {
          target: 'ready',
          actions: assign({
            items: ({ event }) => event.output.data,
            meta: ({ event }) => event.output.meta,
            extra: ({ event }) => event.output.extra ?? null,
            page: ({ event }) => event.output.meta.current_page,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ message: ({ event }) => errorText(event.error, '. ') }),
        },
      },
    },
    ready: {
      on: {
        GO_TO: {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
        RELOAD: 'loading',
      },
    },
    failed: {
      on: { RETRY: 'loading', RELOAD: 'loading' },
    },
  },
});

export type PagedListSnapshot = SnapshotFrom<typeof pagedListMachine>;
export type PagedListActor = ActorRefFrom<typeof pagedListMachine>;

export type PagedListStatus = 'loading' | 'ready' | 'failed';

export interface PagedListView<T> {
  status: PagedListStatus;
  /** The rows of the last loaded page (kept while the next page loads). */
  items: T[];
  page: number;
  /** Number of pages (1 until the first answer). */
  pageCount: number;
  total: number;
  /** What the last answer carried beside its page (`Page.extra`), null without. */
  extra: unknown;
  message: string | null;
}

export const IDLE_PAGED_LIST_VIEW: PagedListView<never> = {
  status: 'loading',
  items: [],
  page: 1,
  pageCount: 1,
  total: 0,
  extra: null,
  message: null,
};

export function selectPagedListView<T>(s: PagedListSnapshot | undefined): PagedListView<T> {
  if (!s) return IDLE_PAGED_LIST_VIEW;
  const status: PagedListStatus = s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
  return {
    status,
    items: s.context.items as T[],
    page: s.context.page,
    pageCount: s.context.meta?.last_page ?? 1,
    total: s.context.meta?.total ?? 0,
    extra: s.context.extra,
    message: s.context.message,
  };
}
