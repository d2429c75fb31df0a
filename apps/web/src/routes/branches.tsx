// Route /branches 'Сотрудники': the page machine (who asks, the role's tabs) with the tab kept in the URL
// (?tab=), and each tab's container. Its view also renders the server's first paint (src/prerender/signed-in.tsx).
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { selectUser, type ApiClient, type RoleId } from '@sakta/core/shared';
import {
  branchesIndexEndpoint,
  canManageEmployees,
  branchesMachine,
  selectBranchesView,
  type BranchesView,
  type BranchTab,
} from '@sakta/core/organisation';
import { BranchesScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { usePageHandOver } from '../lib/prerendered';
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
  return <BranchesPage role={user.role} userId={user.id} />;
}

function BranchesPage({ role, userId }: { role: RoleId; userId: number }) {
  const api = useApi();
  const [search, setSearch] = useSearchParams();
  const machine = useMemo(() => branchesScreenMachine(api), [api]);
  const actor = useActorRef(machine, { input: branchesInput(role, search) });

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
    <Branches
      actor={actor}
      onSelectTab={select}
      renderTab={(tab, view) => (
        <Suspense fallback={null}>
          {tab === 'tree' ? (
            <TreeTabContainer roots={view.roots} />
          ) : tab === 'departments' ? (
            <DepartmentsTabContainer />
          ) : tab === 'terminals' ? (
            <TerminalsTabContainer />
          ) : tab === 'employees' ? (
            <EmployeesTabContainer role={role} userId={userId} />
          ) : tab === 'signatories' ? (
            <SignatoriesTabContainer readOnly={!canManageEmployees(role)} />
          ) : null}
        </Suspense>
      )}
    />
  );
}

/** The page machine with the API's call GET branches/index (the live page's, and the server's first paint's). */
export function branchesScreenMachine(api: ApiClient) {
  return branchesMachine.provide({
    actors: {
      loadIndex: fromPromise(async ({ signal }) => {
        const { user, data } = await api.call(branchesIndexEndpoint, undefined, { signal });
        return { user, data };
      }),
    },
  });
}

/** The machine's input: the role, and the tab the URL asks for. */
export const branchesInput = (role: RoleId, search: URLSearchParams) => ({ role, tab: search.get('tab') });

/**
 * The screen of a running page machine: the live page, and its first paint rendered on the server. `renderTab`
 * gives the open tab's content (the live page's lazy containers; the server's tab, already loaded).
 */
export function Branches({
  actor,
  onSelectTab,
  renderTab,
}: {
  actor: ActorRefFrom<ReturnType<typeof branchesScreenMachine>>;
  onSelectTab: (tab: BranchTab) => void;
  renderTab: (tab: BranchTab, view: BranchesView) => ReactNode;
}) {
  const view = useSelector(actor, selectBranchesView);
  // a message or a failure is the whole page; the open tab hands over itself once it shows its data
  usePageHandOver(view.status !== 'loading' && view.status !== 'ready');
  return (
    <BranchesScreen
      view={view}
      onSelectTab={onSelectTab}
      onRetry={() => actor.send({ type: 'RETRY' })}
      renderTab={(tab) => renderTab(tab, view)}
    />
  );
}
