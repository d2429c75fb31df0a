import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MemoryStorage } from '../testing/memory-storage';
import { createKeptSaleStore, keptSaleSavedAt, type KeptSaleKind } from './kept-sale';
import { forgetKeptDraft, keptSaleOffers } from './kept-sale-slot';

/** Two products' kept sales: each its own slots, read by its own schema. */
interface Policy {
  number: string;
  product: string;
}
const kind = (family: string, product: string): KeptSaleKind<Policy> => ({
  family,
  policy: z.object({ number: z.string(), product: z.literal(product) }),
  variantOf: () => 1,
});
const PROPERTY = kind('property', 'DSI_FI');
const CASCO = kind('casco', 'DSAT_CASCO_FRE');
const sale = {
  policy: { number: '01JSAKE0000000000000000901', product: 'DSI_FI' },
  draftId: null,
  payment: null,
};

describe("a product's kept sale", () => {
  it("is kept in the product's own slot: another product's page and home's offer of it find nothing", async () => {
    const deps = { indexedDB: new IDBFactory(), crypto: globalThis.crypto, storage: new MemoryStorage() };
    await createKeptSaleStore(deps, PROPERTY).save(9, 1, sale, 5_000);
    expect(await createKeptSaleStore(deps, PROPERTY).load(9, 1)).toEqual({ sale, savedAt: 5_000 });
    expect(await keptSaleSavedAt(deps, 'property', 9, 1)).toBe(5_000);
    expect(await keptSaleSavedAt(deps, 'casco', 9, 1)).toBeNull();
    expect(await createKeptSaleStore(deps, CASCO).load(9, 1)).toBeNull();
  });

  it("drops what its product's schema does not read", async () => {
    const deps = { indexedDB: new IDBFactory(), crypto: globalThis.crypto, storage: new MemoryStorage() };
    await createKeptSaleStore(deps, PROPERTY).save(
      9,
      1,
      { ...sale, policy: { ...sale.policy, product: 'X' } },
      1,
    );
    expect(await createKeptSaleStore(deps, PROPERTY).load(9, 1)).toBeNull();
  });
});

describe("home's offer of the kept sales", () => {
  it("lists every product's kept sale the seller may open, with its page and when it was kept", async () => {
    const deps = { indexedDB: new IDBFactory(), crypto: globalThis.crypto, storage: new MemoryStorage() };
    await createKeptSaleStore(deps, PROPERTY).save(9, 1, sale, 5_000);
    await createKeptSaleStore(deps, CASCO).save(
      9,
      1,
      { ...sale, policy: { number: '01JSAKE0000000000000000902', product: 'DSAT_CASCO_FRE' } },
      6_000,
    );
    const offers = await keptSaleOffers(deps, 9, () => true);
    expect(offers.map((o) => [o.title, o.href, o.savedAt])).toEqual([
      ['Имущество', '/financial-institutions/properties', 5_000],
      ['Каско', '/financial-institutions/casco', 6_000],
    ]);
    // a page the seller's role does not open offers nothing; another seller has nothing kept
    expect((await keptSaleOffers(deps, 9, (route) => route !== 'casco')).map((o) => o.title)).toEqual([
      'Имущество',
    ]);
    expect(await keptSaleOffers(deps, 10, () => true)).toEqual([]);
  });
});

describe('a deleted draft', () => {
  it('is forgotten by the browser: its kept copy (by draft id or number) goes, other sales stay', async () => {
    const deps = { indexedDB: new IDBFactory(), crypto: globalThis.crypto, storage: new MemoryStorage() };
    const draft = '01JSAKE0000000000000000DRF';
    await createKeptSaleStore(deps, PROPERTY).save(9, 1, { ...sale, draftId: draft }, 5_000);
    await createKeptSaleStore(deps, CASCO).save(
      9,
      1,
      { ...sale, policy: { number: '01JSAKE0000000000000000902', product: 'DSAT_CASCO_FRE' } },
      6_000,
    );
    await forgetKeptDraft(deps, 9, draft);
    expect(await createKeptSaleStore(deps, PROPERTY).load(9, 1)).toBeNull();
    expect(await keptSaleSavedAt(deps, 'casco', 9, 1)).toBe(6_000);
    // a sale saved under its own number is that draft too
    await forgetKeptDraft(deps, 9, '01JSAKE0000000000000000902');
    expect(await keptSaleSavedAt(deps, 'casco', 9, 1)).toBeNull();
  });
});
