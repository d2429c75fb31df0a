import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';

/**
 * The signatory search and its completion on the server: the employee found by IIN or phone (not deleted), not
 * already an active or blocked signatory; adding makes them an active one (a deleted signatory comes back). The
 * routes check that the employee found is one the caller's employee list shows before answering anything of them.
 */

export const signatoryApiRu = {
  added: 'Подписант добавлен',
  nothingToSearch: 'Введите телефон или ИИН сотрудника',
  notFound: 'Сотрудник не найден',
  already: 'Сотрудник уже является подписантом',
} as const;

const TITLE = "trim(surname || ' ' || name || coalesce(' ' || patronymic, ''))";

export interface SignatoryCandidate {
  id: number;
  title: string;
  iin: string;
}

/** The employee a search names: by IIN, or by phone when no IIN is given (404 when nobody). */
export function findCandidate(db: Db, iin: string, phone: string): SignatoryCandidate {
  if (iin === '' && phone === '') throw refused(400, signatoryApiRu.nothingToSearch);
  const row = db
    .prepare(
      `SELECT id, ${TITLE} AS title, iin FROM users
       WHERE deleted_at IS NULL AND ((@iin <> '' AND iin = @iin) OR (@iin = '' AND phone = @phone))
       ORDER BY id LIMIT 1`,
    )
    .get({ iin, phone }) as SignatoryCandidate | undefined;
  if (!row) throw refused(404, signatoryApiRu.notFound);
  return row;
}

function ensureNotSignatory(db: Db, iin: string): void {
  if (db.prepare('SELECT 1 FROM signatories WHERE iin = ? AND status IN (1, 2)').get(iin))
    throw refused(409, signatoryApiRu.already);
}

/** search-signatory: the employee's name and IIN. */
export function searchSignatory(db: Db, found: SignatoryCandidate) {
  ensureNotSignatory(db, found.iin);
  return { title: found.title, iin: found.iin };
}

/** add-signatory: the employee becomes an active signatory. */
export function addSignatory(db: Db, found: SignatoryCandidate): void {
  db.transaction(() => {
    ensureNotSignatory(db, found.iin);
    db.prepare(
      `INSERT INTO signatories (user_id, iin, title, status) VALUES (@id, @iin, @title, 1)
       ON CONFLICT (iin) DO UPDATE SET status = 1, title = excluded.title, user_id = excluded.user_id`,
    ).run(found);
  })();
}
