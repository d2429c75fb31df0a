// What a person did on a signed-in screen's server copy before the app took it over (issue 45). The copy's fields
// take keys from the first paint on; when the live page takes its place (lib/prerendered.ts, with `carryCopy` set
// by the main layout), what was typed, chosen or ticked there is given to the live page's field of the same label
// as the input it is (its onChange runs, the page's machine gets it), the focus and the caret move with it, and the
// presses held on the copy's buttons (lib/held-clicks.ts) are made on the live page's button of the same name.

import { reportTyped } from '@sakta/ui';
import { pressHeldClicks } from './held-clicks';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input:not([type="hidden"], [type="button"], [type="submit"]), textarea, select';
const ACTIONS = 'button, [role="tab"]';

const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A field's name as a person reads it: its label, else its aria-label. */
function fieldName(field: Field): string {
  return words(field.labels?.[0]?.textContent) || words(field.getAttribute('aria-label'));
}

/** A button's or tab's name: its aria-label, else its text. */
function actionName(action: Element): string {
  return words(action.getAttribute('aria-label')) || words(action.textContent);
}

/**
 * The elements of `scope` matching `selector`, each by a key the copy and the live page share (they render the same
 * screen): its name, and which of the elements so named it is.
 */
function keyed(scope: ParentNode, selector: string, name: (e: never) => string): Map<Element, string> {
  const seen = new Map<string, number>();
  const keys = new Map<Element, string>();
  for (const element of scope.querySelectorAll(selector)) {
    const own = name(element as never);
    const n = seen.get(own) ?? 0;
    seen.set(own, n + 1);
    keys.set(element, `${own}\u0000${n}`);
  }
  return keys;
}

/** The element of `keys` with `key`. */
function find(keys: Map<Element, string>, key: string | undefined): Element | null {
  for (const [element, own] of keys) if (own === key) return element;
  return null;
}

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the person changed `field` in the copy (the value the server rendered is its default). */
function changed(field: Field): boolean {
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const rendered = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
    return field.value !== (rendered?.value ?? '');
  }
  return field.value !== field.defaultValue;
}

/** Gives the live `field` what the copy's field holds. */
function give(field: Field, from: Field) {
  if (field.matches(':disabled') || (field as HTMLInputElement).readOnly) return;
  if (isChoice(field)) {
    if (field.checked !== (from as HTMLInputElement).checked) field.click();
  } else if (field instanceof HTMLSelectElement) {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(field, from.value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field.value !== from.value) {
    // focused, emptied, then typed whole: a masked field (ui's mask-control) reads it as a paste into an empty field
    field.focus();
    reportTyped(field, '');
    reportTyped(field, from.value);
  }
}

/**
 * Reads what was done on `copy` (before it is removed) and returns what gives it to the live page in `root`: the
 * changed fields, the focus with its caret, the held presses (`pressHeld`, given each press's counterpart).
 */
export function takeFromCopy(
  copy: HTMLElement,
  root: HTMLElement,
  pressHeld: (counterpart: (held: Element) => Element | null) => void,
): () => void {
  const fields = keyed(copy, FIELDS, fieldName);
  const typed = [...fields].filter(([field]) => changed(field as Field)) as [Field, string][];
  const active = document.activeElement;
  const focused = active && fields.has(active) ? (active as Field) : null;
  const caret =
    focused && !(focused instanceof HTMLSelectElement)
      ? [focused.selectionStart, focused.selectionEnd]
      : null;
  const actions = keyed(copy, ACTIONS, actionName);
  return () => {
    const live = keyed(root, FIELDS, fieldName);
    for (const [field, key] of typed) {
      const to = find(live, key) as Field | null;
      if (to) give(to, field);
    }
    const to = focused && (find(live, fields.get(focused)) as Field | null);
    // the focus where the person had it: a field given a value was focused for it
    if (!to && typed.length && root.contains(document.activeElement))
      (document.activeElement as HTMLElement).blur();
    if (focused && to) {
      to.focus();
      if (caret && !(to instanceof HTMLSelectElement)) {
        // the caret where it was, or at the end of a value the live field shows otherwise (a mask)
        const end = to.value.length;
        const same = to.value === focused.value;
        try {
          to.setSelectionRange(same ? (caret[0] ?? end) : end, same ? (caret[1] ?? end) : end);
        } catch {
          // a field without a caret (a date, a number)
        }
      }
    }
    const buttons = keyed(root, ACTIONS, actionName);
    pressHeld((action) => find(buttons, actions.get(action)));
  };
}

/** The hand-over's carrier (lib/prerendered.ts `carryCopiesWith`): the presses held on the copy included. */
export const carryCopy = (copy: HTMLElement, root: HTMLElement) =>
  takeFromCopy(copy, root, (counterpart) => pressHeldClicks(copy, counterpart));
