// The first paint of a signed-in user's screen: the shell of the live layout (menu, title, session ring) around
// the screen as it shows once its data is loaded, fed by the production machine on the server's own answers to
// this user's session (the page request's session cookie, apps/api platform/page-session.ts). Inert until the SPA
// takes over in one frame, once the live screen shows the same (its usePageHandOver).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  guard,
  ROLE,
  sessionRing,
  type ApiClient,
  type RouteDef,
  type RouteId,
  type SessionGrant,
  type User,
} from '@sakta/core';
import { myAgreementsEndpoint, provideAgreements, selectAgreementsView } from '@sakta/core/home';
import { AppShell, HomeScreen, SessionRing, Spinner } from '@sakta/ui';
import { homeGreeting, homeTiles } from '../features/home-content';
import { shellProps } from '../layout/shell-props';
import { settle } from './settle';

/** A call the first paint never makes (it shows the screen as loaded, nothing opened). */
const never = () => new Promise<never>(() => undefined);

async function home(user: User, api: ApiClient): Promise<ReactNode> {
  const agreements = provideAgreements({
    list: async () => (await api.call(myAgreementsEndpoint, undefined)).data,
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

/** The screens with a signed-in first paint, each rendered from its machine settled on the server's answers. */
const SCREENS: Partial<Record<RouteId, (user: User, api: ApiClient) => Promise<ReactNode>>> = {
  index: home,
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
  const content = await screen(user, api);
  return renderToStaticMarkup(
    <AppShell
      {...shellProps(user, def, url)}
      session={<SessionRing {...sessionRing({ grant: session, now: Date.now() })} />}
    >
      {content}
    </AppShell>,
  );
}
