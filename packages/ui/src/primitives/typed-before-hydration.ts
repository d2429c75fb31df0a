import { useCallback, useRef, type Ref, type RefCallback } from 'react';

/**
 * Keeps what a person typed into a server-rendered field before the app hydrated it (apps/web src/boot.tsx).
 * React leaves such a value in the field but does not report it (no onChange), so the page's machine would keep the
 * value it rendered, and its next render would wipe the field. When the field is attached and holds another value
 * than the one rendered, this reports it as the input it is: React's value tracker is given the rendered value and
 * an `input` event is dispatched, so the field's onChange runs with what was typed. A field rendered in the browser
 * always holds its rendered value when attached: nothing happens there. Returns the field's ref (with `forwarded`).
 */
export function useTypedBeforeHydration(
  value: unknown,
  forwarded?: Ref<HTMLInputElement>,
): RefCallback<HTMLInputElement> {
  const rendered = useRef(value);
  const checked = useRef(false);
  return useCallback(
    (element: HTMLInputElement | null) => {
      if (typeof forwarded === 'function') forwarded(element);
      else if (forwarded) forwarded.current = element;
      const first = rendered.current;
      if (!element || checked.current) return;
      checked.current = true;
      if (typeof first !== 'string' && typeof first !== 'number') return;
      const typed = element.value;
      if (typed === String(first)) return;
      // the instance's setter is React's tracker: it now holds the rendered value
      element.value = String(first);
      reportTyped(element, typed);
    },
    [forwarded],
  );
}

/**
 * Puts `value` into a field React renders as if typed: the prototype's setter changes the field and leaves React's
 * value tracker as it was, so the `input` event dispatched then runs the field's onChange with `value`.
 */
export function reportTyped(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
