// The first paint of a signed-in user's screen: the shell of the live layout (menu, title, session ring) around
// the screen as it shows once its data is loaded, fed by the production machine on the server's own answers to
// this user's session (the page request's session cookie, apps/api platform/page-session.ts). Inert until the SPA
// takes over in one frame, once the live screen shows the same (its usePageHandOver).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyActorRef } from 'xstate';
import {
  guard,
  ROLE,
  selectPagedListView,
  selectFraction,
  selectRemainingSeconds,
  selectRingColor,
  type SessionSnapshot,
  type ApiClient,
  type PagedListSnapshot,
  type RouteDef,
  type RouteId,
  type SessionGrant,
  type User,
} from '@sakta/core';
import {
  provideAgreements,
  selectAgreementsView,
  todayInAlmaty,
  type DashboardSnapshot,
} from '@sakta/core/home';
import { selectBranchesView, type BranchesSnapshot } from '@sakta/core/organisation';
import { AppShell, HomeScreen, SessionRing, Spinner } from '@sakta/ui';
import { homeGreeting, homeTiles } from '../features/home-content';
import { shellProps } from '../layout/shell-props';
import { loadDashboard, loadMyAgreements } from '../lib/home-queries';
import { loadDeletedEmployees, loadEmployeesPage } from '../lib/organisation-queries';
import { loadTerminationHistory } from '../lib/termination-queries';
import { settle, started } from './settle';
import { Drafts, draftsInput, draftsMachine } from '../routes/drafts';
import { Termination, terminationMachine } from '../routes/termination';
import { Branches, branchesInput, branchesScreenMachine } from '../routes/branches';
import { Dashboard, dashboardInput, dashboardScreenMachine } from '../routes/dashboard';
// the server paints the tab /branches opens with; the live page loads these as lazy chunks
import { EmployeesTabView, employeesTabInput, employeesTabMachine } from '../features/employees-tab';
import { TreeTabView, treeTabMachine } from '../features/tree-tab';

/** The session ring as the live shell shows it for this grant now (core's selectors read the grant and the time). */
function ringOf(grant: SessionGrant) {
  const snapshot = { context: { grant, now: Date.now() } } as SessionSnapshot;
  return {
    fraction: selectFraction(snapshot),
    color: selectRingColor(snapshot),
    remainingSeconds: selectRemainingSeconds(snapshot),
  };
}

/** A call the first paint never makes (it shows the screen as loaded, nothing opened). */
const never = () => new Promise<never>(() => undefined);

/**
 * A screen's first paint for the page at `url`: its content, rendered while the actors it started (`keep`) still
 * run; null when the screen has none for this URL.
 */
type ScreenPaint = (
  user: User,
  api: ApiClient,
  keep: (actor: AnyActorRef) => void,
  url: URL,
) => Promise<ReactNode>;

async function home(user: User, api: ApiClient): Promise<ReactNode> {
  const agreements = provideAgreements({
    list: () => loadMyAgreements(api),
    check: never,
    document: never,
    sendOtp: never,
    verify: never,
  });
  const loaded = await settle(agreements, undefined, (s) => selectAgreementsView(s).status !== 'loading');
  return (
    <HomeScreen
      greeting={homeGreeting(user)}
      tiles={homeTiles(user, null)}
      agreements={selectAgreementsView(loaded)}
      adminInfo={user.role === ROLE.admin ? <Spinner className="text-primary" /> : undefined}
    />
  );
}

/** A paged list's first page is there (or its failure). */
const listLoaded = (s: PagedListSnapshot) => selectPagedListView(s).status !== 'loading';

const drafts: ScreenPaint = async (user, api, keep) => {
  const actor = await started(draftsMachine(api), draftsInput(user), listLoaded, 'list');
  keep(actor);
  return <Drafts actor={actor} />;
};

const termination: ScreenPaint = async (_user, api, keep) => {
  const actor = await started(
    terminationMachine(api, (page) => loadTerminationHistory(api, page)),
    undefined,
    listLoaded,
    'history',
  );
  keep(actor);
  return <Termination actor={actor} />;
};

/** What the user would do on an inert copy: nothing. */
const ignore = () => undefined;
const ignoreAsync = () => Promise.resolve();

/**
 * /branches with the tab it opens with (the URL's ?tab= or the role's first), loaded: the organisation tree (its
 * roots come with branches/index) or the employees' first page. Another tab, asked for by the URL, has none.
 */
const branches: ScreenPaint = async (user, api, keep, url) => {
  const page = await started(
    branchesScreenMachine(api),
    branchesInput(user.role, url.searchParams),
    (s: BranchesSnapshot) => !s.hasTag('loading'),
  );
  keep(page);
  const view = selectBranchesView(page.getSnapshot());
  let content: ReactNode = null;
  if (view.status === 'ready' && view.tab === 'tree') {
    const tree = await started(treeTabMachine(api), { roots: view.roots }, () => true);
    keep(tree);
    content = <TreeTabView actor={tree} />;
  } else if (view.status === 'ready' && view.tab === 'employees') {
    const employees = await started(
      employeesTabMachine(
        ({ page, query }) => loadEmployeesPage(api, page, query),
        (p) => loadDeletedEmployees(api, p),
      ),
      employeesTabInput(user.role, url.searchParams),
      listLoaded,
      'list',
    );
    keep(employees);
    content = <EmployeesTabView actor={employees} role={user.role} onSaved={ignoreAsync} />;
  } else if (view.status === 'ready') return null;
  return <Branches actor={page} onSelectTab={ignore} renderTab={() => content} />;
};

/** /dashboard with the contracts of the URL's filter (?id= or ?date=, else today). */
const dashboard: ScreenPaint = async (_user, api, keep, url) => {
  const actor = await started(
    dashboardScreenMachine((filters) => loadDashboard(api, filters), never),
    dashboardInput(url.searchParams, todayInAlmaty()),
    (s: DashboardSnapshot) => !s.hasTag('loading'),
  );
  keep(actor);
  return <Dashboard actor={actor} api={api} />;
};

/**
 * The screens with a signed-in first paint, each rendered from its machine settled on the server's answers: the
 * live route's own view where the route exports it, given the server's running actor.
 */
const SCREENS: Partial<Record<RouteId, ScreenPaint>> = {
  index: home,
  drafts,
  termination,
  branches,
  dashboard,
};

/** The first paint of `def` for the session's user, or null (no such screen, or the user may not open it). */
export async function signedInPaint(
  def: RouteDef,
  url: URL,
  session: SessionGrant,
  api: ApiClient,
): Promise<string | null> {
  const screen = SCREENS[def.id];
  const { user } = session;
  if (!screen || guard(user, def).kind !== 'allow') return null;
  const actors: AnyActorRef[] = [];
  try {
    const content = await screen(user, api, (actor) => actors.push(actor), url);
    if (content === null) return null;
    return renderToStaticMarkup(
      <AppShell {...shellProps(user, def, url)} session={<SessionRing {...ringOf(session)} />}>
        {content}
      </AppShell>,
    );
  } finally {
    for (const actor of actors) actor.stop();
  }
}
