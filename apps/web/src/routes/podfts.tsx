// Route /podfts 'ПОДФТ' (drm group: roles 0 and 6): the compliance review machine with the API's calls; the
// applied filter and the page live in the URL; the record's side modal is a lazy chunk; the open record and its
// decision not saved yet are kept in the browser for the officer (features/podft-kept.ts).
import { lazy, Suspense, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectUser, type ApiClient } from '@sakta/core/shared';
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
  type PodftFilter,
  type PodftRecord,
  type PodftReviewView,
} from '@sakta/core/podft';
import { PodftScreen } from '@sakta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../lib/api';
import { queryKeys } from '../lib/queries';
import { usePageHandOver } from '../lib/prerendered';
import { filteredTabInput, filterInUrl, useFilteredList, useFilteredTab } from '../features/filtered-tab';
import { useKeptReview } from '../features/podft-kept';
import { useSessionActor } from '../session/SessionProvider';

/** The record's modal loads at the first opening. */
const PodftModalContainer = lazy(() =>
  import('../features/podft-modal').then((m) => ({ default: m.PodftModalContainer })),
);

const FILTER_IN_URL = filterInUrl(PODFT_FILTER_FIELDS, cleanPodftFilter, podftFilterQuery);

/**
 * The compliance review (spec part 2 sections 2.5, 3.8, 4.4, 7.4, 9): core's review machine; its child 'list' is
 * the shared paged list over GET /api/podft/get with the filter (status 1 unless the URL says otherwise); its
 * child 'item' is the open record (podft/item, podft/set). A decision replaces its row and refreshes the home
 * tile's count of records waiting.
 */
export function Component() {
  const user = useSelector(useSessionActor(), selectUser);
  if (!user) return null;
  return <PodftsPage userId={user.id} />;
}

/** The live page: the review with the API's calls, and the officer's open record kept in the browser. */
function PodftsPage({ userId }: { userId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => podftReviewMachine(api, () => queryClient.invalidateQueries({ queryKey: queryKeys.podftWaiting })),
    [api, queryClient],
  );
  // the machine started from the URL's filter and page, which it keeps up to date
  const { actor } = useFilteredTab<PodftRecord, PodftReviewView, PodftFilter>(
    machine,
    selectPodftReviewView,
    FILTER_IN_URL,
  );
  useKeptReview(actor, userId);
  return <Podfts actor={actor} />;
}

/**
 * The review machine with the API's calls (the live page's, and the server's for its first paint); `decided` runs
 * after a decision (the live page refreshes the home tile's count).
 */
export function podftReviewMachine(api: ApiClient, decided: () => Promise<unknown>) {
  return providePodftReview({
    page: (page, query) => api.call(podftListEndpoint, undefined, { query: { page, ...query } }),
    item: (id) => api.call(podftItemEndpoint, { id }),
    decide: async (req) => {
      const [record] = await api.call(podftSetEndpoint, req);
      if (!record) throw new Error('podft/set answered no record');
      await decided();
      return record;
    },
  });
}

/** The machine's input: the filter and the page the URL names. */
export const podftInput = (search: URLSearchParams) => filteredTabInput(FILTER_IN_URL, search);

/** The screen of a running review machine: the live page, and its first paint rendered on the server. */
export function Podfts({ actor }: { actor: ActorRefFrom<ReturnType<typeof podftReviewMachine>> }) {
  const view = useSelector(actor, selectPodftReviewView);
  const { list, handlers } = useFilteredList<PodftRecord>(actor);
  usePageHandOver(list.status !== 'loading');
  const replaced = useSelector(actor, (s): Record<number, PodftRecord> => s.context.replaced);

  return (
    <PodftScreen
      view={view}
      list={list}
      rows={selectPodftRows(list, replaced)}
      {...handlers}
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
