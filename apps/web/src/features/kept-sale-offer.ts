// Home's offer of the sales in progress kept in the browser (after a reload, a closed tab or an expired session),
// every product's: reads the sealed store only (not the sale pages' code), for the pages the user may open.
import { useEffect, useState } from 'react';
import { keptSaleOffers, type KeptSalePage } from '@sakta/core/sale/kept-sale-slot';
import { almatyTime, formatServerTime } from '@sakta/core/shared';
import { browserStorage } from '../lib/browser-storage';

export interface KeptSaleOfferItem {
  title: string;
  savedAt: string;
  href: string;
}

/** The offers of the kept sales whose page is among `pages` (the routes home shows the user a tile of). */
export function useKeptSaleOffers(userId: number, pages: ReadonlyArray<string>): KeptSaleOfferItem[] {
  const [offers, setOffers] = useState<KeptSaleOfferItem[]>([]);
  const mayOpen = pages.join(',');
  useEffect(() => {
    if (!mayOpen) return;
    let live = true;
    const routes = new Set(mayOpen.split(','));
    const deps = { indexedDB, crypto, storage: browserStorage };
    void keptSaleOffers(deps, userId, (route: KeptSalePage['route']) => routes.has(route)).then(
      (found) =>
        live &&
        setOffers(
          found.map((o) => ({
            title: o.title,
            savedAt: formatServerTime(almatyTime(o.savedAt)),
            href: o.href,
          })),
        ),
    );
    return () => {
      live = false;
    };
  }, [userId, mayOpen]);
  return offers;
}
