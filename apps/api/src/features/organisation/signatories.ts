import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';

/**
 * The signatory search and its completion on the server: the employee found by IIN or phone (not deleted), not
 * already an active or blocked signatory; adding makes them an active one (a deleted signatory comes back).
 */

export const signatoryApiRu = {
  added: 'Подписант добавлен',
  nothingToSearch: 'Введите телефон или ИИН сотрудника',
  notFound: 'Сотрудник не найден',
  already: 'Сотрудник уже является подписантом',
} as const;

const TITLE = "trim(surname || ' ' || name || coalesce(' ' || patronymic, ''))";

interface Found {
  id: number;
  title: string;
  iin: string;
}

function findEmployee(db: Db, iin: string, phone: string): Found {
  if (iin === '' && phone === '') throw refused(400, signatoryApiRu.nothingToSearch);
  const row = db
    .prepare(
      `SELECT id, ${TITLE} AS title, iin FROM users
       WHERE deleted_at IS NULL AND ((@iin <> '' AND iin = @iin) OR (@iin = '' AND phone = @phone))
       ORDER BY id LIMIT 1`,
    )
    .get({ iin, phone }) as Found | undefined;
  if (!row) throw refused(404, signatoryApiRu.notFound);
  if (db.prepare('SELECT 1 FROM signatories WHERE iin = ? AND status IN (1, 2)').get(row.iin))
    throw refused(409, signatoryApiRu.already);
  return row;
}

/** search-signatory: the employee's name and IIN. */
export function searchSignatory(db: Db, iin: string, phone: string) {
  const { title, iin: found } = findEmployee(db, iin, phone);
  return { title, iin: found };
}

/** add-signatory: the employee becomes an active signatory. */
export function addSignatory(db: Db, iin: string): void {
  db.transaction(() => {
    const row = findEmployee(db, iin, '');
    db.prepare(
      `INSERT INTO signatories (user_id, iin, title, status) VALUES (@id, @iin, @title, 1)
       ON CONFLICT (iin) DO UPDATE SET status = 1, title = excluded.title, user_id = excluded.user_id`,
    ).run(row);
  })();
}
