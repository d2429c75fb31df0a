import * as z from 'zod/mini';
import { sealedKey } from '../session/sealed';
import type { SessionStoreDeps } from '../session/session-store';

/**
 * Where a kept sale lives (one sealed slot per product, seller and variant, under a key of its own) and what home
 * and the drafts screen read of it: when it was kept, and which draft it is, so they carry no product's contract. A
 * sale page reads the whole sale (kept-sale.ts). The slot's name is sealed with the sale, so a sale cannot be moved
 * to another slot.
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
  sale: z.object({ policy: z.object({ number: z.string() }), draftId: z.nullable(z.string()) }),
});
type KeptSaleSummary = z.infer<typeof KeptSaleSummarySchema>;

const summaryOf = (json: unknown): KeptSaleSummary | null => {
  const parsed = KeptSaleSummarySchema.safeParse(json);
  return parsed.success ? parsed.data : null;
};

/** When the seller's sale of this product and variant was kept (ms), or null when there is none (or unreadable). */
export async function keptSaleSavedAt(
  deps: SessionStoreDeps,
  family: string,
  userId: number,
  variant: number,
): Promise<number | null> {
  const summary = await openKeptSale(deps, keptSaleSlot(family, userId, variant), summaryOf);
  return summary?.savedAt ?? null;
}

/**
 * Every product's kept sale (one per slot: family and variant) with the page that continues it; `route` is the
 * page's route id, whose access home checks. Each product's store keeps its sales under its family (the features'
 * `*_KEPT` kinds).
 */
export const KEPT_SALE_PAGES = [
  { family: 'ogpo', variant: 1, route: 'ogpo', title: 'ОГПО ВТС', href: '/ogpo?product=1' },
  { family: 'ogpo', variant: 2, route: 'ogpo', title: 'ОГПО ВТС, временный въезд', href: '/ogpo?product=2' },
  {
    family: 'property',
    variant: 1,
    route: 'properties',
    title: 'Имущество',
    href: '/financial-institutions/properties',
  },
  { family: 'casco', variant: 1, route: 'casco', title: 'Каско', href: '/financial-institutions/casco' },
] as const;
export type KeptSalePage = (typeof KEPT_SALE_PAGES)[number];

/** The seller's kept sales of the pages they may open, with when each was kept (ms), in the order of the list. */
export async function keptSaleOffers(
  deps: SessionStoreDeps,
  userId: number,
  mayOpen: (route: KeptSalePage['route']) => boolean,
): Promise<Array<KeptSalePage & { savedAt: number }>> {
  const found = await Promise.all(
    KEPT_SALE_PAGES.filter((page) => mayOpen(page.route)).map(async (page) => {
      const savedAt = await keptSaleSavedAt(deps, page.family, userId, page.variant).catch(() => null);
      return savedAt === null ? null : { ...page, savedAt };
    }),
  );
  return found.filter((offer) => offer !== null);
}

/**
 * A deleted draft is forgotten by the browser too: every kept sale of the seller that is that draft (its draft id,
 * or its number: a draft's id is its sale's number) is dropped, so no page puts it back.
 */
export async function forgetKeptDraft(
  deps: SessionStoreDeps,
  userId: number,
  draftId: string,
): Promise<void> {
  await Promise.all(
    KEPT_SALE_PAGES.map(async ({ family, variant }) => {
      const name = keptSaleSlot(family, userId, variant);
      const summary = await openKeptSale(deps, name, summaryOf);
      if (summary && (summary.sale.draftId === draftId || summary.sale.policy.number === draftId))
        deps.storage.removeItem(name);
    }),
  );
}
