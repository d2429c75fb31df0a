import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftDigest, type KeptSale, type KeptSaleKind, type SaleCore } from '@sakta/core/sale';
import { keepingOf, keepSale, type KeptSaleActor } from './kept-sale';

/**
 * What the sale page keeps in the browser, and when (issue 43 item 5): a draft opened over a kept sale that is not
 * saved asks first, so the kept copy must say 'saved' as soon as the page's sale is its draft. A page left right after
 * 'Сохранить как черновик' by a full load (the address typed, a reload) writes nothing more: its flush on leaving
 * cannot finish a sealed write.
 */

interface Policy {
  number: string;
  insurer: string | null;
  bank: string | null;
  manager: number;
}
type Context = Pick<SaleCore, 'draftId' | 'payment' | 'premium' | 'calculationDate' | 'savedDigest'> & {
  policy: Policy;
};

const policyOf = (c: Context) => c.policy;
const keeping = keepingOf({ family: 'test' } as KeptSaleKind<Policy>, {
  canSaveDraft: (c: Context) => c.policy.insurer !== null,
  policyOf,
});

/** The page's actor: each `show` is a snapshot of the open page. */
function page() {
  let observer: ((s: { matches(state: unknown): boolean; context: Context }) => void) | undefined;
  const actor: KeptSaleActor<Context> = {
    subscribe(next) {
      observer = next;
      return { unsubscribe: () => (observer = undefined) };
    },
  };
  return { actor, show: (context: Context) => observer?.({ matches: (s) => s === 'open', context }) };
}

const fresh: Context = {
  policy: { number: '01JSAKE0000000000000000901', insurer: null, bank: null, manager: 4 },
  draftId: null,
  payment: null,
  premium: null,
  calculationDate: null,
  savedDigest: null,
};

function keeper() {
  const { actor, show } = page();
  const written: Array<KeptSale<Policy>> = [];
  const kept = keepSale(
    actor,
    keeping,
    { save: (sale) => written.push(sale), discard: () => {} },
    { current: false },
  );
  return { show, written, kept };
}

describe('the sale kept in the browser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the save of a draft at once: the page left right after it leaves the saved sale, not the copy of before', () => {
    const { show, written } = keeper();
    const withInsurer = { ...fresh, policy: { ...fresh.policy, insurer: '600501300336' } };
    show(withInsurer);
    vi.advanceTimersByTime(1_000);
    // the bank, then 'Сохранить как черновик' at once: the kernel remembers what it sent, the answer names the draft
    const withBank = { ...withInsurer, policy: { ...withInsurer.policy, bank: '940140000385' } };
    show(withBank);
    const digest = draftDigest(policyOf(withBank));
    show({ ...withBank, draftId: withBank.policy.number, savedDigest: digest });

    // no delay waited: the page may be gone before it ends
    expect(written.at(-1)).toMatchObject({
      policy: { bank: '940140000385' },
      draftId: withBank.policy.number,
      saved: true,
    });
  });

  it('keeps the first change after a save at once, and typing once the page is quiet', () => {
    const { show, written } = keeper();
    const saved = {
      ...fresh,
      policy: { ...fresh.policy, insurer: '600501300336' },
      draftId: fresh.policy.number,
    };
    const digest = draftDigest(policyOf(saved));
    show({ ...saved, savedDigest: digest });
    expect(written.at(-1)).toMatchObject({ saved: true });

    // a change: the sale is no longer its draft
    show({ ...saved, savedDigest: digest, policy: { ...saved.policy, bank: '9' } });
    expect(written.at(-1)).toMatchObject({ policy: { bank: '9' }, saved: false });
    // typing on: kept once the page has been quiet for the delay
    show({ ...saved, savedDigest: digest, policy: { ...saved.policy, bank: '94' } });
    show({ ...saved, savedDigest: digest, policy: { ...saved.policy, bank: '940' } });
    expect(written).toHaveLength(2);
    vi.advanceTimersByTime(400);
    expect(written).toHaveLength(3);
    expect(written.at(-1)).toMatchObject({ policy: { bank: '940' }, saved: false });
  });

  it('writes what waits when the page is left', () => {
    const { show, written, kept } = keeper();
    show({ ...fresh, policy: { ...fresh.policy, insurer: '600501300336' } });
    show({ ...fresh, policy: { ...fresh.policy, insurer: '600501300336', bank: '940140000385' } });
    kept.flush();
    expect(written.at(-1)).toMatchObject({ policy: { bank: '940140000385' }, saved: false });
    kept.stop();
    show({ ...fresh, policy: { ...fresh.policy, insurer: '850315300128' } });
    vi.advanceTimersByTime(1_000);
    expect(written.at(-1)).toMatchObject({ policy: { insurer: '600501300336' } });
  });
});
