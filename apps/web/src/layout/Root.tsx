import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useSelector } from '@xstate/react';
import {
  guard,
  isPublicLanguageRoute,
  matchRoute,
  needsSession,
  routeTitle,
  selectUser,
  type RouteDef,
} from '@sakta/core';
import { LinkProvider, SandboxMarker, Spinner, Toaster, leavePage, useLive } from '@sakta/ui';
import { config } from '../config';
import { useSessionActor } from '../session/SessionProvider';
import { isBuilt } from '../screens';
import { useHydrating, useShellHandOver } from '../lib/prerendered';
import { pressHeldClicks } from '../lib/held-clicks';
import { PageErrorBoundary } from './PageErrorBoundary';

/** The built route of core's table that a pathname shows, if any. */
export function currentRoute(pathname: string): RouteDef | undefined {
  const def = matchRoute(pathname);
  return def && isBuilt(def.id) ? def : undefined;
}

/** Shown while the session is restored and while a lazy route's code loads. */
export function PageSpinner() {
  return (
    <div className="grid min-h-screen place-items-center">
      <Spinner />
    </div>
  );
}

/** Route guard (spec part 1 section 2) around every page, plus the providers every page needs. */
export function Root() {
  const session = useSessionActor();
  const restoring = useSelector(session, (s) => s.matches('restoring'));
  const user = useSelector(session, selectUser);
  const isAdmin = user?.role === 0;
  const { pathname, search } = useLocation();
  const def = currentRoute(pathname);
  // the page asked for is remembered for after the login, except when the user logged out of it
  // (the reason is read from the context: it is set on LOGOUT, before the session is cleared and anonymous)
  const loggedOut = useSelector(session, (s) => s.context.reason === 'logout');
  const decision = def && !restoring ? guard(user, def, loggedOut ? undefined : pathname + search) : null;
  // A page the server rendered for anyone (the login, a customer's page) is hydrated as it is while the session is read from the
  // browser's store; the guard decides once it is known (a signed-in user is then sent on from the login).
  const hydrating = useHydrating();
  const [hydratedPage] = useState(() => hydrating && def !== undefined && !needsSession(def));
  // The sandbox marker is the browser's alone (the server does not know the mode): shown once the page is live.
  const live = useLive();

  // A hydrated page answers within the task that hydrates it. React runs a hydration's passive effects (the
  // machines start, the selectors subscribe) in a later task, and a key typed in between reaches a machine React is
  // not subscribed to yet: React then puts the field back to the value it rendered and the key, and all typed before
  // it, are lost. An update in the commit's layout phase is rendered at once, and React runs the pending passive
  // effects before it (issue 45).
  const [, setHydrated] = useState(false);
  useLayoutEffect(() => {
    if (hydratedPage) setHydrated(true);
  }, [hydratedPage]);

  // The page is rendered (or redirected): the server-rendered first paint, if any, gives way in the same frame.
  useShellHandOver(!restoring, def?.id);
  // The app answers from its first commit on (a hydrated page was the server's markup until then): said on the
  // root (for app.css and whoever measures it, apps/web/perf), and the presses held until now are made again.
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-live', '');
    pressHeldClicks(document.getElementById('root'));
  }, []);

  // Another page: the notifications the last one raised close (the one reporting the change itself stays).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    leavePage();
  }, [pathname]);

  // (a customer's page titles itself, in its language: lib/page-language.ts)
  useEffect(() => {
    if (def && !isPublicLanguageRoute(def.id))
      document.title = `${routeTitle(def, user, new URLSearchParams(search))} — Sakta`;
  }, [def, user, search]);

  let content: React.ReactNode;
  if (restoring && hydratedPage) {
    content = <Outlet />;
  } else if (restoring) {
    content = <PageSpinner />;
  } else if (decision?.kind === 'redirect') {
    content = <Navigate to={decision.to} replace />;
  } else {
    content = <Outlet />;
  }
  return (
    <LinkProvider component={Link}>
      <PageErrorBoundary page={pathname}>{content}</PageErrorBoundary>
      {config.sandbox && live ? <SandboxMarker /> : null}
      <Toaster showDetails={isAdmin} />
    </LinkProvider>
  );
}
