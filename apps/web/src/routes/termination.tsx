// Route /termination: the search machine with its paged history read through the query cache (next page
// fetched ahead), and the lazily loaded termination modal.
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { pagedListMachine, type ApiClient, type Page, type PagedListSnapshot } from '@sakta/core/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  selectTerminationHistoryView,
  selectTerminationSearchView,
  terminationSearchEndpoint,
  terminationSearchMachine,
  type TerminationTarget,
} from '@sakta/core/termination';
import { TerminationScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useChildSnapshot } from '../lib/child-snapshot';
import { fetchPageAhead } from '../lib/queries';
import { terminationHistoryQuery } from '../lib/termination-queries';
import { usePageHandOver } from '../lib/prerendered';

/** The termination modal and its machine load when a contract is first opened (H5's feature). */
const TerminationModalContainer = lazy(() =>
  import('../features/termination-modal').then((m) => ({ default: m.TerminationModalContainer })),
);

/**
 * Early termination /termination (spec part 1 section 2 "Termination screen", termination group). The screen
 * machine holds the filter and the search; its child 'history' is the shared paged list, loading
 * GET contracts/functional/history?page through the query cache (the next page fetched ahead, so paging forward
 * is instant; the previous page stays shown while one loads). Opening a row renders the termination modal; after
 * a termination the history's cache is invalidated, the shown list (history page or last search) reloads, and
 * the modal's container shows the success message.
 */
export function Component() {
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      terminationMachine(api, (page) =>
        fetchPageAhead(queryClient, (p) => terminationHistoryQuery(api, p), page),
      ),
    [api, queryClient],
  );
  const actor = useActorRef(machine);
  return <Termination actor={actor} />;
}

/**
 * The screen machine with the API's calls; the history's pages come from `loadPage` (the live page's through the
 * query cache, the next page fetched ahead; the server's first paint asks its own API).
 */
export function terminationMachine(api: ApiClient, loadPage: (page: number) => Promise<Page<unknown>>) {
  return terminationSearchMachine.provide({
    actors: {
      history: pagedListMachine.provide({
        actors: { loadPage: fromPromise(({ input }) => loadPage(input.page)) },
      }),
      search: fromPromise(async ({ input, signal }) => {
        const answer = await api.call(terminationSearchEndpoint, input, { signal });
        return answer.data;
      }),
    },
  });
}

/** The screen of a running termination machine: the live page, and its first paint rendered on the server. */
export function Termination({ actor }: { actor: ActorRefFrom<ReturnType<typeof terminationMachine>> }) {
  const view = useSelector(actor, selectTerminationSearchView);
  const history = selectTerminationHistoryView(
    useChildSnapshot(actor, 'history') as PagedListSnapshot | undefined,
  );
  usePageHandOver(history.status !== 'loading');
  const [target, setTarget] = useState<TerminationTarget | null>(null);
  // The modal's chunk loads at the first opening; after that the container stays mounted (target null: closed).
  const [opened, setOpened] = useState(false);
  const open = (t: TerminationTarget) => {
    setOpened(true);
    setTarget(t);
  };

  const sendHistory = useCallback(
    (event: { type: 'GO_TO'; page: number } | { type: 'RETRY' }) =>
      actor.getSnapshot().children.history?.send(event),
    [actor],
  );

  return (
    <TerminationScreen
      view={view}
      history={history}
      onSetType={(searchType) => actor.send({ type: 'SET_TYPE', searchType })}
      onEdit={(field, value) => actor.send({ type: 'EDIT', field, value })}
      onSearch={() => actor.send({ type: 'SEARCH' })}
      onReset={() => actor.send({ type: 'RESET' })}
      onRetrySearch={() => actor.send({ type: 'RETRY' })}
      onHistoryPage={(page) => sendHistory({ type: 'GO_TO', page })}
      onHistoryRetry={() => sendHistory({ type: 'RETRY' })}
      onOpenResult={(policy) => open({ kind: 'result', policy })}
      onOpenHistory={(item) => open({ kind: 'history', item })}
    >
      {opened ? (
        <Suspense fallback={null}>
          <TerminationModalContainer
            target={target}
            onClose={() => setTarget(null)}
            onTerminated={() => {
              setTarget(null);
              actor.send({ type: 'RELOAD' });
            }}
          />
        </Suspense>
      ) : null}
    </TerminationScreen>
  );
}
