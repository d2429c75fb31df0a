// The first paint of a signed-in user's screen: the shell of the live layout (menu, title, session ring) around
// the screen as it shows once its data is loaded, fed by the production machine on the server's own answers to
// this user's session (the page request's session cookie, apps/api platform/page-session.ts). Inert until the SPA
// takes over in one frame, once the live screen shows the same (its usePageHandOver).
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyActorRef } from 'xstate';
import {
  guard,
  selectFraction,
  selectRemainingSeconds,
  selectRingColor,
  type SessionSnapshot,
  type ApiClient,
  type RouteDef,
  type RouteId,
  type SessionGrant,
} from '@sakta/core';
import { AppShell, SessionRing } from '@sakta/ui';
import { shellProps } from '../layout/shell-props';
import type { ScreenPaint } from './screens/paint';
import { dashboard, drafts, home, operatorError, podfts, policies, termination } from './screens/lists';
import { branches } from './screens/branches';
import { casco, ogpo, properties } from './screens/sales';

/** The session ring as the live shell shows it for this grant now (core's selectors read the grant and the time). */
function ringOf(grant: SessionGrant) {
  const snapshot = { context: { grant, now: Date.now() } } as SessionSnapshot;
  return {
    fraction: selectFraction(snapshot),
    color: selectRingColor(snapshot),
    remainingSeconds: selectRemainingSeconds(snapshot),
  };
}

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
  policies,
  podfts,
  operatorError,
  ogpo,
  properties,
  casco,
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
