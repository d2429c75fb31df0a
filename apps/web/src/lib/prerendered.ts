// The hand-over from a page's server-rendered first paint (markup: src/prerender/entry.tsx; put in the HTML by
// apps/api spa.ts) to the live SPA. The copy sits in #prerender before #root, and app.css hides #root while it is
// there, so the live page appears in the same frame as the copy goes: no blank or spinner in between.
// `data-hand-over` says who removes it: the app shell once the route has rendered ('shell'), or a page with data
// once it has loaded what the copy shows ('page'), so the user never sees the copy replaced by a spinner.
// What the user typed into the login copy before the scripts ran is carried into the live form, and so is the
// focus (a copy that waits for data is inert: nothing to type into).
import { useLayoutEffect, useRef } from 'react';
import type { RouteId } from '@sakta/core';

const ID = 'prerender';

function copy(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(ID);
}

/** The values typed into the copy's named inputs (empty when there is no copy or nothing was typed). */
export function prerenderedValues(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const input of copy()?.querySelectorAll<HTMLInputElement>('input[name]') ?? []) {
    if (input.value) values[input.name] = input.value;
  }
  return values;
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

/**
 * Once `ready` (the live form is there), gives it what was typed into the copy's inputs `names` before the
 * scripts ran, once. The copy is read in the same commit that removes it (this layout effect runs before the
 * shell's), so nothing typed in between is lost, even while React renders the app in slices.
 */
export function useTypedIntoCopy<N extends string>(
  names: readonly N[],
  ready: boolean,
  apply: (name: N, value: string) => void,
): void {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const typed = prerenderedValues();
    for (const name of names) {
      const value = typed[name];
      if (value) apply(name, value);
    }
  }, [ready, names, apply]);
}
