import * as z from 'zod/mini';
import type { SessionKey, SessionStoreDeps } from '../session/session-store';
import type { KeptSale } from './types';
import { keptSaleKey, keptSaleSlot, openKeptSale } from './kept-sale-slot';

export { KEPT_SALE_KEY_ID, keptSaleSavedAt } from './kept-sale-slot';

/**
 * A sale in progress kept in the browser (beyond the spec: a reload, a closed tab or an expired session never loses
 * it). Sealed like the session (AES-GCM, a non-extractable key in IndexedDB) but with a key of its own, so logging
 * out or an expired session keeps it for the same seller; one slot per product, seller and variant. Anything
 * unreadable (another key, tampered, an old shape, a policy of another variant) is dropped.
 */

/** Which product's sales a store keeps: its slots' family, its policy's schema and the variant of a policy. */
export interface KeptSaleKind<Policy> {
  family: string;
  policy: z.ZodMiniType<Policy>;
  variantOf(policy: Policy): number;
}

export interface KeptSaleEntry<Policy> {
  sale: KeptSale<Policy>;
  /** When it was kept (ms). */
  savedAt: number;
}

export interface KeptSaleStore<Policy> {
  load(userId: number, variant: number): Promise<KeptSaleEntry<Policy> | null>;
  save(userId: number, variant: number, sale: KeptSale<Policy>, now: number): Promise<void>;
  discard(userId: number, variant: number): Promise<void>;
}

const PaymentSchema = z.object({
  method: z.enum(['transfer', 'card', 'kaspi']),
  policyId: z.number(),
  url: z.string(),
  invoice: z.nullable(z.string()),
});

const CalculationSchema = z.object({ premium: z.number(), calculationDate: z.string() });

function entrySchema<Policy>(policy: z.ZodMiniType<Policy>) {
  return z.object({
    savedAt: z.number(),
    sale: z.object({
      policy,
      draftId: z.nullable(z.string()),
      payment: z.nullable(PaymentSchema),
      calculation: z.optional(z.nullable(CalculationSchema)),
      saved: z.optional(z.boolean()),
    }),
  });
}

export function createKeptSaleStore<Policy>(
  deps: SessionStoreDeps,
  kind: KeptSaleKind<Policy>,
): KeptSaleStore<Policy> {
  const sealed = keptSaleKey(deps);
  // the key is read once (an IndexedDB round trip per write would make a page left right after a change lose it)
  let key: Promise<SessionKey> | null = null;
  const sealingKey = () =>
    (key ??= sealed.getOrCreate().catch((error: unknown) => {
      key = null;
      throw error;
    }));
  const schema = entrySchema(kind.policy);
  const slot = (userId: number, variant: number) => keptSaleSlot(kind.family, userId, variant);
  return {
    load: (userId, variant) =>
      openKeptSale(deps, slot(userId, variant), (json) => {
        const parsed = schema.safeParse(json);
        return parsed.success && kind.variantOf(parsed.data.sale.policy) === variant
          ? (parsed.data as KeptSaleEntry<Policy>)
          : null;
      }),
    async save(userId, variant, sale, now) {
      const name = slot(userId, variant);
      const sealing = await sealingKey();
      deps.storage.setItem(name, await sealed.seal(sealing, name, JSON.stringify({ savedAt: now, sale })));
    },
    async discard(userId, variant) {
      deps.storage.removeItem(slot(userId, variant));
    },
  };
}
