// The terminals tab of /branches: the shared paged list over GET branches/list/terminals (through the query
// cache) and the terminal modal's machine provided with its three calls; its notifications and the list's reload.
import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { pagedListMachine, selectPagedListView, type Page } from '@sakta/core/shared';
import {
  changeTerminalEndpoint,
  checkTerminalEndpoint,
  selectTerminalFormView,
  terminalFormMachine,
  terminalItemEndpoint,
  type TerminalRow,
} from '@sakta/core/organisation';
import { TerminalModal, TerminalsTab, notify } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useFailureNotifications } from '../lib/failures';
import { queryKeys, terminalsListQuery } from '../lib/queries';

export function TerminalsTabContainer() {
  const api = useApi();
  const queryClient = useQueryClient();
  const listMachine = useMemo(
    () =>
      pagedListMachine.provide({
        actors: {
          loadPage: fromPromise<Page<unknown>, { page: number }>(() =>
            queryClient.fetchQuery(terminalsListQuery(api)),
          ),
        },
      }),
    [api, queryClient],
  );
  const list = useActorRef(listMachine, { input: {} });
  const listView = useSelector(list, (s) => selectPagedListView<TerminalRow>(s));
  // the modal: undefined closed, null a new terminal, a number the terminal edited (a new key: a fresh machine)
  const [editing, setEditing] = useState<{ id: number | null; key: number } | undefined>(undefined);

  return (
    <>
      <TerminalsTab
        list={listView}
        onAdd={() => setEditing({ id: null, key: Date.now() })}
        onEdit={(row) => setEditing({ id: row.id, key: Date.now() })}
        onRetry={() => list.send({ type: 'RETRY' })}
      />
      {editing ? (
        <TerminalModalContainer
          key={editing.key}
          id={editing.id}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            await queryClient.invalidateQueries({ queryKey: queryKeys.organisation });
            list.send({ type: 'RELOAD' });
          }}
        />
      ) : null}
    </>
  );
}

function TerminalModalContainer({
  id,
  onClose,
  onSaved,
}: {
  id: number | null;
  onClose: () => void;
  onSaved: () => void;
}) {
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
    const saved = actor.on('saved', (e) => {
      notify({ kind: 'success', message: e.message });
      onSaved();
    });
    return () => {
      ok.unsubscribe();
      saved.unsubscribe();
    };
  }, [actor, onSaved]);

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
