// The app's one React tree, rendered by the server for a page it hydrates (src/prerender/entry.tsx) and by the
// browser (src/boot.tsx): the session provider, the router given by the caller (the browser's history, or the
// server's static location) and core's route table.
import { StrictMode, type ReactNode } from 'react';
import { SessionProvider } from './session/SessionProvider';
import { AppRoutes } from './router';
import { Hydrating } from './lib/prerendered';

export function App({ router, hydrating }: { router: (routes: ReactNode) => ReactNode; hydrating: boolean }) {
  return (
    <StrictMode>
      <Hydrating value={hydrating}>
        <SessionProvider>{router(<AppRoutes />)}</SessionProvider>
      </Hydrating>
    </StrictMode>
  );
}
