// Clicks on a server-rendered page before the app hydrates it (issue 45). Until hydrateRoot has run, the page's
// buttons are the server's markup: a press would do nothing, and React replays only what happens once it hydrates.
// The entry (main.tsx) starts holding presses on the root's buttons and tabs at once; the app presses them again
// once it is live (layout/Root.tsx), each button that is still there and can act. Links are left alone: they work
// without any script. Buttons show meanwhile that they are not ready (app.css, `#root[data-hydrate]:not([data-live])`).

const ACTIONS = 'button, [role="tab"]';

let held: Element[] = [];
let root: HTMLElement | null = null;

function hold(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest(ACTIONS) : null;
  if (!target || !root?.contains(target)) return;
  event.preventDefault();
  event.stopPropagation();
  held.push(target);
}

/** Holds the presses on `container`'s buttons and tabs until `pressHeldClicks`. */
export function holdClicks(container: HTMLElement): void {
  root = container;
  container.addEventListener('click', hold, true);
}

/** Stops holding and presses again, in order, each held button that is still on the page and enabled. */
export function pressHeldClicks(): void {
  root?.removeEventListener('click', hold, true);
  root = null;
  const presses = held;
  held = [];
  for (const target of presses) {
    if (!target.isConnected || !(target instanceof HTMLElement) || target.matches(':disabled')) continue;
    // a tab is chosen on the press itself (Radix Tabs), a button on the click
    if (target.getAttribute('role') === 'tab')
      target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    target.click();
  }
}
