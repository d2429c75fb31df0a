// The tab 'Орг.Структура' of /branches: core's tree machine over the roots that branches/index answered; each
// branch's sub-branches come from POST branches/branch {hash} when it is first opened. Its view also renders the
// server's first paint of the tab (src/prerender/signed-in.tsx).
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '@sakta/core/shared';
import { branchChildrenEndpoint, selectTreeView, treeMachine, type TreeNode } from '@sakta/core/organisation';
import { TreeTab } from '@sakta/ui';
import { useApi } from '../lib/api';
import { usePageHandOver } from '../lib/prerendered';

export function TreeTabContainer({ roots }: { roots: TreeNode[] }) {
  const api = useApi();
  const machine = useMemo(() => treeTabMachine(api), [api]);
  const actor = useActorRef(machine, { input: { roots } });
  return <TreeTabView actor={actor} />;
}

/** The tree machine with the API's call for a branch's sub-branches (the live tab's, and the server's). */
export function treeTabMachine(api: ApiClient) {
  return treeMachine.provide({
    actors: {
      loadChildren: fromPromise<TreeNode[], { hash: string }>(async ({ input, signal }) => {
        const { data } = await api.call(branchChildrenEndpoint, input, { signal });
        return data;
      }),
    },
  });
}

/** The tab of a running tree machine: the live tab, and its first paint rendered on the server. */
export function TreeTabView({ actor }: { actor: ActorRefFrom<ReturnType<typeof treeTabMachine>> }) {
  const view = useSelector(actor, selectTreeView);
  // the roots are there from the start: the tab shows what its first paint shows
  usePageHandOver(true);
  return (
    <TreeTab
      view={view}
      onToggle={(id) => actor.send({ type: 'TOGGLE', id })}
      onFocus={(id) => actor.send({ type: 'FOCUS', id })}
      onKey={(key) => actor.send({ type: 'KEY', key })}
    />
  );
}
