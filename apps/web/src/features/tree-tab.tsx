// The tab 'Орг.Структура' of /branches: core's tree machine over the roots that branches/index answered; each
// branch's sub-branches come from POST branches/branch {hash} when it is first opened.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { branchChildrenEndpoint, selectTreeView, treeMachine, type TreeNode } from '@sakta/core/organisation';
import { TreeTab } from '@sakta/ui';
import { useApi } from '../lib/api';

export function TreeTabContainer({ roots }: { roots: TreeNode[] }) {
  const api = useApi();
  const machine = useMemo(
    () =>
      treeMachine.provide({
        actors: {
          loadChildren: fromPromise<TreeNode[], { hash: string }>(async ({ input, signal }) => {
            const { data } = await api.call(branchChildrenEndpoint, input, { signal });
            return data;
          }),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { roots } });
  const view = useSelector(actor, selectTreeView);
  return (
    <TreeTab
      view={view}
      onToggle={(id) => actor.send({ type: 'TOGGLE', id })}
      onFocus={(id) => actor.send({ type: 'FOCUS', id })}
      onKey={(key) => actor.send({ type: 'KEY', key })}
    />
  );
}
