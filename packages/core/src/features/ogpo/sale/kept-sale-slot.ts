import * as z from 'zod/mini';
import { sealedKey } from '../../../shared/session/sealed';
import type { SessionStoreDeps } from '../../../shared/session/session-store';

/**
 * Where a kept sale lives (one sealed slot per seller and variant, under a key of its own) and what home reads of
 * it: only when it was kept, so home's offer carries no OGPO contract. The OGPO page reads the whole sale
 * (kept-sale.ts).
 */

export const KEPT_SALE_KEY_ID = 'sale';
export const keptSaleSlot = (userId: number, productType: number) => `ogpo-sale:${userId}:${productType}`;

export const keptSaleKey = (deps: SessionStoreDeps) =>
  sealedKey(deps.indexedDB, deps.crypto, KEPT_SALE_KEY_ID);

/** Opens the slot and checks its content with `schema`; anything unreadable is dropped. */
export async function openKeptSale<T>(
  deps: SessionStoreDeps,
  name: string,
  read: (json: unknown) => T | null,
): Promise<T | null> {
  const stored = deps.storage.getItem(name);
  if (stored === null) return null;
  try {
    const sealed = keptSaleKey(deps);
    const key = await sealed.read();
    if (!key) throw new Error('no key');
    const value = read(JSON.parse(await sealed.open(key, name, stored)));
    if (value === null) throw new Error('shape');
    return value;
  } catch {
    deps.storage.removeItem(name);
    return null;
  }
}

const KeptSaleSummarySchema = z.object({
  savedAt: z.number(),
  sale: z.object({ policy: z.object({ product_type: z.number() }) }),
});

/** When the seller's sale of this variant was kept (ms), or null when there is none (or it is unreadable). */
export async function keptSaleSavedAt(
  deps: SessionStoreDeps,
  userId: number,
  productType: number,
): Promise<number | null> {
  return openKeptSale(deps, keptSaleSlot(userId, productType), (json) => {
    const parsed = KeptSaleSummarySchema.safeParse(json);
    return parsed.success && parsed.data.sale.policy.product_type === productType
      ? parsed.data.savedAt
      : null;
  });
}
