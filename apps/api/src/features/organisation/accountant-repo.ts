import type { Db } from '../../platform/db';

/** The terminals table as the accountant's call reads it (migrations/001_users_and_terminals.sql). */

export interface TerminalRow {
  id: number;
  terminal: string;
  status: 0 | 1;
  branch: string | null;
}

const COLUMNS = 'id, terminal, status, branch';

/** Every terminal, in id order. */
export function allTerminals(db: Db): TerminalRow[] {
  return db.prepare(`SELECT ${COLUMNS} FROM terminals ORDER BY id`).all() as TerminalRow[];
}

/** The terminals attached to one accountant, in id order. */
export function terminalsOf(db: Db, accountantId: number): TerminalRow[] {
  return db
    .prepare(`SELECT ${COLUMNS} FROM terminals WHERE accountant_id = ? ORDER BY id`)
    .all(accountantId) as TerminalRow[];
}
