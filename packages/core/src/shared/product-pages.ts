import { OGPO_VARIANT_CODES } from './product-availability';
import { ROUTES, type RouteId } from './routes';

/**
 * Where a draft or a policy of a product is opened (spec part 2 section 2.1 "Product to page": DSD_FI and DSI_FI to
 * Properties; the four casco codes to Casco; OGPO_WEB_EA to Ogpo; VZR_EU to Traveling), with query draft set to the
 * draft's id; OGPO also carries its product type (the page's query product, 1 or 2). The history panel and the
 * drafts screen use it. A page that is not built (the web's screens) gives no link.
 */

export type ProductPage = Extract<RouteId, 'ogpo' | 'properties' | 'casco' | 'traveling'>;

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

/**
 * The products' names as the drafts screen and the history panel show them (OGPO by its product type: the OGPO page's
 * titles 'ОГПО ВТС' and 'Временный въезд' of spec 2.1, and the transit variant).
 */
const OGPO_NAMES: Readonly<Record<number, string>> = {
  1: 'ОГПО ВТС',
  2: 'Временный въезд',
  3: 'ОГПО (транзит)',
};
const PRODUCT_NAMES: Readonly<Record<string, string>> = {
  DSD_FI: 'Имущество (движимое)',
  DSI_FI: 'Имущество (недвижимое)',
  DSAT_CASCO_FRE: 'Каско: грузовые ТС',
  DSAT_CASCO_TRL: 'Каско: прицепы',
  DSAT_CASCO_SE1: 'Каско: спецтехника (с риском НС)',
  DSAT_CASCO_SE2: 'Каско: спецтехника (без риска НС)',
  VZR_EU: 'Страхование выезжающих за рубеж',
};

/** A product's name: OGPO by its type (Standard when unknown), others by code (the code itself when unknown). */
export function productName(code: string, productType: number | null | undefined): string {
  if (code === 'OGPO_WEB_EA') return OGPO_NAMES[productType ?? 1] ?? OGPO_NAMES[1]!;
  return PRODUCT_NAMES[code] ?? code;
}

/**
 * A catalogue code's name (the admin's products, whose OGPO variants have codes of their own): the same names as
 * the drafts, the history and the dashboard show, so the catalogue cannot contradict them.
 */
export function catalogueProductName(code: string): string {
  const variant = Object.entries(OGPO_VARIANT_CODES).find(([, c]) => c === code);
  return variant ? productName('OGPO_WEB_EA', Number(variant[0])) : productName(code, null);
}

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
  if (!target.draft || !page || !isBuilt(page)) return null;
  const query = new URLSearchParams();
  if (page === 'ogpo' && (target.product_type === 1 || target.product_type === 2))
    query.set('product', String(target.product_type));
  query.set('draft', target.draft);
  return `${ROUTES[page].path}?${query.toString()}`;
}
