// The signatories tab of /branches: the shared paged list over GET branches/list/signatories (through the query
// cache) and core's signatories machine changing one row; a change reloads the list, a failure notifies.
import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { pagedListMachine, selectPagedListView, type Page, type PageRequest } from '@sakta/core/shared';
import {
  changeSignatoryEndpoint,
  selectSignatoriesView,
  signatoriesMachine,
  type SignatoryRow,
} from '@sakta/core/organisation';
import { SignatoriesTab } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useFailureNotifications } from '../lib/failures';
import { queryKeys } from '../lib/queries';
import { signatoriesListQuery } from '../lib/organisation-queries';
// the search modal is in this tab's chunk (see departments-tab.tsx)
import { SignatorySearchModalContainer } from './signatory-search-modal';

export function SignatoriesTabContainer({ readOnly }: { readOnly: boolean }) {
  // the search modal: undefined closed, a key: a fresh machine at each opening
  const [searching, setSearching] = useState<number | undefined>(undefined);
  const api = useApi();
  const queryClient = useQueryClient();
  const listMachine = useMemo(
    () =>
      pagedListMachine.provide({
        actors: {
          loadPage: fromPromise<Page<unknown>, PageRequest>(() =>
            queryClient.fetchQuery(signatoriesListQuery(api)),
          ),
        },
      }),
    [api, queryClient],
  );
  const list = useActorRef(listMachine, { input: {} });
  const listView = useSelector(list, (s) => selectPagedListView<SignatoryRow>(s));
  const machine = useMemo(
    () =>
      signatoriesMachine.provide({
        actors: {
          changeSignatory: fromPromise(({ input, signal }) =>
            api.call(changeSignatoryEndpoint, input, { signal }),
          ),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine);
  const view = useSelector(actor, selectSignatoriesView);
  useFailureNotifications(actor);
  useEffect(() => {
    const sub = actor.on('changed', async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.signatories });
      list.send({ type: 'RELOAD' });
    });
    return () => sub.unsubscribe();
  }, [actor, list, queryClient]);

  return (
    <>
      <SignatoriesTab
        list={listView}
        view={view}
        onChange={(row, status) => actor.send({ type: 'CHANGE', row, status })}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onRetry={() => list.send({ type: 'RETRY' })}
        readOnly={readOnly}
        onAdd={() => setSearching(Date.now())}
      />
      {searching !== undefined ? (
        <SignatorySearchModalContainer
          key={searching}
          onClose={() => setSearching(undefined)}
          onAdded={async () => {
            setSearching(undefined);
            await queryClient.invalidateQueries({ queryKey: queryKeys.signatories });
            list.send({ type: 'RELOAD' });
          }}
        />
      ) : null}
    </>
  );
}
