// The signed-in pages' layout: the shell (menu, title, session ring, refresh modal) and the session's cache of
// server state (TanStack Query), so every page below shares one cache that dies with the session.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import {
  selectFraction,
  selectIsRefreshOpen,
  selectIsRefreshing,
  selectRefreshError,
  selectRemainingSeconds,
  selectRingColor,
  selectUser,
} from '@sakta/core';
import { AppShell, RefreshSessionDialog, SessionRing } from '@sakta/ui';
import { useSessionActor } from '../session/SessionProvider';
import { createQueryClient } from '../lib/queries';
import { carryCopy } from '../lib/copy-input';
import { carryCopiesWith } from '../lib/prerendered';
import { currentRoute } from './Root';
import { PageErrorBoundary } from './PageErrorBoundary';
import { shellProps } from './shell-props';

/** The footer's versions list: its own chunk, fetched when the version is first clicked. */
// a signed-in screen's copy (its pages') gives the live page what was done on it (lib/copy-input.ts)
carryCopiesWith(carryCopy);

const VersionsList = lazy(() =>
  import('../features/versions-list').then((m) => ({ default: m.VersionsList })),
);

/**
 * Main layout of spec part 1 section 2: menu by role, title and breadcrumbs, session ring and refresh modal, and the
 * footer's version, which opens the versions list. It
 * holds the signed-in session's cache of server state: made at sign-in, gone with the layout at logout, so one
 * user's data never shows for the next (and /login and the public pages do not load TanStack Query at all).
 */
export function Component() {
  const [queryClient] = useState(createQueryClient);
  // logout unmounts the layout: the session's cached answers go with it
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <Layout />
    </QueryClientProvider>
  );
}

function Layout() {
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const fraction = useSelector(session, selectFraction);
  const color = useSelector(session, selectRingColor);
  const remaining = useSelector(session, selectRemainingSeconds);
  const refreshOpen = useSelector(session, selectIsRefreshOpen);
  const refreshing = useSelector(session, selectIsRefreshing);
  const refreshError = useSelector(session, selectRefreshError);
  const location = useLocation();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [versionsMounted, setVersionsMounted] = useState(false);
  const def = currentRoute(location.pathname);
  if (!user || !def) return null;

  return (
    <AppShell
      {...shellProps(user, def, location)}
      onVersionClick={() => {
        setVersionsMounted(true);
        setVersionsOpen(true);
      }}
      session={<SessionRing fraction={fraction} color={color} remainingSeconds={remaining} />}
    >
      <PageErrorBoundary page={location.pathname} inShell>
        <Outlet />
      </PageErrorBoundary>
      <RefreshSessionDialog
        open={refreshOpen}
        remainingSeconds={remaining}
        refreshing={refreshing}
        error={refreshError}
        onRefresh={() => session.send({ type: 'REFRESH' })}
        onLogout={() => session.send({ type: 'LOGOUT' })}
        onDismiss={() => session.send({ type: 'DISMISS' })}
      />
      {versionsMounted ? (
        <Suspense fallback={null}>
          <VersionsList open={versionsOpen} onClose={() => setVersionsOpen(false)} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
