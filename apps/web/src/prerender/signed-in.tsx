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
import { provideAgreements, selectAgreementsView } from '@sakta/core/home';
import { AppShell, HomeScreen, SessionRing, Spinner } from '@sakta/ui';
import { homeGreeting, homeTiles } from '../features/home-content';
import { shellProps } from '../layout/shell-props';
import { loadMyAgreements } from '../lib/home-queries';
import { loadTerminationHistory } from '../lib/termination-queries';
import { settle, started } from './settle';
import { Drafts, draftsInput, draftsMachine } from '../routes/drafts';
import { Termination, terminationMachine } from '../routes/termination';

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

/** A screen's first paint: its content, rendered while the actors it started (`keep`) still run. */
type ScreenPaint = (user: User, api: ApiClient, keep: (actor: AnyActorRef) => void) => Promise<ReactNode>;

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

/**
 * The screens with a signed-in first paint, each rendered from its machine settled on the server's answers: the
 * live route's own view where the route exports it, given the server's running actor.
 */
const SCREENS: Partial<Record<RouteId, ScreenPaint>> = {
  index: home,
  drafts,
  termination,
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
    const content = await screen(user, api, (actor) => actors.push(actor));
    return renderToStaticMarkup(
      <AppShell {...shellProps(user, def, url)} session={<SessionRing {...ringOf(session)} />}>
        {content}
      </AppShell>,
    );
  } finally {
    for (const actor of actors) actor.stop();
  }
}
