// Which sale page runs for the address's draft: a new page (a new key) when another draft is asked for, or none;
// the same page when the page itself dropped ?draft= (the draft is missing, or the seller kept the sale in progress).

export interface SalePageKey {
  /** The address's ?draft= the page was started or kept for. */
  draft: string | null;
  /** The page's key: a new one starts a new page (and reads the kept sale afresh). */
  key: number;
  /** The page is dropping ?draft= itself. */
  leaving: boolean;
}

export const FIRST_SALE_PAGE = (draft: string | null): SalePageKey => ({ draft, key: 0, leaving: false });

/** The page for the address's `draft` after `page`. */
export function salePageFor(page: SalePageKey, draft: string | null): SalePageKey {
  if (page.draft === draft) return page;
  return { draft, key: page.leaving && draft === null ? page.key : page.key + 1, leaving: false };
}

/** The page drops ?draft= itself: the address changes, the page stays. */
export const leavingDraft = (page: SalePageKey): SalePageKey => ({ ...page, leaving: true });

/** 'Начать заново' and the success card's OK: a new page for the same address. */
export const restarted = (page: SalePageKey): SalePageKey => ({ ...page, key: page.key + 1 });
