// The server-rendered first paint (markup: src/prerender/entry.tsx; put in the HTML by apps/api spa.ts) and the
// live SPA. A page the server renders as the app's own tree (the login and the customer's pages) is hydrated in
// place (src/boot.tsx): the `Painted` context tells the first render to match the server's (the page, not the
// spinner of a session being restored; the machines in the state the server ran them to). The other pages' first
// paint is a copy that sits in #prerender before #root; app.css hides #root
// while it is there, so the live page appears in the same frame as the copy goes: no blank or spinner in between.
// `data-hand-over` says who removes it: the app shell once the route has rendered ('shell'), or a page with data
// once it has loaded what the copy shows ('page'), so the user never sees the copy replaced by a spinner. The
// copy's fields take keys meanwhile and its buttons hold their presses; the live page gets both at the hand-over.
import { createContext, useContext, useEffect, useLayoutEffect, useState } from 'react';
import type { PublicLanguage, RouteId } from '@sakta/core';
import { pressHeldClicks } from './held-clicks';

/**
 * What the server rendered a hydrated page with, so the browser's first render is the same: the customer's page
 * language, and the persisted snapshots of the machines it ran (by the route's key). The server writes it into the
 * page as JSON (`<script type="application/json" id="sakta-painted">`, never run: the CSP allows no inline script).
 */
export interface PaintedState {
  language?: PublicLanguage;
  snapshots?: Record<string, unknown>;
}

export const PAINTED_STATE_ID = 'sakta-painted';

const PaintedContext = createContext<PaintedState | null>(null);

/** Given while the app's first render hydrates the server's markup of the same tree (src/app.tsx); else null. */
export const Painted = PaintedContext.Provider;

/** Whether the app's first render hydrates the server's markup of the same tree. */
export function useHydrating(): boolean {
  return useContext(PaintedContext) !== null;
}

/** The language the server painted a customer's page in, if it did. */
export function usePaintedLanguage(): PublicLanguage | undefined {
  return useContext(PaintedContext)?.language;
}

/**
 * The persisted snapshot of the machine the server ran for `key` (restored with XState's `snapshot` option), at the
 * first mount only: a page opened again later starts afresh.
 */
export function usePaintedSnapshot(key: string): unknown {
  const painted = useContext(PaintedContext);
  const [snapshot] = useState(() => painted?.snapshots?.[key]);
  useEffect(() => {
    if (painted?.snapshots) delete painted.snapshots[key];
  }, [painted, key]);
  return snapshot;
}

/**
 * The data the server wrote into the page as `<script type="application/json" id="{id}">` (apps/api spa.ts), or null
 * when there is none (or no page: the server's render) or it cannot be read.
 */
export function readPageData(id: string): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * The painted state the server wrote into the page; empty when there is none, or when it cannot be read (the
 * first render then differs from the markup, and React renders the page anew: reported by src/boot.tsx).
 */
export function readPaintedState(): PaintedState {
  return (readPageData(PAINTED_STATE_ID) as PaintedState | null) ?? {};
}

const ID = 'prerender';

function copy(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(ID);
}

/** Reads what was done on a copy before it goes, and returns what gives it to the live page in `root`. */
export type CopyCarrier = (copy: HTMLElement, root: HTMLElement) => () => void;

let carrier: CopyCarrier | null = null;

/**
 * Sets what carries a signed-in screen's copy over to the live page (lib/copy-input.ts, set by the main layout: the
 * screens with a copy are its pages, and the public pages' code stays without it).
 */
export function carryCopiesWith(carry: CopyCarrier): void {
  carrier = carry;
}

/**
 * Removes the copy. What the person typed, chose, focused or pressed on it goes to the live page of the same
 * screen, once the commit that handed over is done (no key or paint comes in between); on another screen (a
 * redirect) it is dropped.
 */
function handOver(sameScreen: boolean): void {
  const element = copy();
  const root = document.getElementById('root');
  if (!element || !root) return;
  const give = sameScreen && carrier ? carrier(element, root) : () => pressHeldClicks(element, () => null);
  element.remove();
  queueMicrotask(give);
}

/**
 * The app shell's side: once `ready` (the session is known and the route rendered), removes a copy that is the
 * shell's to remove, or any copy of another route than `route` (the user was redirected).
 */
export function useShellHandOver(ready: boolean, route: RouteId | undefined): void {
  useLayoutEffect(() => {
    const element = copy();
    if (!ready || !element) return;
    if (element.dataset.route !== route) handOver(false);
    else if (element.dataset.handOver !== 'page') handOver(true);
  }, [ready, route]);
}

/** A page with data: removes its copy once the live page shows what the copy shows (`ready`). */
export function usePageHandOver(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) handOver(true);
  }, [ready]);
}
