// The server-rendered first paint (markup: src/prerender/entry.tsx; put in the HTML by apps/api spa.ts) and the
// live SPA. A page the server renders as the app's own tree (the login) is hydrated in place (src/boot.tsx): the
// `Hydrating` context tells the first render to match the server's (the page, not the spinner of a session being
// restored). The other pages' first paint is a copy that sits in #prerender before #root; app.css hides #root
// while it is there, so the live page appears in the same frame as the copy goes: no blank or spinner in between.
// `data-hand-over` says who removes it: the app shell once the route has rendered ('shell'), or a page with data
// once it has loaded what the copy shows ('page'), so the user never sees the copy replaced by a spinner. A copy
// that waits for data is inert.
import { createContext, useContext, useLayoutEffect } from 'react';
import type { RouteId } from '@sakta/core';

const HydratingContext = createContext(false);

/** Whether the app's first render hydrates the server's markup of the same tree (src/app.tsx). */
export const Hydrating = HydratingContext.Provider;

export function useHydrating(): boolean {
  return useContext(HydratingContext);
}

const ID = 'prerender';

function copy(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(ID);
}

function handOver(): void {
  const element = copy();
  if (!element) return;
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && element.contains(active) ? active.name : null;
  element.remove();
  if (focused)
    document.querySelector<HTMLInputElement>(`#root input[name="${CSS.escape(focused)}"]`)?.focus();
}

/**
 * The app shell's side: once `ready` (the session is known and the route rendered), removes a copy that is the
 * shell's to remove, or any copy of another route than `route` (the user was redirected).
 */
export function useShellHandOver(ready: boolean, route: RouteId | undefined): void {
  useLayoutEffect(() => {
    const element = copy();
    if (!ready || !element) return;
    if (element.dataset.handOver !== 'page' || element.dataset.route !== route) handOver();
  }, [ready, route]);
}

/** A page with data: removes its copy once the live page shows what the copy shows (`ready`). */
export function usePageHandOver(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) handOver();
  }, [ready]);
}
