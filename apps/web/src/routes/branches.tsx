// Route /branches 'Сотрудники': the page machine (who asks, the role's tabs) with the tab kept in the URL
// (?tab=), and each tab's container.
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { selectUser, type RoleId } from '@sakta/core/shared';
import {
  branchesIndexEndpoint,
  canManageEmployees,
  branchesMachine,
  selectBranchesView,
  type BranchTab,
} from '@sakta/core/organisation';
import { BranchesScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useSessionActor } from '../session/SessionProvider';

/** Each tab's container is a lazy chunk, loaded when the tab is first shown (the form kit's masked input...). */
const TerminalsTabContainer = lazy(() =>
  import('../features/terminals-tab').then((m) => ({ default: m.TerminalsTabContainer })),
);
const SignatoriesTabContainer = lazy(() =>
  import('../features/signatories-tab').then((m) => ({ default: m.SignatoriesTabContainer })),
);
const TreeTabContainer = lazy(() =>
  import('../features/tree-tab').then((m) => ({ default: m.TreeTabContainer })),
);
const DepartmentsTabContainer = lazy(() =>
  import('../features/departments-tab').then((m) => ({ default: m.DepartmentsTabContainer })),
);
const EmployeesTabContainer = lazy(() =>
  import('../features/employees-tab').then((m) => ({ default: m.EmployeesTabContainer })),
);

/**
 * Organisation and branches /branches (spec part 1 section 2; sale group, moderator, accountant). The tab lives
 * in the URL, so a reload or a shared link opens the same tab; a tab the role lacks falls back to its first.
 */
export function Component() {
  const user = useSelector(useSessionActor(), selectUser);
  if (!user) return null;
  return <Branches role={user.role} />;
}

function Branches({ role }: { role: RoleId }) {
  const api = useApi();
  const [search, setSearch] = useSearchParams();
  const machine = useMemo(
    () =>
      branchesMachine.provide({
        actors: {
          loadIndex: fromPromise(async ({ signal }) => {
            const { user, data } = await api.call(branchesIndexEndpoint, undefined, { signal });
            return { user, data };
          }),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { role, tab: search.get('tab') } });
  const view = useSelector(actor, selectBranchesView);

  // URL -> machine (Back/Forward, a link)
  const wanted = search.get('tab');
  useEffect(() => {
    if (wanted) actor.send({ type: 'SELECT_TAB', tab: wanted });
  }, [wanted, actor]);

  // a new tab starts without the previous tab's filter and page
  const select = (tab: BranchTab) => {
    actor.send({ type: 'SELECT_TAB', tab });
    setSearch(new URLSearchParams({ tab }));
  };

  return (
    <BranchesScreen
      view={view}
      onSelectTab={select}
      onRetry={() => actor.send({ type: 'RETRY' })}
      renderTab={(tab) => (
        <Suspense fallback={null}>
          {tab === 'tree' ? (
            <TreeTabContainer roots={view.roots} />
          ) : tab === 'departments' ? (
            <DepartmentsTabContainer />
          ) : tab === 'terminals' ? (
            <TerminalsTabContainer />
          ) : tab === 'employees' ? (
            <EmployeesTabContainer role={role} />
          ) : tab === 'signatories' ? (
            <SignatoriesTabContainer readOnly={!canManageEmployees(role)} />
          ) : null}
        </Suspense>
      )}
    />
  );
}
