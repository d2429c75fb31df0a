import { ROUTES, type RouteId } from './routes';

/**
 * Where a draft or a policy of a product is opened (spec part 2 section 2.1 "Product to page": DSD_FI and DSI_FI to
 * Properties; the four casco codes to Casco; OGPO_WEB_EA to Ogpo; VZR_EU to Traveling), with query draft set to the
 * draft's id; OGPO also carries its product type (the page's query product, 1 or 2). The history panel and the
 * drafts screen use it. A page that is not built (the web's screens) or has no path (Traveling) gives no link.
 */

export type ProductPage = 'ogpo' | 'properties' | 'casco' | 'traveling';

const PAGES: Readonly<Record<string, ProductPage>> = {
  DSD_FI: 'properties',
  DSI_FI: 'properties',
  DSAT_CASCO_FRE: 'casco',
  DSAT_CASCO_TRL: 'casco',
  DSAT_CASCO_SE1: 'casco',
  DSAT_CASCO_SE2: 'casco',
  OGPO_WEB_EA: 'ogpo',
  VZR_EU: 'traveling',
};

export function productPageOf(code: string): ProductPage | null {
  return PAGES[code] ?? null;
}

/** What a link needs: the product code, OGPO's product type, the draft to open. */
export interface DraftTarget {
  product: string;
  product_type?: number | null;
  draft: string | null;
}

/** The link to open a draft on its product's page, or null (no draft, no page, or the page is not built). */
export function draftHref(target: DraftTarget, isBuilt: (id: RouteId) => boolean): string | null {
  const page = productPageOf(target.product);
  if (!target.draft || !page || page === 'traveling' || !isBuilt(page)) return null;
  const query = new URLSearchParams();
  if (page === 'ogpo' && (target.product_type === 1 || target.product_type === 2))
    query.set('product', String(target.product_type));
  query.set('draft', target.draft);
  return `${ROUTES[page].path}?${query.toString()}`;
}
