import * as z from 'zod/mini';
import { sealedKey } from '../session/sealed';
import type { SessionStoreDeps } from '../session/session-store';

/**
 * Where a kept sale lives (one sealed slot per product, seller and variant, under a key of its own) and what home
 * reads of it: only when it was kept, so home's offer carries no product's contract. A sale page reads the whole
 * sale (kept-sale.ts). The slot's name is sealed with the sale, so a sale cannot be moved to another slot.
 */

export const KEPT_SALE_KEY_ID = 'sale';
/** The slot of a product's sale (`family`: 'ogpo', 'property', 'casco') for a seller and a variant. */
export const keptSaleSlot = (family: string, userId: number, variant: number) =>
  `${family}-sale:${userId}:${variant}`;

export const keptSaleKey = (deps: SessionStoreDeps) =>
  sealedKey(deps.indexedDB, deps.crypto, KEPT_SALE_KEY_ID);

/** Opens the slot and checks its content with `read`; anything unreadable is dropped. */
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
  sale: z.object({ policy: z.object({ number: z.string() }) }),
});

/** When the seller's sale of this product and variant was kept (ms), or null when there is none (or unreadable). */
export async function keptSaleSavedAt(
  deps: SessionStoreDeps,
  family: string,
  userId: number,
  variant: number,
): Promise<number | null> {
  return openKeptSale(deps, keptSaleSlot(family, userId, variant), (json) => {
    const parsed = KeptSaleSummarySchema.safeParse(json);
    return parsed.success ? parsed.data.savedAt : null;
  });
}
