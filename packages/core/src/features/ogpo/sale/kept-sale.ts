import * as z from 'zod/mini';
import { sealedKey } from '../../../shared/session/sealed';
import type { SessionStoreDeps } from '../../../shared/session/session-store';
import type { KeptSale } from '../policy/policy-context';
import { OgpoPolicySchema } from './contract';

/**
 * A sale in progress kept in the browser (beyond the spec: a reload, a closed tab or an expired session never loses
 * it). Sealed like the session (AES-GCM, a non-extractable key in IndexedDB) but with a key of its own, so logging
 * out or an expired session keeps it for the same seller; one slot per seller and variant. Anything unreadable
 * (another key, tampered, an old shape) is dropped.
 */

export const KEPT_SALE_KEY_ID = 'sale';
const slot = (userId: number, productType: number) => `ogpo-sale:${userId}:${productType}`;

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
  const sealed = sealedKey(deps.indexedDB, deps.crypto, KEPT_SALE_KEY_ID);
  return {
    async load(userId, productType) {
      const name = slot(userId, productType);
      const stored = deps.storage.getItem(name);
      if (stored === null) return null;
      try {
        const key = await sealed.read();
        if (!key) throw new Error('no key');
        const parsed = KeptSaleSchema.safeParse(JSON.parse(await sealed.open(key, name, stored)));
        if (!parsed.success || parsed.data.sale.policy.product_type !== productType) throw new Error('shape');
        return parsed.data;
      } catch {
        deps.storage.removeItem(name);
        return null;
      }
    },
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
