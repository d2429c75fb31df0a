// Route /podfts 'ПОДФТ' (drm group: roles 0 and 6): the compliance review machine with the API's calls; the
// applied filter and the page live in the URL; the record's side modal is a lazy chunk.
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { selectPagedListView, type PagedListSnapshot } from '@sakta/core/shared';
import {
  PODFT_FILTER_FIELDS,
  cleanPodftFilter,
  podftFilterQuery,
  podftItemEndpoint,
  podftListEndpoint,
  podftSetEndpoint,
  providePodftReview,
  selectPodftReviewView,
  selectPodftRows,
  type PodftRecord,
} from '@sakta/core/podft';
import { PodftScreen } from '@sakta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../lib/api';
import { useChildSnapshot } from '../lib/child-snapshot';
import { queryKeys } from '../lib/queries';

/** The record's modal loads at the first opening. */
const PodftModalContainer = lazy(() =>
  import('../features/podft-modal').then((m) => ({ default: m.PodftModalContainer })),
);

const filterFromUrl = (search: URLSearchParams) =>
  cleanPodftFilter(Object.fromEntries(PODFT_FILTER_FIELDS.map((f) => [f, search.get(f)])));
const pageFromUrl = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);

/**
 * The compliance review (spec part 2 sections 2.5, 3.8, 4.4, 7.4, 9): core's review machine; its child 'list' is
 * the shared paged list over GET /api/podft/get with the filter (status 1 unless the URL says otherwise); its
 * child 'item' is the open record (podft/item, podft/set). A decision replaces its row and refreshes the home
 * tile's count of records waiting.
 */
export function Component() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const machine = useMemo(
    () =>
      providePodftReview({
        page: (page, query) => api.call(podftListEndpoint, undefined, { query: { page, ...query } }),
        item: (id) => api.call(podftItemEndpoint, { id }),
        decide: async (req) => {
          const [record] = await api.call(podftSetEndpoint, req);
          if (!record) throw new Error('podft/set answered no record');
          await queryClient.invalidateQueries({ queryKey: queryKeys.podftWaiting });
          return record;
        },
      }),
    [api, queryClient],
  );
  const actor = useActorRef(machine, {
    input: { filter: filterFromUrl(search), page: pageFromUrl(search) },
  });
  const view = useSelector(actor, selectPodftReviewView);
  const replaced = useSelector(actor, (s) => s.context.replaced);
  const list = selectPagedListView<PodftRecord>(
    useChildSnapshot(actor, 'list') as PagedListSnapshot | undefined,
  );

  // machine -> URL: the applied filter and the page shown (replacing the entry: paging is not navigation)
  const shownPage = list.page;
  useEffect(() => {
    setSearch(
      (prev) => {
        const next = new URLSearchParams(podftFilterQuery(view.filter));
        if (shownPage > 1) next.set('page', String(shownPage));
        return next.toString() === prev.toString() ? prev : next;
      },
      { replace: true },
    );
  }, [view.filter, shownPage, setSearch]);

  // URL -> machine (Back/Forward, a pasted link)
  const urlKey = search.toString();
  useEffect(() => {
    const s = actor.getSnapshot();
    const params = new URLSearchParams(urlKey);
    const filter = filterFromUrl(params);
    const page = pageFromUrl(params);
    const child = s.children.list?.getSnapshot() as PagedListSnapshot | undefined;
    const same =
      JSON.stringify(filter) === JSON.stringify(s.context.filter) &&
      (child?.context.page ?? s.context.page) === page;
    if (!same) actor.send({ type: 'SHOW', filter, page });
  }, [urlKey, actor]);

  const toList = (event: { type: 'GO_TO'; page: number } | { type: 'RETRY' }) =>
    actor.getSnapshot().children.list?.send(event);

  return (
    <PodftScreen
      view={view}
      list={list}
      rows={selectPodftRows(list, replaced)}
      onToggleFilters={() => actor.send({ type: 'TOGGLE_FILTERS' })}
      onEditFilter={(field, value) => actor.send({ type: 'EDIT_FILTER', field, value })}
      onApply={() => actor.send({ type: 'APPLY' })}
      onResetFilters={() => actor.send({ type: 'RESET_FILTERS' })}
      onPage={(page) => toList({ type: 'GO_TO', page })}
      onRetry={() => toList({ type: 'RETRY' })}
      onOpen={(id) => actor.send({ type: 'OPEN', id })}
    >
      {view.reviewing ? (
        <Suspense fallback={null}>
          <PodftModalContainer review={actor} />
        </Suspense>
      ) : null}
    </PodftScreen>
  );
}
