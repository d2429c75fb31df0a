// The terminals tab of /branches: the shared paged list over GET branches/list/terminals (through the query
// cache); the terminal modal is a lazy chunk (the form kit's masked input, the dialog) loaded at its first opening.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { pagedListMachine, selectPagedListView, type Page } from '@sakta/core/shared';
import type { TerminalRow } from '@sakta/core/organisation';
import { TerminalsTab } from '@sakta/ui';
import { useApi } from '../lib/api';
import { queryKeys } from '../lib/queries';
import { terminalsListQuery } from '../lib/organisation-queries';

const TerminalModalContainer = lazy(() =>
  import('./terminal-modal').then((m) => ({ default: m.TerminalModalContainer })),
);

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
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
    </>
  );
}
