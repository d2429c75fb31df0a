// The terminal modal of the terminals tab (a lazy chunk): core's terminal modal machine provided with its three
// calls (terminal-item, check-terminal, change-terminal); the authorization result and the save as notifications.
import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  changeTerminalEndpoint,
  checkTerminalEndpoint,
  selectTerminalFormView,
  terminalFormMachine,
  terminalItemEndpoint,
} from '@sakta/core/organisation';
import { TerminalModal, notify } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useFailureNotifications } from '../lib/failures';
import { useSavedNotice, type OrganisationModalProps } from '../lib/organisation-modal';

export function TerminalModalContainer({ id, onClose, onSaved }: OrganisationModalProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      terminalFormMachine.provide({
        actors: {
          loadItem: fromPromise(
            async ({ input, signal }) => (await api.call(terminalItemEndpoint, input, { signal })).data,
          ),
          checkTerminal: fromPromise(({ input, signal }) =>
            api.call(checkTerminalEndpoint, { terminal: input }, { signal }),
          ),
          saveTerminal: fromPromise(({ input, signal }) =>
            api.call(changeTerminalEndpoint, input, { signal }),
          ),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { id } });
  const view = useSelector(actor, selectTerminalFormView);
  useFailureNotifications(actor);
  useEffect(() => {
    const ok = actor.on('success', (e) => notify({ kind: 'success', title: e.title, message: e.message }));
    return () => ok.unsubscribe();
  }, [actor]);
  useSavedNotice(actor, onSaved);

  return (
    <TerminalModal
      view={view.status === 'saved' ? null : view}
      onEdit={(field, value) => actor.send({ type: 'EDIT', field, value })}
      onAccountant={(accountant) => actor.send({ type: 'SET_ACCOUNTANT', id: accountant })}
      onStatus={(status) => actor.send({ type: 'SET_STATUS', status })}
      onCheck={() => actor.send({ type: 'CHECK' })}
      onSave={() => actor.send({ type: 'SAVE' })}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onClose={onClose}
    />
  );
}
