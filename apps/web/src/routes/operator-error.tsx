// Route /support/operator-error 'Ошибки оператора' (support group): the support screen machine with the API's calls.
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectPagedListView, type ApiClient, type PagedListSnapshot } from '@sakta/core/shared';
import {
  operatorErrorsEndpoint,
  provideSupport,
  selectSupportView,
  supportRejectEndpoint,
  supportRescindEndpoint,
  type SupportRow,
} from '@sakta/core/support';
import { notify, SupportScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useChildSnapshot } from '../lib/child-snapshot';
import { useFailureNotifications } from '../lib/failures';
import { usePageHandOver } from '../lib/prerendered';

/** The policy modal with the request's actions: its own chunk, loaded when a request is opened. */
const SupportRequestModal = lazy(() =>
  import('../features/support/support-modal').then((m) => ({ default: m.SupportRequestModal })),
);

/**
 * The operator-error screen (spec part 2 sections 2.8, 4.5, 7.5): core's support machine; its child 'list' is the
 * shared paged list over GET /api/support/policy/get-operator-errors with the filter; a row opens the policy modal
 * with the request's actions (rescind and reject asked first; dissolution unavailable).
 */
export function Component() {
  const api = useApi();
  const machine = useMemo(() => supportMachine(api), [api]);
  const actor = useActorRef(machine, { input: {} });
  useFailureNotifications(actor);
  useEffect(() => {
    const subs = [
      actor.on('success', (e) => notify({ kind: 'success', message: e.message })),
      actor.on('warning', (e) => notify({ kind: 'warning', message: e.message })),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor]);
  return <OperatorErrors actor={actor} />;
}

/** The support machine with the API's calls (the live page's, and the server's for its first paint). */
export function supportMachine(api: ApiClient) {
  return provideSupport({
    page: (page, query) => api.call(operatorErrorsEndpoint, undefined, { query: { page, ...query } }),
    act: (action, id) =>
      api.call(action === 'rescind' ? supportRescindEndpoint : supportRejectEndpoint, { id }),
  });
}

/** The screen of a running support machine: the live page, and its first paint rendered on the server. */
export function OperatorErrors({ actor }: { actor: ActorRefFrom<ReturnType<typeof supportMachine>> }) {
  const view = useSelector(actor, selectSupportView);
  const list = selectPagedListView<SupportRow>(
    useChildSnapshot(actor, 'list') as PagedListSnapshot | undefined,
  );
  usePageHandOver(list.status !== 'loading');
  const toList = (event: { type: 'GO_TO'; page: number } | { type: 'RETRY' }) =>
    actor.getSnapshot().children.list?.send(event);
  return (
    <SupportScreen
      view={view}
      list={list}
      onEditFilter={(field, value) => actor.send({ type: 'EDIT_FILTER', field, value })}
      onApply={() => actor.send({ type: 'APPLY' })}
      onResetFilters={() => actor.send({ type: 'RESET_FILTERS' })}
      onPage={(page) => toList({ type: 'GO_TO', page })}
      onRetry={() => toList({ type: 'RETRY' })}
      onOpen={(row) => actor.send({ type: 'OPEN', row })}
      modal={
        view.modal ? (
          <Suspense fallback={null}>
            <SupportRequestModal modal={view.modal} onEvent={(type) => actor.send({ type })} />
          </Suspense>
        ) : null
      }
    />
  );
}
