/**
 * Where the focus goes when a call of the panel ends (a sensible place for keyboard and screen-reader users): if the
 * control that started it is gone or disabled, the focus moves to what came of it, the first of: the failure, where
 * to pay, the calculation, the panel's heading. Nothing moves on the first render, while a call runs, or when the
 * focus is elsewhere on the page.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { SaleStatus } from '@sakta/core/sale';

/** What came of a call, in the order the focus looks for it (each one focusable with tabIndex -1). */
const RESULTS = ['sale-error', 'payment', 'calculation', 'card-title'].map((slot) => `[data-slot="${slot}"]`);

export function useFocusAfter(panel: RefObject<HTMLElement | null>, status: SaleStatus, busy: boolean) {
  const previous = useRef(status);
  useEffect(() => {
    const changed = previous.current !== status;
    previous.current = status;
    const root = panel.current;
    if (!changed || busy || !root) return;
    const active = root.ownerDocument.activeElement;
    const lost =
      active === null ||
      active === root.ownerDocument.body ||
      (root.contains(active) && (active as HTMLButtonElement).disabled === true);
    if (!lost) return;
    RESULTS.map((selector) => root.querySelector<HTMLElement>(selector))
      .find(Boolean)
      ?.focus();
  }, [panel, status, busy]);
}
