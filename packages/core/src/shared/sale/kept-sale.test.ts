import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MemoryStorage } from '../testing/memory-storage';
import { createKeptSaleStore, keptSaleSavedAt, type KeptSaleKind } from './kept-sale';

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
