// The first paint of home and the list screens: each the route's own view on the server's running machine.
import type { ReactNode } from 'react';
import { inGroup, ROLE, todayInAlmaty, type ApiClient, type User } from '@sakta/core';
import { provideAgreements, selectAgreementsView, type DashboardSnapshot } from '@sakta/core/home';
import { HomeScreen, Spinner } from '@sakta/ui';
import { homeGreeting, homeTiles } from '../../features/home-content';
import { loadDashboard, loadMyAgreements } from '../../lib/home-queries';
import { loadTerminationHistory } from '../../lib/termination-queries';
import {
  loadManagers,
  loadPolicies,
  Policies,
  policiesInput,
  policiesMachine,
} from '../../features/policies/policy-list';
import { Dashboard, dashboardInput, dashboardScreenMachine } from '../../routes/dashboard';
import { Drafts, draftsInput, draftsMachine } from '../../routes/drafts';
import { OperatorErrors, supportMachine } from '../../routes/operator-error';
import { podftInput, podftReviewMachine, Podfts } from '../../routes/podfts';
import { Termination, terminationMachine } from '../../routes/termination';
import { settle, started } from '../settle';
import { ignore, listLoaded, never, type ScreenPaint } from './paint';

export async function home(user: User, api: ApiClient): Promise<ReactNode> {
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

export const drafts: ScreenPaint = async (user, api, keep) => {
  const actor = await started(draftsMachine(api), draftsInput(user), listLoaded, 'list');
  keep(actor);
  return <Drafts actor={actor} user={user} />;
};

export const termination: ScreenPaint = async (_user, api, keep) => {
  const actor = await started(
    terminationMachine(api, (page) => loadTerminationHistory(api, page)),
    undefined,
    listLoaded,
    'history',
  );
  keep(actor);
  return <Termination actor={actor} />;
};

export const policies: ScreenPaint = async (user, api, keep, url) => {
  const input = policiesInput(url.searchParams, user, todayInAlmaty());
  // an open policy's modal is a chunk of its own: such an address gets no first paint
  if (input.open !== null) return null;
  // a page's warning shows in the list; the live page also notifies it
  const machine = policiesMachine(api, (page, query) => loadPolicies(api, page, query), ignore);
  // the filter's list of managers, as the live page asks for it beside the list
  const managers = loadManagers(api).catch(() => []);
  const actor = await started(machine, input, listLoaded, 'list');
  keep(actor);
  return (
    <Policies
      actor={actor}
      withActions={inGroup(user.role, 'sale')}
      today={input.today}
      managers={await managers}
    />
  );
};

export const podfts: ScreenPaint = async (_user, api, keep, url) => {
  const machine = podftReviewMachine(api, never);
  const actor = await started(machine, podftInput(url.searchParams), listLoaded, 'list');
  keep(actor);
  return <Podfts actor={actor} />;
};

export const operatorError: ScreenPaint = async (_user, api, keep) => {
  const actor = await started(supportMachine(api), {}, listLoaded, 'list');
  keep(actor);
  return <OperatorErrors actor={actor} />;
};

/** /dashboard with the contracts of the URL's filter (?id= or ?date=, else today). */
export const dashboard: ScreenPaint = async (_user, api, keep, url) => {
  const actor = await started(
    dashboardScreenMachine((filters) => loadDashboard(api, filters), never),
    dashboardInput(url.searchParams, todayInAlmaty()),
    (s: DashboardSnapshot) => !s.hasTag('loading'),
  );
  keep(actor);
  return <Dashboard actor={actor} api={api} />;
};
