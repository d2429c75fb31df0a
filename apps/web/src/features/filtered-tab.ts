// A filtered list screen on the web side (the departments and employees tabs of /branches, /podfts, /policies): the
// list child's view with the screen's handlers; for the simpler ones the machine started from the filter and page
// the URL names and the applied filter and page kept in the URL (lib/filtered-list).
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorRef, AnyStateMachine, SnapshotFrom } from 'xstate';
import {
  filterHandlers,
  pageFromUrl,
  useFilterInUrl,
  usePagedListChild,
  type FilterInUrl,
} from '../lib/filtered-list';

/** How a filter stands in the URL: its fields read and cleaned as the machine cleans them, written by `write`. */
export function filterInUrl<F>(
  fields: readonly string[],
  clean: (raw: Record<string, string | null>) => F,
  write: (filter: F) => Record<string, string>,
  /** The tab of /branches, standing first in the URL. */
  tab?: string,
): FilterInUrl<F> {
  return {
    read: (search) => clean(Object.fromEntries(fields.map((f) => [f, search.get(f)]))),
    write,
    ...(tab ? { base: { tab } } : {}),
  };
}

/**
 * The list child `listId` of a filtered list screen's machine (TOGGLE_FILTERS, EDIT_FILTER, APPLY, RESET_FILTERS)
 * and the screen's handlers: the filter's toggle, a field, apply, reset; a page, 'Повторить'.
 */
export function useFilteredList<Row>(actor: AnyActorRef, listId = 'list') {
  const { list, onPage, onRetry } = usePagedListChild<Row>(actor, listId);
  return {
    list,
    handlers: {
      onToggleFilters: () => actor.send({ type: 'TOGGLE_FILTERS' }),
      ...filterHandlers(actor),
      onPage,
      onRetry,
    },
  };
}

/** A filtered tab's machine input: the filter and the page the URL names, and `more` of the machine's input. */
export function filteredTabInput<F>(
  url: FilterInUrl<F>,
  search: URLSearchParams,
  more?: Record<string, unknown>,
) {
  return { filter: url.read(search), page: pageFromUrl(search), ...more };
}

export function useFilteredTab<Row, V extends { filter: F }, F>(
  machine: AnyStateMachine,
  select: (snapshot: SnapshotFrom<AnyStateMachine>) => V,
  url: FilterInUrl<F>,
  options: {
    /** More of the machine's input than the filter and the page. */
    input?: Record<string, unknown>;
    /** The list child shown (default 'list'); another one is outside the filter and the URL. */
    listOf?: (view: V) => string;
  } = {},
) {
  const [search] = useSearchParams();
  const actor = useActorRef(machine, { input: filteredTabInput(url, search, options.input) });
  const view = useSelector(actor, select);
  const listId = options.listOf?.(view) ?? 'list';
  const { list, handlers } = useFilteredList<Row>(actor, listId);
  useFilterInUrl(actor, view.filter, listId === 'list' ? list.page : null, url);
  return { actor, view, list, handlers };
}
