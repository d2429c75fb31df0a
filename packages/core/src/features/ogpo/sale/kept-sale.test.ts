import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../shared/testing/memory-storage';
import { createSessionStore } from '../../../shared/session/session-store';
import { OGPO_COMPLETE_POLICY } from '../testing/fixtures';
import { createOgpoKeptSaleStore as createKeptSaleStore } from './kept-sale';

const sale = {
  policy: OGPO_COMPLETE_POLICY,
  draftId: null,
  payment: { method: 'card' as const, policyId: 501, url: '/epay/501', invoice: null },
};

function setup() {
  const storage = new MemoryStorage();
  const deps = { indexedDB: new IDBFactory(), crypto: globalThis.crypto, storage };
  return { storage, deps, store: createKeptSaleStore(deps) };
}

describe('the sale kept in the browser', () => {
  it('gives back the same sale to the same seller and variant, sealed (no readable text in the storage)', async () => {
    const { storage, store } = setup();
    await store.save(9, 1, sale, 1_000);
    expect(await store.load(9, 1)).toEqual({ sale, savedAt: 1_000 });
    const stored = [...storage.map.values()].join('');
    expect(stored).not.toContain('Сагинтаев');
    expect(stored).not.toContain(OGPO_COMPLETE_POLICY.number);
    // another seller, another variant: nothing
    expect(await store.load(10, 1)).toBeNull();
    expect(await store.load(9, 2)).toBeNull();
  });

  it('keeps the calculation of a calculated sale (issue 30 item 4: a reload after «Рассчитать» keeps the premium)', async () => {
    const { store } = setup();
    const calculated = {
      policy: OGPO_COMPLETE_POLICY,
      draftId: null,
      payment: null,
      calculation: { premium: 14_577, calculationDate: '2026-11-26 10:15:00' },
    };
    await store.save(9, 1, calculated, 1_000);
    expect((await store.load(9, 1))?.sale.calculation).toEqual(calculated.calculation);
  });

  it('outlives the session: logging out (the session key deleted) keeps the sale', async () => {
    const { deps, store } = setup();
    const session = createSessionStore(deps);
    await store.save(9, 1, sale, 1_000);
    await session.clear();
    expect((await store.load(9, 1))?.sale.policy.number).toBe(OGPO_COMPLETE_POLICY.number);
  });

  it('drops a tampered or swapped value, and a discarded sale is gone', async () => {
    const { storage, store } = setup();
    await store.save(9, 1, sale, 1_000);
    await store.save(9, 2, { ...sale, policy: { ...sale.policy, product_type: 2 } }, 1_000);
    // the Temporary-entry value moved into the Standard slot: its slot name is authenticated
    storage.setItem('ogpo-sale:9:1', storage.getItem('ogpo-sale:9:2') as string);
    expect(await store.load(9, 1)).toBeNull();
    expect(storage.getItem('ogpo-sale:9:1')).toBeNull();
    await store.discard(9, 2);
    expect(await store.load(9, 2)).toBeNull();
  });
});
