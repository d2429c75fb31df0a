/**
 * The drafts filter of role 0 (spec part 2 sections 3.9 "Draft filter: insurer, product, user", 6 "Draft filter only
 * for role 0", 9 "Draft filter products: 1 OGPO, 2 OGPO (VV), 3 OGPO (transit), 4 immovable, 5 movable, 6 casco").
 * Values are the query strings of GET /api/draft/get; '' is "any".
 */
export interface DraftFilter {
  /** A title or document fragment. */
  insurer: string;
  /** '' or '1'..'6'. */
  product: string;
  /** '' or a user's id. */
  user: string;
}

export type DraftFilterField = keyof DraftFilter;

export const EMPTY_DRAFT_FILTER: DraftFilter = { insurer: '', product: '', user: '' };

/** A filter from the URL or the form: trimmed, an unknown product or a non-numeric user dropped. */
export function cleanDraftFilter(raw: Partial<Record<DraftFilterField, string | null>>): DraftFilter {
  const insurer = (raw.insurer ?? '').trim().slice(0, 100);
  const product = /^[1-6]$/.test(raw.product ?? '') ? (raw.product as string) : '';
  const user = /^\d{1,9}$/.test((raw.user ?? '').trim()) ? (raw.user as string).trim() : '';
  return { insurer, product, user };
}

/** The query of the list: only the fields set. */
export function draftFilterQuery(f: DraftFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));
}
