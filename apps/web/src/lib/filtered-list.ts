// The web side of a filtered paged list (the departments and employees tabs of /branches): the list child's view
// with the table's paging handlers, the filter form's handlers, and the applied filter and page kept in the URL.
// Such a screen machine invokes the shared paged list as its child 'list' and takes EDIT_FILTER, APPLY,
// RESET_FILTERS and SHOW {filter, page}.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyActorRef } from 'xstate';
import { selectPagedListView, type PagedListSnapshot, type PagedListView } from '@sakta/core/shared';
import { useChildSnapshot } from './child-snapshot';

type Children = Record<string, AnyActorRef | undefined>;
const childOf = (actor: AnyActorRef, id: string) =>
  (actor.getSnapshot() as { children: Children }).children[id];

/** The page the URL names: 1 unless it names a later one. */
export const pageFromUrl = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);

/** The paged list child `id` of a screen machine: its view, and the pagination's and 'Повторить' handlers. */
export function usePagedListChild<Row>(
  actor: AnyActorRef,
  id = 'list',
): { list: PagedListView<Row>; onPage: (page: number) => void; onRetry: () => void } {
  const list = selectPagedListView<Row>(useChildSnapshot(actor, id) as PagedListSnapshot | undefined);
  return {
    list,
    onPage: (page) => childOf(actor, id)?.send({ type: 'GO_TO', page }),
    onRetry: () => childOf(actor, id)?.send({ type: 'RETRY' }),
  };
}

/** The filter card's handlers: a field typed, 'Применить', 'Сбросить'. */
export function filterHandlers(actor: AnyActorRef) {
  return {
    onEditFilter: (field: string, value: string) => actor.send({ type: 'EDIT_FILTER', field, value }),
    onApply: () => actor.send({ type: 'APPLY' }),
    onResetFilters: () => actor.send({ type: 'RESET_FILTERS' }),
  };
}

/** How a screen's filter stands in the URL. Declared once per screen (module level: the effects depend on it). */
export interface FilterInUrl<F> {
  /** The filter the URL names, cleaned as the machine cleans it. */
  read: (search: URLSearchParams) => F;
  /** The filter's query parameters. */
  write: (filter: F) => Record<string, string>;
  /** Parameters that stand first and stay (the tab of /branches). */
  base?: Record<string, string>;
}

/**
 * Keeps the applied filter and the page shown in the URL, both ways. Machine -> URL: the URL is rebuilt from the
 * filter and the page (the entry replaced: paging is not navigation); `shownPage` null leaves the URL alone (the
 * list shown is not the filtered one). URL -> machine (Back/Forward, a pasted link): a filter or page other than
 * the machine's is sent as SHOW {filter, page}, when the machine takes SHOW in its state.
 */
export function useFilterInUrl<F>(
  actor: AnyActorRef,
  filter: F,
  shownPage: number | null,
  url: FilterInUrl<F>,
): void {
  const [search, setSearch] = useSearchParams();

  useEffect(() => {
    if (shownPage === null) return;
    setSearch(
      (prev) => {
        const next = new URLSearchParams(url.base);
        for (const [k, v] of Object.entries(url.write(filter))) next.set(k, v);
        if (shownPage > 1) next.set('page', String(shownPage));
        return next.toString() === prev.toString() ? prev : next;
      },
      { replace: true },
    );
  }, [filter, shownPage, setSearch, url]);

  const urlKey = search.toString();
  useEffect(() => {
    const s = actor.getSnapshot() as {
      context: { filter: F; page: number };
      can: (event: { type: string }) => boolean;
    };
    const params = new URLSearchParams(urlKey);
    const wanted = url.read(params);
    const page = pageFromUrl(params);
    const child = childOf(actor, 'list')?.getSnapshot() as PagedListSnapshot | undefined;
    const same =
      JSON.stringify(wanted) === JSON.stringify(s.context.filter) &&
      (child?.context.page ?? s.context.page) === page;
    const show = { type: 'SHOW', filter: wanted, page };
    if (!same && s.can(show)) actor.send(show);
  }, [urlKey, actor, url]);
}
