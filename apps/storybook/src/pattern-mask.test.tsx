// The masked input's own mask (PatternMask and its MaskControl) against imask 7.6, which it replaces: the same
// random edits on both (typed keys, pastes, Backspace and Delete over digits and fixed characters, selections,
// clicks, undo and redo, given values) must leave the same value, unmasked value, caret and reported changes.
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import IMask from 'imask';
import { IMaskInput } from 'react-imask';
import { MaskControl, MaskedInput, PatternMask } from '@sakta/ui';
import { CODE_MASK, IIN_MASK, IIN_SPACED_MASK, PHONE_MASK, phoneInput } from '@sakta/core/shared';

type Direction = 'NONE' | 'LEFT' | 'FORCE_LEFT' | 'RIGHT' | 'FORCE_RIGHT';
const DIRECTIONS: Direction[] = ['NONE', 'LEFT', 'FORCE_LEFT', 'RIGHT', 'FORCE_RIGHT'];
const MASKS = [PHONE_MASK, IIN_MASK, IIN_SPACED_MASK, CODE_MASK];
const prepareOf = (mask: string) => (mask === PHONE_MASK ? phoneInput : undefined);

/** A repeatable sequence of numbers in [0, 1). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const CHARS = '0123456789777888+()- _a';
const SAMPLES = [
  '+7 701 512 0128',
  '87015120128',
  '77015120128',
  '7015120128',
  '+7(701) 512-0128',
  '7',
  '+7',
  '',
];

function text(r: () => number, max: number) {
  if (r() < 0.2) return SAMPLES[Math.floor(r() * SAMPLES.length)]!;
  let s = '';
  const n = Math.floor(r() * (max + 1));
  for (let i = 0; i < n; i++) s += CHARS[Math.floor(r() * CHARS.length)];
  return s;
}

function imaskModel(mask: string) {
  const prepare = prepareOf(mask);
  return IMask.createMask({
    mask,
    lazy: true,
    placeholderChar: '_',
    ...(prepare ? { prepare: (typed: string, m: { value: string }) => prepare(typed, m.value) } : {}),
  });
}

describe("PatternMask, as imask's pattern mask", () => {
  it.each(MASKS)('%s: values, splices and caret positions', { timeout: 60_000 }, (mask) => {
    for (let seed = 1; seed <= 100; seed++) {
      const r = random(seed);
      const theirs = imaskModel(mask);
      const ours = new PatternMask(mask, prepareOf(mask));
      for (let step = 0; step < 40; step++) {
        const op = r();
        let offsets: [number, number] | null = null;
        if (op < 0.15) {
          const v = text(r, 18);
          theirs.value = v;
          ours.value = v;
        } else if (op < 0.2) {
          const v = text(r, 14).replace(/\D/g, '');
          theirs.unmaskedValue = v;
          ours.unmaskedValue = v;
        } else {
          const len = ours.value.length;
          const start = Math.floor(r() * (len + 2));
          const count = Math.floor(r() * (len - Math.min(start, len) + 2));
          const inserted = r() < 0.4 ? '' : text(r, r() < 0.7 ? 1 : 16);
          const direction = DIRECTIONS[Math.floor(r() * 3)]!;
          offsets = [
            theirs.splice(start, count, inserted, direction as never, { input: true, raw: true }).offset,
            ours.splice(start, count, inserted, direction).offset,
          ];
        }
        const where = `seed ${seed} step ${step}`;
        expect([ours.value, ours.unmaskedValue, ours.rawInputValue, ours.isComplete], where).toEqual([
          theirs.value,
          theirs.unmaskedValue,
          theirs.rawInputValue,
          theirs.isComplete,
        ]);
        if (offsets) expect(offsets[1], where).toBe(offsets[0]);
        for (let p = -1; p <= ours.value.length + 1; p++)
          for (const d of DIRECTIONS)
            expect(ours.nearestInputPos(p, d), `${where} pos ${p} ${d}`).toBe(
              theirs.nearestInputPos(p, d as never),
            );
      }
    }
  });
});

// ------------------------------------------------------------------------------------------------------------
// The field: browser-like edits on an <input> driven by imask's InputMask or by MaskControl

type Edit =
  | { kind: 'type' | 'paste'; text: string }
  | { kind: 'backspace' | 'delete' | 'undo' | 'redo' | 'focus' | 'blur' }
  | { kind: 'select'; start: number; end: number }
  | { kind: 'click'; at: number }
  | { kind: 'give'; value: string };

function edits(r: () => number, n: number): Edit[] {
  const list: Edit[] = [{ kind: 'focus' }];
  for (let i = 0; i < n; i++) {
    const op = r();
    if (op < 0.35) list.push({ kind: 'type', text: CHARS[Math.floor(r() * CHARS.length)]! });
    else if (op < 0.45) list.push({ kind: 'paste', text: text(r, 16) });
    else if (op < 0.6) list.push({ kind: 'backspace' });
    else if (op < 0.67) list.push({ kind: 'delete' });
    else if (op < 0.75) {
      const a = Math.floor(r() * 18);
      list.push({ kind: 'select', start: a, end: a + Math.floor(r() * 6) });
    } else if (op < 0.85) list.push({ kind: 'click', at: Math.floor(r() * 18) });
    else if (op < 0.9) list.push({ kind: r() < 0.5 ? 'undo' : 'redo' });
    else if (op < 0.95) list.push({ kind: 'give', value: text(r, 16) });
    else list.push({ kind: r() < 0.5 ? 'blur' : 'focus' });
  }
  return list;
}

const key = (el: HTMLInputElement, keyCode: number, init: KeyboardEventInit = {}) =>
  el.dispatchEvent(
    new KeyboardEvent('keydown', { keyCode, bubbles: true, cancelable: true, ...init } as never),
  );

/** What a browser does to the field's text for an edit, then the `input` event. */
function edit(el: HTMLInputElement, e: Edit, give: (value: string) => void) {
  const s = el.selectionStart ?? el.value.length;
  const t = el.selectionEnd ?? el.value.length;
  const replace = (from: number, to: number, by: string, inputType: string) => {
    el.value = el.value.slice(0, from) + by + el.value.slice(to);
    el.setSelectionRange(from + by.length, from + by.length);
    el.dispatchEvent(new InputEvent('input', { inputType, data: by || null, bubbles: true }));
  };
  switch (e.kind) {
    case 'focus':
      return el.focus();
    case 'blur':
      return el.blur();
    case 'select':
      el.setSelectionRange(Math.min(e.start, el.value.length), Math.min(e.end, el.value.length));
      return key(el, 39, { shiftKey: true });
    case 'click':
      el.setSelectionRange(Math.min(e.at, el.value.length), Math.min(e.at, el.value.length));
      return el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    case 'type':
      key(el, e.text.charCodeAt(0));
      return replace(s, t, e.text, 'insertText');
    case 'paste':
      key(el, 86, { ctrlKey: true });
      return replace(s, t, e.text, 'insertFromPaste');
    case 'backspace':
      key(el, 8);
      if (s === t && s === 0) return;
      return replace(s === t ? s - 1 : s, t, '', 'deleteContentBackward');
    case 'delete':
      key(el, 46);
      if (s === t && s >= el.value.length) return;
      return replace(s, s === t ? s + 1 : t, '', 'deleteContentForward');
    case 'undo':
      return key(el, 90, { ctrlKey: true });
    case 'redo':
      return key(el, 90, { ctrlKey: true, shiftKey: true });
    case 'give':
      return give(e.value);
  }
}

/** Runs the edits on a fresh field with one of the two masks: the field and the changes reported after each. */
function run(mask: string, list: Edit[], own: boolean) {
  const el = document.createElement('input');
  document.body.append(el);
  const accepted: string[][] = [];
  let give: (value: string) => void;
  let destroy: () => void;
  if (own) {
    const control = new MaskControl(el, mask, prepareOf(mask), (c) =>
      accepted.push([c.value, c.unmaskedValue]),
    );
    give = (v) => (control.value = v);
    destroy = () => control.destroy();
  } else {
    const prepare = prepareOf(mask);
    const m = IMask(el, {
      mask,
      lazy: true,
      placeholderChar: '_',
      ...(prepare ? { prepare: (typed: string, x: { value: string }) => prepare(typed, x.value) } : {}),
    }).on('accept', () => accepted.push([m.value, m.unmaskedValue]));
    give = (v) => (m.value = v);
    destroy = () => m.destroy();
  }
  const states = list.map((e) => {
    edit(el, e, give);
    return { value: el.value, start: el.selectionStart, end: el.selectionEnd, accepted: accepted.splice(0) };
  });
  destroy();
  el.remove();
  return states;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("MaskControl, as imask's InputMask", () => {
  it.each(MASKS)('%s: random edits give the same field, caret and changes', { timeout: 60_000 }, (mask) => {
    for (let seed = 1; seed <= 300; seed++) {
      const list = edits(random(seed * 7919), 60);
      const theirs = run(mask, list, false);
      const ours = run(mask, list, true);
      ours.forEach((state, i) =>
        expect(state, `seed ${seed} edit ${i} ${JSON.stringify(list[i])}`).toEqual(theirs[i]),
      );
    }
  });
});

describe('the phone mask', () => {
  const typed = (keys: string) => {
    const m = new PatternMask(PHONE_MASK, phoneInput);
    for (const k of keys) m.splice(m.value.length, 0, k, 'NONE');
    return m.value;
  };
  it('takes the national digits typed after its +7', () => {
    expect(typed('7015120128')).toBe('+7(701) 512-0128');
    expect(typed('87015120128')).toBe('+7(701) 512-0128');
    expect(typed('+77015120128')).toBe('+7(701) 512-0128');
    expect(typed('70a1')).toBe('+7(701');
  });
  it('formats a pasted or given number in any notation', () => {
    for (const given of ['+7 701 512 0128', '87015120128', '77015120128', '7015120128', '+7(701) 512-0128']) {
      const m = new PatternMask(PHONE_MASK, phoneInput);
      m.value = given;
      expect([m.value, m.unmaskedValue, m.isComplete]).toEqual(['+7(701) 512-0128', '7015120128', true]);
    }
  });
  it('types, then deletes back over the fixed characters', () => {
    const typing = [...'7015'].map((k): Edit => ({ kind: 'type', text: k }));
    const backspace: Edit = { kind: 'backspace' };
    const field = run(PHONE_MASK, [{ kind: 'focus' }, ...typing, backspace, backspace, backspace], true);
    expect(field.map((f) => [f.value, f.start])).toEqual([
      ['', 0],
      ['+7(7', 4],
      ['+7(70', 5],
      ['+7(701', 6],
      ['+7(701) 5', 9],
      ['+7(701) ', 8],
      ['+7(701', 6],
      ['+7(70', 5],
    ]);
    expect(field[4]!.accepted).toEqual([['+7(701) 5', '7015']]);
  });
});

describe('the IIN mask', () => {
  it('keeps 12 digits and refuses anything else', () => {
    const m = new PatternMask(IIN_MASK);
    m.value = '9001a01300017999';
    expect(m.value).toBe('900101300017');
    const spaced = new PatternMask(IIN_SPACED_MASK);
    spaced.value = '900101300017';
    expect(spaced.value).toBe('900 101 300 017');
  });
});

// ------------------------------------------------------------------------------------------------------------
// MaskedInput against the react-imask input it replaces, in a form that keeps what the field reports

/** The masked input as it was: react-imask's IMaskInput with the same options. */
function ImaskInput({
  mask,
  value,
  onAccept,
}: {
  mask: string;
  value?: string;
  onAccept: (v: string, u: string) => void;
}) {
  const prepare = prepareOf(mask);
  return (
    <IMaskInput
      mask={mask}
      lazy
      placeholderChar="_"
      {...(prepare ? { prepare: (typed: string, m: { value: string }) => prepare(typed, m.value) } : {})}
      {...(value !== undefined ? { value: mask === PHONE_MASK && value === '7' ? '+7' : value } : {})}
      onAccept={(_v: string, m: { value: string; unmaskedValue: string }) =>
        onAccept(m.value, m.unmaskedValue)
      }
      aria-label="field"
    />
  );
}

type FormEdit = Edit | { kind: 'form'; value: string };

/** A form holding the field's value (or not: `keeps` false), given from outside at times. */
function runForm(mask: string, list: FormEdit[], own: boolean, keeps: boolean) {
  const accepted: string[][] = [];
  let setValue: (v: string) => void = () => {};
  function Form() {
    const [value, set] = useState(keeps ? '7' : '');
    setValue = set;
    const onAccept = (v: string, u: string) => {
      accepted.push([v, u]);
      if (keeps) set(v);
    };
    return own ? (
      <MaskedInput mask={mask} value={value} onAccept={onAccept} aria-label="field" />
    ) : (
      <ImaskInput mask={mask} value={value} onAccept={onAccept} />
    );
  }
  const view = render(<Form />);
  const el = screen.getByLabelText('field') as HTMLInputElement;
  const states = list.map((e) => {
    act(() => {
      if (e.kind === 'form') setValue(e.value);
      else edit(el, e, (v) => setValue(v));
    });
    return { value: el.value, start: el.selectionStart, end: el.selectionEnd, accepted: accepted.splice(0) };
  });
  view.unmount();
  return states;
}

describe('MaskedInput, as the react-imask input it replaces', () => {
  it.each(MASKS)('%s: a form that keeps the value, and one that does not', { timeout: 60_000 }, (mask) => {
    for (const keeps of [true, false])
      for (let seed = 1; seed <= 40; seed++) {
        const r = random(seed * 104729);
        const list: FormEdit[] = edits(r, 30).map((e) =>
          e.kind === 'give' && r() < 0.5 ? { kind: 'form', value: text(r, 12) } : e,
        );
        const theirs = runForm(mask, list, false, keeps);
        const ours = runForm(mask, list, true, keeps);
        ours.forEach((state, i) =>
          expect(state, `keeps ${keeps} seed ${seed} edit ${i} ${JSON.stringify(list[i])}`).toEqual(
            theirs[i],
          ),
        );
      }
  });
});
