// The first paint of the pages that need no data, rendered once at build time (`vite build --ssr`, then
// scripts/prerender.mjs): the server puts a page's markup into its HTML (apps/api spa.ts), so the browser paints
// the login form as soon as the HTML and its inline CSS arrive, before any script has loaded. The SPA takes over
// in one frame when its route has rendered (../lib/prerendered.ts), keeping what the user typed meanwhile.
// The markup is the production screen in the machine's initial state, never a hand-made copy.
import { renderToStaticMarkup } from 'react-dom/server';
import { createActor } from 'xstate';
import { loginMachine, selectLoginView, type RouteId } from '@sakta/core';
import { LoginScreen } from '@sakta/ui';
import { isBuilt } from '../screens';

const ignore = () => undefined;

function loginPage(): string {
  const view = selectLoginView(createActor(loginMachine).getSnapshot());
  return renderToStaticMarkup(
    <LoginScreen
      {...view}
      resetHref={isBuilt('reset') ? '/reset' : undefined}
      onChange={ignore}
      onSubmit={ignore}
    />,
  );
}

/** The prerendered pages by route id. */
export function prerender(): Partial<Record<RouteId, string>> {
  return { login: loginPage() };
}
