/**
 * A PatternMask bound to an <input>, as imask's InputMask (7.6) binds one: each `input` event is read as what
 * changed since the last known selection (typed, pasted, deleted left or right) and spliced into the mask, the
 * field shows the mask's value with the caret at the nearest input position, a click or focus moves the caret off
 * fixed characters, dropping text is refused, and Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) step through the field's own
 * history. `onAccept` is called whenever the value changes.
 */
import { PatternMask, type Direction, type MaskPrepare } from './pattern-mask';

interface Selection {
  start: number;
  end: number;
}

/** What an input event changed, from the value and caret before and after (imask's ActionDetails). */
function actionOf(value: string, cursorPos: number, oldValue: string, oldSelection: Selection) {
  // the part left of the change must be unchanged (autofill and other unusual input move the start back)
  let start = Math.min(cursorPos, oldSelection.start);
  while (value.slice(0, start) !== oldValue.slice(0, start)) {
    --oldSelection.start;
    start = Math.min(cursorPos, oldSelection.start);
  }
  if (cursorPos - start) {
    // and the part right of it too
    while (value.slice(cursorPos) !== oldValue.slice(oldSelection.end)) {
      if (value.length - cursorPos < oldValue.length - oldSelection.end) ++oldSelection.end;
      else ++cursorPos;
    }
  }
  start = Math.min(cursorPos, oldSelection.start);
  const insertedCount = cursorPos - start;
  const removedCount = Math.max(oldSelection.end - start || oldValue.length - value.length, 0);
  const direction: Direction =
    !removedCount || insertedCount
      ? 'NONE'
      : (oldSelection.end === cursorPos || oldSelection.start === cursorPos) &&
          oldSelection.end === oldSelection.start
        ? 'RIGHT'
        : 'LEFT';
  return {
    start,
    inserted: value.substr(start, insertedCount),
    removed: oldValue.substr(start, removedCount).length,
    direction,
  };
}

const HISTORY_MAX = 100;
const KEY_Z = 90;
const KEY_Y = 89;

export class MaskControl {
  readonly masked: PatternMask;
  private _value = '';
  private _unmaskedValue = '';
  private _rawInputValue = '';
  private selection: Selection = { start: 0, end: 0 };
  private history: Array<{ unmaskedValue: string; selection: Selection }> = [];
  private historyIndex = 0;
  private historyChanging = false;
  private readonly listeners: Array<[string, (e: Event) => void]>;

  constructor(
    private readonly el: HTMLInputElement,
    mask: string,
    prepare: MaskPrepare | undefined,
    private readonly onAccept: (control: MaskControl) => void,
  ) {
    this.masked = new PatternMask(mask, prepare);
    const keydown = (e: KeyboardEvent) => {
      if (
        (e.keyCode === KEY_Z && e.shiftKey && (e.metaKey || e.ctrlKey)) ||
        (e.keyCode === KEY_Y && e.ctrlKey)
      ) {
        e.preventDefault();
        return this.go(+1);
      }
      if (e.keyCode === KEY_Z && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        return this.go(-1);
      }
      if (!e.isComposing) this.saveSelection();
    };
    const beforeinput = (e: InputEvent) => {
      const step = e.inputType === 'historyUndo' ? -1 : e.inputType === 'historyRedo' ? 1 : 0;
      if (!step) return;
      e.preventDefault();
      this.go(step);
    };
    const align = () => {
      if (this.selectionStart === this.cursorPos) this.alignCursor();
    };
    this.listeners = [
      ['keydown', keydown as (e: Event) => void],
      ['input', (e) => !(e as InputEvent).isComposing && this.onInput()],
      ['beforeinput', beforeinput as (e: Event) => void],
      ['compositionend', () => this.onInput()],
      [
        'drop',
        (e) => {
          e.preventDefault();
          e.stopPropagation();
        },
      ],
      ['click', align],
      ['focus', align],
      ['blur', () => this.commit()],
    ];
    this.listeners.forEach(([type, fn]) => el.addEventListener(type, fn));
    this.updateValue();
    this.commit();
  }

  destroy() {
    this.listeners.forEach(([type, fn]) => this.el.removeEventListener(type, fn));
  }

  get value() {
    return this._value;
  }
  set value(str: string) {
    if (this._value === str) return;
    this.masked.value = str;
    this.updateControl('auto');
  }
  get unmaskedValue() {
    return this._unmaskedValue;
  }
  set unmaskedValue(str: string) {
    if (this._unmaskedValue === str) return;
    this.masked.unmaskedValue = str;
    this.updateControl('auto');
  }

  private get active() {
    const root = (this.el.getRootNode?.() ?? document) as Document | ShadowRoot;
    return this.el === root.activeElement;
  }
  private get selectionStart() {
    return this.el.selectionStart ?? this.el.value.length;
  }
  private get cursorPos() {
    return this.el.selectionEnd ?? this.el.value.length;
  }
  private set cursorPos(pos: number) {
    if (!this.active) return;
    this.select(pos, pos);
    this.saveSelection();
  }
  private select(start: number, end: number) {
    if (start === this.selectionStart && end === this.cursorPos) return;
    try {
      this.el.setSelectionRange(start, end);
    } catch {
      // an input type without a selection
    }
  }
  private saveSelection() {
    this.selection = { start: this.selectionStart, end: this.cursorPos };
  }

  private updateValue() {
    this.masked.value = this.el.value;
    this._value = this.masked.value;
    this._unmaskedValue = this.masked.unmaskedValue;
    this._rawInputValue = this.masked.rawInputValue;
  }

  private updateControl(cursorPos?: number | 'auto') {
    const value = this.masked.value;
    const unmasked = this.masked.unmaskedValue;
    const raw = this.masked.rawInputValue;
    const changed = this._unmaskedValue !== unmasked || this._value !== value || this._rawInputValue !== raw;
    this._unmaskedValue = unmasked;
    this._value = value;
    this._rawInputValue = raw;
    if (this.el.value !== value) this.el.value = value;
    if (cursorPos === 'auto') this.alignCursor();
    else if (cursorPos != null) this.cursorPos = cursorPos;
    if (changed) this.onAccept(this);
    if (!this.historyChanging && (changed || !this.history.length)) {
      if (this.historyIndex < this.history.length - 1) this.history.length = this.historyIndex + 1;
      this.history.push({
        unmaskedValue: unmasked,
        selection: { start: this.selectionStart, end: this.cursorPos },
      });
      if (this.history.length > HISTORY_MAX) this.history.shift();
      this.historyIndex = this.history.length - 1;
    }
  }

  private alignCursor() {
    this.cursorPos = this.masked.nearestInputPos(this.masked.nearestInputPos(this.cursorPos, 'LEFT'));
  }

  private onInput() {
    const action = actionOf(this.el.value, this.cursorPos, this.masked.value, this.selection);
    const oldRaw = this.masked.rawInputValue;
    const { offset } = this.masked.splice(action.start, action.removed, action.inserted, action.direction);
    const direction = oldRaw === this.masked.rawInputValue ? action.direction : 'NONE';
    let cursorPos = this.masked.nearestInputPos(action.start + offset, direction);
    if (direction !== 'NONE') cursorPos = this.masked.nearestInputPos(cursorPos, 'NONE');
    this.updateControl(cursorPos);
  }

  private commit() {
    if (this.masked.value !== this.el.value) this.updateValue();
    this.updateControl();
    this.saveSelection();
  }

  /** Undo (-1) or redo (+1) in the field's history. */
  private go(step: number) {
    this.historyIndex = Math.min(Math.max(this.historyIndex + step, 0), this.history.length - 1);
    const state = this.history[this.historyIndex];
    if (!state) return;
    this.historyChanging = true;
    this.unmaskedValue = state.unmaskedValue;
    this.select(state.selection.start, state.selection.end);
    this.saveSelection();
    this.historyChanging = false;
  }
}
