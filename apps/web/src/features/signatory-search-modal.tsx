// The signatory search modal of the signatories tab (a lazy chunk): core's signatory search machine provided with
// search-signatory and add-signatory; the server's message shows in the modal, the add as a notification.
import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  addSignatoryEndpoint,
  searchSignatoryEndpoint,
  selectSignatorySearchView,
  signatorySearchMachine,
} from '@sakta/core/organisation';
import { SignatorySearchModal, notify } from '@sakta/ui';
import { useApi } from '../lib/api';

export function SignatorySearchModalContainer({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: () => void;
}) {
  const api = useApi();
  const machine = useMemo(
    () =>
      signatorySearchMachine.provide({
        actors: {
          search: fromPromise(
            async ({ input, signal }) => (await api.call(searchSignatoryEndpoint, input, { signal })).data,
          ),
          add: fromPromise(({ input, signal }) => api.call(addSignatoryEndpoint, input, { signal })),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine);
  const view = useSelector(actor, selectSignatorySearchView);
  useEffect(() => {
    const sub = actor.on('added', (e) => {
      notify({ kind: 'success', message: e.message });
      onAdded();
    });
    return () => sub.unsubscribe();
  }, [actor, onAdded]);
  return (
    <SignatorySearchModal
      view={view.status === 'added' ? null : view}
      onEdit={(field, value) => actor.send({ type: 'EDIT', field, value })}
      onSearch={() => actor.send({ type: 'SEARCH' })}
      onAdd={() => actor.send({ type: 'ADD' })}
      onClose={onClose}
    />
  );
}
