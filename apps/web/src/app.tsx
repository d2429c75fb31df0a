// The app's one React tree, rendered by the server for a page it hydrates (src/prerender/entry.tsx) and by the
// browser (src/boot.tsx): the session provider, the router given by the caller (the browser's history, or the
// server's static location) and core's route table.
import { StrictMode, type ReactNode } from 'react';
import { SessionProvider } from './session/SessionProvider';
import { AppRoutes } from './router';
import { Painted, type PaintedState } from './lib/prerendered';

/** `painted`: what the server rendered the page with, when the first render hydrates its markup; else null. */
export function App({
  router,
  painted,
}: {
  router: (routes: ReactNode) => ReactNode;
  painted: PaintedState | null;
}) {
  return (
    <StrictMode>
      <Painted value={painted}>
        <SessionProvider>{router(<AppRoutes />)}</SessionProvider>
      </Painted>
    </StrictMode>
  );
}
