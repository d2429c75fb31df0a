import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_DELAY_MS, reviewKeeper } from './podft-kept';

/**
 * What /podfts keeps of the officer's work, and when (issue 44 item 9): the record opened or closed at once, the
 * decision and the comment once the officer pauses, and whatever waits when the page goes (the session ended).
 */

function keeper() {
  const writes: unknown[] = [];
  const k = reviewKeeper({ save: (review) => writes.push(review), discard: () => writes.push('discard') });
  return { k, writes };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the review keeper', () => {
  it('keeps an opened record at once, typing after a pause, and forgets a closed one at once', () => {
    const { k, writes } = keeper();
    k.show({ id: 12, decision: null });
    k.show({ id: 12, decision: { status: 3, comment: '' } });
    expect(writes).toEqual([{ id: 12, decision: null }]);
    k.show({ id: 12, decision: { status: 4, comment: 'Ист' } });
    k.show({ id: 12, decision: { status: 4, comment: 'Источник' } });
    vi.advanceTimersByTime(KEEP_DELAY_MS - 1);
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual([
      { id: 12, decision: null },
      { id: 12, decision: { status: 4, comment: 'Источник' } },
    ]);
    k.show(null);
    expect(writes.at(-1)).toBe('discard');
  });

  it('writes what waits when the page goes, and nothing twice', () => {
    const { k, writes } = keeper();
    k.show({ id: 12, decision: null });
    k.show({ id: 12, decision: { status: 4, comment: 'Источник средств не подтверждён' } });
    k.flush();
    expect(writes).toEqual([
      { id: 12, decision: null },
      { id: 12, decision: { status: 4, comment: 'Источник средств не подтверждён' } },
    ]);
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    k.flush();
    k.show({ id: 12, decision: { status: 4, comment: 'Источник средств не подтверждён' } });
    expect(writes).toHaveLength(2);
  });

  it('keeps another record at once, over the typing that waited', () => {
    const { k, writes } = keeper();
    k.show({ id: 12, decision: { status: 3, comment: '' } });
    k.show({ id: 12, decision: { status: 3, comment: 'Док' } });
    k.show({ id: 5, decision: null });
    expect(writes).toEqual([
      { id: 12, decision: { status: 3, comment: '' } },
      { id: 5, decision: null },
    ]);
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    expect(writes).toHaveLength(2);
  });
});
