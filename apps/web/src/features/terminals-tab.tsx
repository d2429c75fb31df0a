// The terminals tab of /branches: the shared paged list over GET branches/list/terminals (through the query
// cache); the terminal modal is a lazy chunk (the form kit's masked input, the dialog) loaded at its first opening.
import { lazy, Suspense } from 'react';
import { TerminalsTab } from '@sakta/ui';
import { queryKeys } from '../lib/queries';
import { terminalsListQuery } from '../lib/organisation-queries';
import { useEditing, useWholeList } from './query-list';

const TerminalModalContainer = lazy(() =>
  import('./terminal-modal').then((m) => ({ default: m.TerminalModalContainer })),
);

export function TerminalsTabContainer() {
  const list = useWholeList(terminalsListQuery);
  const { editing, onAdd, onEdit, close } = useEditing();

  return (
    <>
      <TerminalsTab
        list={list.view}
        onAdd={onAdd}
        onEdit={onEdit}
        onRetry={() => list.actor.send({ type: 'RETRY' })}
      />
      {editing ? (
        <Suspense fallback={null}>
          <TerminalModalContainer
            key={editing.key}
            id={editing.id}
            onClose={close}
            onSaved={async () => {
              close();
              await list.reload(queryKeys.organisation);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
