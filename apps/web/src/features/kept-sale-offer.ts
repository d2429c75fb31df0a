// Home's offer of a sale in progress kept in the browser (after a reload, a closed tab or an expired session): reads
// the sealed store only (not the OGPO page's code), for a user who may open the OGPO page.
import { useEffect, useState } from 'react';
import { keptSaleSavedAt } from '@sakta/core/sale/kept-sale-slot';
import { almatyTime, formatServerTime } from '@sakta/core/shared';
import { browserStorage } from '../lib/browser-storage';

/** The kept sales home offers: the product family's slot, the variant, and the page that continues it. */
const KEPT_SALES = [
  { family: 'ogpo', variant: 1, title: 'ОГПО ВТС', href: '/ogpo?product=1' },
  { family: 'ogpo', variant: 2, title: 'ОГПО ВТС, временный въезд', href: '/ogpo?product=2' },
] as const;

export interface KeptSaleOfferItem {
  title: string;
  savedAt: string;
  href: string;
}

export function useKeptSaleOffers(userId: number, enabled: boolean): KeptSaleOfferItem[] {
  const [offers, setOffers] = useState<KeptSaleOfferItem[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const deps = { indexedDB, crypto, storage: browserStorage };
    void Promise.all(
      KEPT_SALES.map(async (v): Promise<KeptSaleOfferItem | null> => {
        const savedAt = await keptSaleSavedAt(deps, v.family, userId, v.variant).catch(() => null);
        return savedAt !== null
          ? {
              title: v.title,
              savedAt: formatServerTime(almatyTime(savedAt)),
              href: v.href,
            }
          : null;
      }),
    ).then((found) => live && setOffers(found.filter((o): o is KeptSaleOfferItem => o !== null)));
    return () => {
      live = false;
    };
  }, [userId, enabled]);
  return offers;
}
