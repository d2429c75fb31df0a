/**
 * The model of a masked input: a pattern ('+7(000) 000-0000', '000 000 000 000') where '0' is a digit and every
 * other character is fixed. It is imask's pattern mask (7.6) as the product uses it, lazy (no placeholder
 * characters shown), written out for this case only: the same steps on the same state, so typing, pasting,
 * deleting and the caret behave as they did with imask (apps/storybook/src/pattern-mask.test.ts replays random
 * edits on both).
 *
 * Each position of the pattern is a block holding one character or none; the filled blocks are always a prefix.
 * A fixed block is `raw` when the user typed its character (it then counts as typed input). An edit removes from
 * a position to the end and appends what was typed, then the input characters that followed (the tail); a typed
 * character is kept only if the whole tail still fits after it.
 */

export type Direction = 'NONE' | 'LEFT' | 'FORCE_LEFT' | 'RIGHT' | 'FORCE_RIGHT';

interface Block {
  /** The fixed character; null: an input block (a digit). */
  fixed: string | null;
  value: string;
  raw: boolean;
}

interface Flags {
  input?: boolean;
  raw?: boolean;
  tail?: boolean;
}

/** What an append did: the characters shown, those taken from the input, and the shift of the tail. */
class Change {
  constructor(
    public inserted = '',
    public rawInserted = '',
    public tailShift = 0,
    public skip = false,
  ) {}
  add(c: Change): this {
    this.inserted += c.inserted;
    this.rawInserted += c.rawInserted;
    this.tailShift += c.tailShift;
    this.skip ||= c.skip;
    return this;
  }
  get offset() {
    return this.tailShift + this.inserted.length;
  }
}

/** The input characters after a position, in runs of adjacent blocks (each run is appended on its own). */
type Tail = string[];

/** Turns what is typed or pasted (and each run of the tail) into what the mask appends; gets the shown value. */
export type MaskPrepare = (typed: string, shown: string) => string;

const DIGIT = /\d/;

export class PatternMask {
  private blocks: Block[];

  constructor(
    readonly mask: string,
    private readonly prepare?: MaskPrepare,
  ) {
    this.blocks = [...mask].map((ch) => ({ fixed: ch === '0' ? null : ch, value: '', raw: false }));
  }

  get value(): string {
    return this.blocks.map((b) => b.value).join('');
  }
  /** Sets the value as if it were typed at once (a pasted or given value). */
  set value(value: string) {
    this.resolve(value, { input: true });
  }
  /** The input characters only (the digits). */
  get unmaskedValue(): string {
    return this.blocks.map((b) => (b.fixed === null ? b.value : '')).join('');
  }
  set unmaskedValue(value: string) {
    this.resolve(value, {});
  }
  /** What the user typed: the digits and the fixed characters typed as such. */
  get rawInputValue(): string {
    return this.blocks.map((b) => (b.fixed === null || b.raw ? b.value : '')).join('');
  }
  get isComplete(): boolean {
    return this.blocks.every((b) => b.fixed !== null || b.value !== '');
  }

  private get state() {
    return this.blocks.map((b) => ({ ...b }));
  }
  private set state(state: Block[]) {
    this.blocks = state.map((b) => ({ ...b }));
  }

  private resolve(value: string, flags: Flags) {
    this.blocks.forEach((b) => {
      b.value = '';
      b.raw = false;
    });
    this.append(value, flags, ['']);
  }

  /** The block a position falls in (the first whose end is at or after it), with the offset in it. */
  private blockAt(pos: number): { index: number; offset: number } | undefined {
    let end = 0;
    for (let i = 0; i < this.blocks.length; i++) {
      const start = end;
      end += this.blocks[i]!.value.length;
      if (pos <= end) return { index: i, offset: pos - start };
    }
    return undefined;
  }

  private blockStart(index: number): number {
    return this.blocks.slice(0, index).reduce((pos, b) => pos + b.value.length, 0);
  }

  private forEachInRange(from: number, to: number, fn: (b: Block, i: number, f: number, t: number) => void) {
    const first = this.blockAt(from);
    if (!first) return;
    const last = this.blockAt(to);
    const same = last && first.index === last.index;
    fn(
      this.blocks[first.index]!,
      first.index,
      first.offset,
      last && same ? last.offset : this.blocks[first.index]!.value.length,
    );
    if (last && !same) {
      for (let i = first.index + 1; i < last.index; i++)
        fn(this.blocks[i]!, i, 0, this.blocks[i]!.value.length);
      fn(this.blocks[last.index]!, last.index, 0, last.offset);
    }
  }

  private appendToBlock(b: Block, ch: string, flags: Flags): Change {
    if (b.value) return new Change();
    if (b.fixed !== null) {
      const resolved = b.fixed === ch && !!(flags.input || flags.raw) && !flags.tail;
      b.value = b.fixed;
      b.raw = resolved;
      return new Change(b.fixed, resolved ? b.fixed : '');
    }
    if (ch && DIGIT.test(ch)) {
      b.value = ch;
      return new Change(ch, ch);
    }
    // a refused character is used up here: it goes no further
    return new Change('', '', 0, true);
  }

  private appendCharRaw(ch: string, flags: Flags): Change {
    const change = new Change();
    const at = this.blockAt(this.value.length);
    if (!at) return change;
    for (let i = at.index; i < this.blocks.length; i++) {
      const c = this.appendToBlock(this.blocks[i]!, ch, flags);
      change.add(c);
      if (c.rawInserted || c.skip) break;
    }
    return change;
  }

  private appendChar(ch: string, flags: Flags, checkTail: Tail | undefined): Change {
    const before = this.state;
    let change = new Change();
    if (ch) change.add(this.appendCharRaw(ch, flags));
    if (change.inserted && checkTail) {
      const beforeTail = this.state;
      const tail = this.appendTail(checkTail);
      const fits = tail.rawInserted.length === checkTail.join('').length;
      if (fits && tail.inserted) this.state = beforeTail;
      if (!fits) {
        change = new Change();
        this.state = before;
      }
    }
    return change;
  }

  private append(str: string, flags: Flags, tail?: Tail): Change {
    const typed = this.prepare ? this.prepare(str, this.value) : str;
    const change = new Change();
    // by UTF-16 unit, as imask does
    for (let i = 0; i < typed.length; i++) change.add(this.appendChar(typed[i]!, flags, tail));
    if (tail) change.tailShift += this.appendTail(tail).tailShift;
    return change;
  }

  private appendTail(tail: Tail): Change {
    const change = new Change();
    for (const run of tail) change.add(this.append(run, { tail: true }));
    return change;
  }

  private extractTail(from: number): Tail {
    const runs: Array<{ from: number; text: string }> = [];
    const to = this.value.length;
    if (from === to) return [];
    this.forEachInRange(from, to, (b, i, f, t) => {
      const text = b.fixed === null ? b.value.slice(f, t) : '';
      if (!text) return;
      const start = this.blockStart(i);
      const last = runs[runs.length - 1];
      if (last && start === last.from + last.text.length) last.text += text;
      else runs.push({ from: start, text });
    });
    return runs.map((r) => r.text);
  }

  private remove(from: number) {
    this.forEachInRange(from, this.value.length, (b, _i, f, t) => {
      if (b.fixed !== null) {
        b.value = b.value.slice(0, f) + b.value.slice(t);
        if (!b.value) b.raw = false;
      } else if (f === 0 && t >= 1) b.value = '';
    });
  }

  /** Replaces `deleteCount` characters at `start` by `inserted`; the change's offset places the caret. */
  splice(start: number, deleteCount: number, inserted: string, direction: Direction): Change {
    const tail = this.extractTail(start + deleteCount);
    let from = start;
    const change = new Change();
    if (direction !== 'NONE') {
      from = this.nearestInputPos(start, deleteCount > 1 && start !== 0 ? 'NONE' : direction);
      change.tailShift = from - start;
    }
    this.remove(from);
    return change.add(this.append(inserted, { input: true, raw: true }, tail));
  }

  /** The nearest position where input may go, from `pos` in `direction` (imask's pattern cursor). */
  nearestInputPos(pos: number, direction: Direction = 'NONE'): number {
    if (!this.blocks.length) return 0;
    const cursor = new Cursor(
      this.blocks,
      this.blockAt(pos) ?? { index: pos < 0 ? 0 : this.blocks.length, offset: 0 },
    );
    if (direction === 'NONE') {
      if (cursor.rightBeforeInput()) return cursor.pos;
      cursor.pop();
      if (cursor.leftBeforeInput()) return cursor.pos;
      return this.value.length;
    }
    if (direction === 'LEFT' || direction === 'FORCE_LEFT') {
      if (direction === 'LEFT') {
        cursor.rightBeforeFilled();
        if (cursor.ok && cursor.pos === pos) return pos;
        cursor.pop();
      }
      cursor.leftBeforeInput();
      cursor.leftBeforeInput();
      cursor.leftBeforeFilled();
      if (direction === 'LEFT') {
        cursor.rightBeforeInput();
        cursor.rightBeforeInput();
        if (cursor.ok && cursor.pos <= pos) return cursor.pos;
        cursor.pop();
        if (cursor.ok && cursor.pos <= pos) return cursor.pos;
        cursor.pop();
      }
      if (cursor.ok) return cursor.pos;
      if (direction === 'FORCE_LEFT') return 0;
      cursor.pop();
      if (cursor.ok) return cursor.pos;
      cursor.pop();
      if (cursor.ok) return cursor.pos;
      return 0;
    }
    cursor.rightBeforeInput();
    cursor.rightBeforeInput();
    if (cursor.rightBeforeFilled()) return cursor.pos;
    if (direction === 'FORCE_RIGHT') return this.value.length;
    cursor.pop();
    if (cursor.ok) return cursor.pos;
    cursor.pop();
    if (cursor.ok) return cursor.pos;
    return this.nearestInputPos(pos, 'LEFT');
  }
}

/** A position as a block and an offset in it, moved block by block; each move can be undone (`pop`). */
class Cursor {
  private log: Array<{ index: number; offset: number; ok: boolean }> = [];
  index: number;
  offset: number;
  ok = false;

  constructor(
    private readonly blocks: Block[],
    at: { index: number; offset: number },
  ) {
    this.index = at.index;
    this.offset = at.offset;
  }

  get pos(): number {
    return this.blocks.slice(0, this.index).reduce((p, b) => p + b.value.length, 0) + this.offset;
  }

  pop() {
    const s = this.log.pop();
    if (s) Object.assign(this, s);
  }

  private bind() {
    if (this.blocks[this.index]) return;
    if (this.index < 0) {
      this.index = 0;
      this.offset = 0;
    }
    if (this.index >= this.blocks.length) {
      this.index = this.blocks.length - 1;
      this.offset = this.blocks[this.index]!.value.length;
    }
  }

  private left(fn: (b: Block) => boolean): boolean {
    this.log.push({ index: this.index, offset: this.offset, ok: this.ok });
    for (this.bind(); this.index >= 0; --this.index, this.offset = this.blocks[this.index]?.value.length ?? 0)
      if (fn(this.blocks[this.index]!)) return (this.ok = true);
    return (this.ok = false);
  }

  private right(fn: (b: Block) => boolean): boolean {
    this.log.push({ index: this.index, offset: this.offset, ok: this.ok });
    for (this.bind(); this.index < this.blocks.length; ++this.index, this.offset = 0)
      if (fn(this.blocks[this.index]!)) return (this.ok = true);
    return (this.ok = false);
  }

  /** An input block's nearest position: anywhere in a filled one, else its start (left) or end (right). */
  private bound(b: Block, toLeft: boolean | null) {
    const at = Math.min(Math.max(this.offset, 0), b.value.length);
    return toLeft === null || b.value ? at : toLeft ? 0 : b.value.length;
  }

  leftBeforeFilled() {
    return this.left((b) => {
      if (b.fixed !== null || !b.value) return false;
      this.offset = this.bound(b, true);
      return this.offset !== 0;
    });
  }
  leftBeforeInput() {
    return this.left((b) => {
      if (b.fixed !== null) return false;
      this.offset = this.bound(b, true);
      return true;
    });
  }
  rightBeforeFilled() {
    return this.right((b) => {
      if (b.fixed !== null || !b.value) return false;
      this.offset = this.bound(b, false);
      return this.offset !== b.value.length;
    });
  }
  rightBeforeInput() {
    return this.right((b) => {
      if (b.fixed !== null) return false;
      this.offset = this.bound(b, null);
      return true;
    });
  }
}
