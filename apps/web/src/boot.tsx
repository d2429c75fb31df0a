// Starts the SPA (imported by main.tsx): the app's tree (app.tsx) in the browser's history.
// A page the server rendered whole (`#root[data-hydrate]`: the login and the customer's pages) is hydrated: the
// server's markup becomes the live page in place, so what was typed or clicked before the scripts ran stays (React
// replays the clicks; the fields give the machines what was typed, ui's useTypedBeforeHydration), with what the
// server rendered it from (lib/prerendered.ts PaintedState). Its route's code is loaded first, so the first render
// matches the markup without suspending. Other pages are rendered; that first render is a transition, so React
// renders it in slices and the page (a server copy, or a spinner) stays responsive.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { preloadRoute } from './router';
import { readPaintedState } from './lib/prerendered';
import { currentRoute } from './layout/Root';

const container = document.getElementById('root')!;
const routes = (children: React.ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

async function start() {
  const route = currentRoute(window.location.pathname);
  if (container.dataset.hydrate !== undefined && route) {
    // a route whose code cannot be fetched now hydrates as a lazy page: its boundary keeps the markup and retries
    await preloadRoute(route.id).catch(() => undefined);
    hydrateRoot(container, <App router={routes} painted={readPaintedState()} />, {
      // a mismatch makes React render the page anew (what was typed there is then lost): said, never silent
      onRecoverableError: (error) => console.error('[hydration]', error),
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(<App router={routes} painted={null} />));
  }
}

void start();
