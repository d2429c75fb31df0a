/**
 * Where the focus goes when a dialog opens, and where it comes back to when it closes: one rule for every dialog
 * (DialogSurface hands Radix's open and close auto-focus events here). Lazy, with Radix's dialog (dialog-radix.ts).
 *
 * - Opening: a control the dialog names with `data-autofocus`; else its first field one can type in or choose with
 *   (input, select, textarea, radio...); else its first control in the body (a tab, a document, 'Согласовать'); an
 *   alert dialog (a question) then its first answer, the one that does nothing ('Отмена'); else the dialog itself
 *   (its title is read, Tab goes on). Never 'Закрыть' at the bottom, never a footer's action taken by a stray Enter.
 * - Closing (Esc, 'Закрыть', 'Сохранить', the dialog's state): back to the control that had the focus when it
 *   opened. Radix returns it only to a Radix trigger, and the screens open their dialogs from their state, so the
 *   focus was left on <body>. When that control is gone (a row decided and removed from the list), the focus goes
 *   to the element now in its place (the next row, or the last one), to its control of the same kind ('Открыть'),
 *   else to the first control of the nearest part of the page still there. A list that reloads after the dialog
 *   closed is watched for a while, so a row removed then still hands the focus on.
 */

/** What opened the dialog: the focused element and its place in the page (each ancestor and the child's index). */
export interface Opener {
  element: HTMLElement;
  path: { parent: Element; index: number }[];
}

interface FocusEventLike {
  target: EventTarget | null;
  defaultPrevented: boolean;
  preventDefault: () => void;
}

/** How long after closing a removed opener still hands the focus on (a list reloading after a decision). */
const KEEP_FOCUS_MS = 10_000;

const FOCUSABLE = 'a[href],button,input,select,textarea,summary,iframe,[tabindex],[contenteditable="true"]';
/** What one types in or chooses with: a dialog with a form opens on its first field. */
const FIELD =
  'input:not([readonly]),select,textarea:not([readonly]),[role=combobox],[role=radio],[role=checkbox],[role=switch],[role=slider],[role=spinbutton]';
/** The dialog's answers: its footer ('Сохранить', 'Отмена'), and what closes it (the corner 'Закрыть', DialogClose). */
const ANSWERS = '[data-slot="dialog-footer"],[data-dialog-close]';

/** A keyboard stop (or, `anyTabIndex`, any element focus can be given) that is enabled and shown. */
function usable(el: HTMLElement, anyTabIndex = false): boolean {
  // :disabled also covers a control in a disabled fieldset
  if ((!anyTabIndex && el.tabIndex < 0) || el.matches(':disabled')) return false;
  if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
  if (el.closest('[hidden],[inert]')) return false;
  // a real browser knows what CSS hides (display: none, visibility); jsdom has no layout and says nothing
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;
}

/** The keyboard's stops inside `root`, in document order (with `root` itself first when it is one). */
function tabbables(root: Element): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (root instanceof HTMLElement && root.matches(FOCUSABLE)) all.unshift(root);
  return all.filter((el) => usable(el));
}

/** A radio of a group is reached on its checked choice (as Tab does), not on the group's first one. */
function checkedChoice(el: HTMLElement, root: Element): HTMLElement {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked || !el.name) return el;
  const checked = root.querySelector<HTMLInputElement>(
    `input[type=radio][name="${CSS.escape(el.name)}"]:checked`,
  );
  return checked && usable(checked) ? checked : el;
}

/** The control a dialog opens on (see above); the dialog itself when it has none. */
function firstUsefulControl(content: HTMLElement): HTMLElement {
  const named = content.querySelector<HTMLElement>('[data-autofocus]');
  if (named && usable(named)) return named;
  const stops = tabbables(content);
  const field = stops.find((el) => el.matches(FIELD));
  if (field) return checkedChoice(field, content);
  const body = stops.find((el) => !el.closest(ANSWERS));
  if (body) return body;
  if (content.getAttribute('role') === 'alertdialog' && stops[0]) return stops[0];
  return content;
}

/** Remembers what has the focus as the dialog `content` opens (nothing when the focus is already inside it). */
function rememberOpener(content: HTMLElement): Opener | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body || content.contains(element))
    return null;
  const path: Opener['path'] = [];
  for (let node: Element = element; node.parentElement; node = node.parentElement)
    path.push({
      parent: node.parentElement,
      index: Array.prototype.indexOf.call(node.parentElement.children, node),
    });
  return { element, path };
}

/** In `place`, the control of the same kind as the gone opener (the next row's 'Открыть'), else its first one. */
function controlIn(place: Element, gone: HTMLElement): HTMLElement | undefined {
  const stops = tabbables(place);
  const text = gone.textContent?.trim();
  return stops.find((el) => el.tagName === gone.tagName && el.textContent?.trim() === text) ?? stops[0];
}

/** Where the focus goes back to: the opener if it is still there, else what is now in its place (see above). */
function returnTarget(opener: Opener): HTMLElement | null {
  if (opener.element.isConnected && usable(opener.element, true)) return opener.element;
  for (const { parent, index } of opener.path) {
    // the page itself is gone (another route): nothing near the opener is left to take the focus
    if (parent === document.body) break;
    if (!parent.isConnected) continue;
    const siblings = parent.children;
    const place = siblings[Math.min(index, siblings.length - 1)];
    const found = place ? controlIn(place, opener.element) : undefined;
    if (found) return found;
  }
  return null;
}

/** The focus is nowhere (on <body>), or fell back on a container of the opener (a dialog under a closed one). */
function focusLost(opener: Opener): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.contains(opener.element);
}

/**
 * After the focus went back to `target`: while it stays there, a removal of `target` (its row gone when the list
 * reloads) hands the focus on to what is in the opener's place. Ends when the focus moves elsewhere or after
 * KEEP_FOCUS_MS.
 */
function keepFocus(opener: Opener, first: HTMLElement) {
  let target = first;
  const observer = new MutationObserver(() => {
    if (target.isConnected || !focusLost(opener)) return;
    const next = returnTarget(opener);
    if (!next) return;
    target = next;
    next.focus();
  });
  const moved = (event: FocusEvent) => {
    if (event.target !== target) stop();
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', moved, true);
    clearTimeout(timer);
  };
  const timer = setTimeout(stop, KEEP_FOCUS_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', moved, true);
}

/**
 * The focus of one dialog: `ref` on its content remembers the opener as the content mounts (before a control of
 * the dialog takes the focus itself, as a form that focuses its first error does); `onOpen` and `onClose` are
 * Radix's auto-focus events, each after the dialog's own handler, which may take it over with preventDefault.
 */
export function dialogFocus() {
  let opener: Opener | null = null;
  return {
    ref(content: HTMLElement | null) {
      if (content) opener = rememberOpener(content) ?? opener;
    },
    onOpen<E extends FocusEventLike>(event: E, own?: (event: E) => void) {
      own?.(event);
      const content = event.target as HTMLElement;
      // the dialog's own choice stands when it took the focus (not when its control was disabled)
      if (event.defaultPrevented && content.contains(document.activeElement)) return;
      event.preventDefault();
      firstUsefulControl(content).focus();
    },
    onClose<E extends FocusEventLike>(event: E, own?: (event: E) => void) {
      own?.(event);
      if (event.defaultPrevented) return;
      // Radix would focus its trigger, which these dialogs do not have
      event.preventDefault();
      const from = opener;
      opener = null;
      // something else took the focus meanwhile (a success card that takes it): it stays there
      if (!from || !focusLost(from)) return;
      const target = returnTarget(from);
      if (!target) return;
      target.focus();
      keepFocus(from, target);
    },
  };
}
