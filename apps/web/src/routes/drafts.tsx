// Route /drafts 'Черновики' (sale group): the drafts screen machine with the API's calls.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectPagedListView,
  selectUser,
  type ApiClient,
  type PagedListSnapshot,
  type User,
} from '@sakta/core/shared';
import { provideDrafts, selectDraftCards, selectDraftsView } from '@sakta/core/drafts';
import { draftDeleteEndpoint, draftListEndpoint, type DraftRow } from '@sakta/core/ogpo';
import { DraftsScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useChildSnapshot } from '../lib/child-snapshot';
import { isBuilt } from '../screens';
import { useSessionActor } from '../session/SessionProvider';
import { usePageHandOver } from '../lib/prerendered';
import { browserStorage } from '../lib/browser-storage';
import { forgetKeptDraft } from '@sakta/core/sale/kept-sale-slot';

/**
 * The drafts screen (spec part 2 sections 2.6, 6, 7.3): core's drafts machine; its child 'list' is the shared paged
 * list over GET /api/draft/get (role 0 adds the filter's insurer, product and user); delete asks
 * 'Удалить черновик №{id}?', calls GET /api/draft/delete/{id} and forgets the copy this browser kept of the draft's
 * sale (no sale page puts it back). 'Оформить' opens the product's page with the draft; a card whose page the user
 * may not open says why instead.
 */
export function Component() {
  const api = useApi();
  const user = useSelector(useSessionActor(), selectUser);
  const userId = user?.id ?? null;
  const machine = useMemo(
    () =>
      draftsMachine(api, (id) =>
        userId === null
          ? Promise.resolve()
          : forgetKeptDraft({ indexedDB, crypto, storage: browserStorage }, userId, id),
      ),
    [api, userId],
  );
  const actor = useActorRef(machine, { input: draftsInput(user) });
  return <Drafts actor={actor} user={user} />;
}

/**
 * The drafts machine with the API's calls (the live page's, and the server's for its first paint); `forget` drops
 * what the browser kept of a deleted draft (a failure to forget does not undo the deletion).
 */
export function draftsMachine(api: ApiClient, forget: (id: string) => Promise<void> = async () => {}) {
  return provideDrafts({
    page: (page, query) => api.call(draftListEndpoint, undefined, { query: { page, ...query } }),
    remove: async (id) => {
      const answer = await api.call(draftDeleteEndpoint, undefined, { params: { id } });
      await forget(id).catch(() => {});
      return answer;
    },
  });
}

export const draftsInput = (user: User | null) => ({ canFilter: user?.role === 0 });

/**
 * The screen of a running drafts machine: the live page, and its first paint rendered on the server. `user` decides
 * which cards may open their product's page.
 */
export function Drafts({
  actor,
  user,
}: {
  actor: ActorRefFrom<ReturnType<typeof draftsMachine>>;
  user: User | null;
}) {
  const view = useSelector(actor, selectDraftsView);
  const list = selectPagedListView<DraftRow>(
    useChildSnapshot(actor, 'list') as PagedListSnapshot | undefined,
  );
  usePageHandOver(list.status !== 'loading');
  const toList = (event: { type: 'GO_TO'; page: number } | { type: 'RETRY' }) =>
    actor.getSnapshot().children.list?.send(event);
  return (
    <DraftsScreen
      view={view}
      list={list}
      cards={selectDraftCards(list, isBuilt, user)}
      onEditFilter={(field, value) => actor.send({ type: 'EDIT_FILTER', field, value })}
      onApply={() => actor.send({ type: 'APPLY' })}
      onResetFilters={() => actor.send({ type: 'RESET_FILTERS' })}
      onPage={(page) => toList({ type: 'GO_TO', page })}
      onRetry={() => toList({ type: 'RETRY' })}
      onDelete={(id) => actor.send({ type: 'ASK_DELETE', id })}
      onConfirmDelete={() => actor.send({ type: 'CONFIRM' })}
      onCancelDelete={() => actor.send({ type: 'CANCEL' })}
    />
  );
}
