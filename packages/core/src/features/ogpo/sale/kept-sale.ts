import * as z from 'zod/mini';
import type { SessionStoreDeps } from '../../../shared/session/session-store';
import type { KeptSale } from '../policy/policy-context';
import { OgpoPolicySchema } from './contract';
import { keptSaleKey, keptSaleSlot, openKeptSale } from './kept-sale-slot';

export { KEPT_SALE_KEY_ID, keptSaleSavedAt } from './kept-sale-slot';

/**
 * A sale in progress kept in the browser (beyond the spec: a reload, a closed tab or an expired session never loses
 * it). Sealed like the session (AES-GCM, a non-extractable key in IndexedDB) but with a key of its own, so logging
 * out or an expired session keeps it for the same seller; one slot per seller and variant. Anything unreadable
 * (another key, tampered, an old shape) is dropped.
 */

const slot = keptSaleSlot;

const KeptSaleSchema = z.object({
  savedAt: z.number(),
  sale: z.object({
    policy: OgpoPolicySchema,
    draftId: z.nullable(z.string()),
    payment: z.nullable(
      z.object({
        method: z.enum(['transfer', 'card', 'kaspi']),
        policyId: z.number(),
        url: z.string(),
        invoice: z.nullable(z.string()),
      }),
    ),
    calculation: z.optional(z.nullable(z.object({ premium: z.number(), calculationDate: z.string() }))),
  }),
}) satisfies z.ZodMiniType<KeptSaleEntry>;

export interface KeptSaleEntry {
  sale: KeptSale;
  /** When it was kept (ms). */
  savedAt: number;
}

export interface KeptSaleStore {
  load(userId: number, productType: number): Promise<KeptSaleEntry | null>;
  save(userId: number, productType: number, sale: KeptSale, now: number): Promise<void>;
  discard(userId: number, productType: number): Promise<void>;
}

export function createKeptSaleStore(deps: SessionStoreDeps): KeptSaleStore {
  const sealed = keptSaleKey(deps);
  return {
    load: (userId, productType) =>
      openKeptSale(deps, slot(userId, productType), (json) => {
        const parsed = KeptSaleSchema.safeParse(json);
        return parsed.success && parsed.data.sale.policy.product_type === productType ? parsed.data : null;
      }),
    async save(userId, productType, sale, now) {
      const name = slot(userId, productType);
      const key = await sealed.getOrCreate();
      deps.storage.setItem(name, await sealed.seal(key, name, JSON.stringify({ savedAt: now, sale })));
    },
    async discard(userId, productType) {
      deps.storage.removeItem(slot(userId, productType));
    },
  };
}
