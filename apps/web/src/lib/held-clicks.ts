// Clicks on a server-rendered page before the app takes it over (issue 45). Until then the page's buttons are the
// server's markup: a press would do nothing, and React replays only what happens once it hydrates. The entry
// (main.tsx) starts holding presses on the buttons and tabs of a page the app hydrates (#root) and of a signed-in
// screen's copy (#prerender) at once; the app presses them again once it is live (layout/Root.tsx) or once the
// copy gave way (lib/prerendered.ts: on the live page's button of the same name), each button that is still there
// and can act. A copy's form is never sent by the browser meanwhile (Enter in a field). Links are left alone: they
// work without any script. Buttons show meanwhile that they are not ready (app.css).

const ACTIONS = 'button, [role="tab"]';

const held = new Map<EventTarget, Element[]>();

function hold(event: Event) {
  const container = event.currentTarget;
  const target = event.target instanceof Element ? event.target.closest(ACTIONS) : null;
  const presses = container ? held.get(container) : undefined;
  if (!target || !presses || !(container as Node).contains(target)) return;
  event.preventDefault();
  event.stopPropagation();
  presses.push(target);
}

function keepForm(event: Event) {
  event.preventDefault();
}

/**
 * Holds the presses on `container`'s buttons and tabs until `pressHeldClicks(container)`; `data-holding` on it
 * says so meanwhile.
 */
export function holdClicks(container: HTMLElement): void {
  held.set(container, []);
  container.dataset.holding = '';
  container.addEventListener('click', hold, true);
  container.addEventListener('submit', keepForm, true);
}

/**
 * Stops holding on `container` and presses again, in order, each held button's `counterpart` (the button itself on
 * a hydrated page) that is on the page and enabled.
 */
export function pressHeldClicks(
  container: HTMLElement | null,
  counterpart: (held: Element) => Element | null = (element) => element,
): void {
  const presses = container ? held.get(container) : undefined;
  if (!container || !presses) return;
  container.removeEventListener('click', hold, true);
  container.removeEventListener('submit', keepForm, true);
  held.delete(container);
  delete container.dataset.holding;
  for (const press of presses) {
    const target = counterpart(press);
    if (!target?.isConnected || !(target instanceof HTMLElement) || target.matches(':disabled')) continue;
    // a tab is chosen on the press itself (Radix Tabs), a button on the click
    if (target.getAttribute('role') === 'tab')
      target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    target.click();
  }
}
