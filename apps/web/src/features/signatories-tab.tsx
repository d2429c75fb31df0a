// The signatories tab of /branches: the shared paged list over GET branches/list/signatories (through the query
// cache) and core's signatories machine changing one row; a change reloads the list, a failure notifies.
import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { changeSignatoryEndpoint, selectSignatoriesView, signatoriesMachine } from '@sakta/core/organisation';
import { SignatoriesTab } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useFailureNotifications } from '../lib/failures';
import { queryKeys } from '../lib/queries';
import { signatoriesListQuery } from '../lib/organisation-queries';
// the search modal is in this tab's chunk (see departments-tab.tsx)
import { SignatorySearchModalContainer } from './signatory-search-modal';
import { useWholeList } from './query-list';

export function SignatoriesTabContainer({ readOnly }: { readOnly: boolean }) {
  // the search modal: undefined closed, a key: a fresh machine at each opening
  const [searching, setSearching] = useState<number | undefined>(undefined);
  const api = useApi();
  const list = useWholeList(signatoriesListQuery);
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
    const sub = actor.on('changed', () => list.reload(queryKeys.signatories));
    return () => sub.unsubscribe();
  }, [actor, list]);

  return (
    <>
      <SignatoriesTab
        list={list.view}
        view={view}
        onChange={(row, status) => actor.send({ type: 'CHANGE', row, status })}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onRetry={() => list.actor.send({ type: 'RETRY' })}
        readOnly={readOnly}
        onAdd={() => setSearching(Date.now())}
      />
      {searching !== undefined ? (
        <SignatorySearchModalContainer
          key={searching}
          onClose={() => setSearching(undefined)}
          onAdded={async () => {
            setSearching(undefined);
            await list.reload(queryKeys.signatories);
          }}
        />
      ) : null}
    </>
  );
}
