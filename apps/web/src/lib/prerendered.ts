// The hand-over from a page's prerendered first paint (server: apps/api spa.ts; markup: src/prerender/entry.tsx)
// to the live SPA. The prerendered copy sits in #prerender before #root, and app.css hides #root while it is there,
// so the live page appears in the same frame as the copy goes: no blank or spinner in between.
// What the user typed into the copy before the scripts ran is carried into the live form, and so is the focus.

const ID = 'prerender';

function container(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(ID);
}

/** The values typed into the prerendered copy's named inputs (empty when there is no copy or nothing typed). */
export function prerenderedValues(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const input of container()?.querySelectorAll<HTMLInputElement>('input[name]') ?? []) {
    if (input.value) values[input.name] = input.value;
  }
  return values;
}

/** Removes the prerendered copy (the live page shows) and moves the focus to the live field of the same name. */
export function handOverPrerendered(): void {
  const copy = container();
  if (!copy) return;
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && copy.contains(active) ? active.name : null;
  copy.remove();
  if (focused)
    document.querySelector<HTMLInputElement>(`#root input[name="${CSS.escape(focused)}"]`)?.focus();
}
