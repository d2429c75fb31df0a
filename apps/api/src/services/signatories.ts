import type { Db } from '../platform/db';

/**
 * The insurer's signatories (/branches 'Подписанты', spec part 1; table of migration 008): the employees who sign
 * contracts for the company, status 1 active, 2 blocked, 0 deleted. The property and casco contract panels offer
 * the active ones (part 2 section 2.3 'signatory'); a policy keeps the id of the one chosen, and a termination of
 * it names one (7.5 `signatoryId`).
 */

export interface SignatoryChoice {
  id: number;
  title: string;
}

export const signatoriesRu = {
  unavailable: 'Подписант не найден или заблокирован: выберите другого',
} as const;

/** The active signatories, by name. */
export function activeSignatories(db: Db): SignatoryChoice[] {
  return db
    .prepare('SELECT id, title FROM signatories WHERE status = 1 ORDER BY title, id')
    .all() as SignatoryChoice[];
}

/** Whether `id` is an active signatory: one who may sign now. */
export function isActiveSignatory(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM signatories WHERE id = ? AND status = 1').get(id) !== undefined;
}

/** Who signed: the signatory of `id` whatever its status now (one blocked later still signed then), or null. */
export function companySignatoryOf(db: Db, id: number | null | undefined): SignatoryChoice | null {
  if (id === null || id === undefined) return null;
  return (
    (db.prepare('SELECT id, title FROM signatories WHERE id = ?').get(id) as SignatoryChoice | undefined) ??
    null
  );
}
