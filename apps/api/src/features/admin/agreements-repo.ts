import type { AdminAgreement, Confirmer, UserGroup } from '@sakta/core';
import type { Db } from '../../platform/db';
import { formatAlmaty } from '../../services/almaty';

/** SQL of the agreements admin (the agreements and agreement_confirmers tables of migration 003). */

interface AgreementListRow {
  id: number;
  title: string;
  description: string | null;
  status: 0 | 1;
  created_at: number;
  recipients: number;
}

export function listAdminAgreements(db: Db): AdminAgreement[] {
  const rows = db
    .prepare(
      `SELECT a.id, a.title, a.description, a.status, a.created_at,
         (SELECT COUNT(*) FROM agreement_confirmers c WHERE c.agreement_id = a.id) AS recipients
       FROM agreements a ORDER BY a.created_at DESC, a.id DESC`,
    )
    .all() as AgreementListRow[];
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    status: r.status,
    created: formatAlmaty(r.created_at),
    recipients: r.recipients,
  }));
}

export function agreementTitle(db: Db, id: number): string | undefined {
  return (db.prepare('SELECT title FROM agreements WHERE id = ?').get(id) as { title: string } | undefined)
    ?.title;
}

export interface AgreementWrite {
  title: string;
  description: string | null;
  status: 0 | 1;
  /** The PDF; null keeps the stored one (update only). */
  document: Buffer | null;
}

export function createAgreement(db: Db, a: AgreementWrite & { document: Buffer }, now: number): number {
  return Number(
    db
      .prepare(
        'INSERT INTO agreements (title, description, document, status, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(a.title, a.description, a.document, a.status, now).lastInsertRowid,
  );
}

export function updateAgreement(db: Db, id: number, a: AgreementWrite): void {
  if (a.document)
    db.prepare(
      'UPDATE agreements SET title = ?, description = ?, status = ?, document = ?, spec = NULL WHERE id = ?',
    ).run(a.title, a.description, a.status, a.document, id);
  else
    db.prepare('UPDATE agreements SET title = ?, description = ?, status = ? WHERE id = ?').run(
      a.title,
      a.description,
      a.status,
      id,
    );
}

export function deleteAgreement(db: Db, id: number): boolean {
  return db.prepare('DELETE FROM agreements WHERE id = ?').run(id).changes > 0;
}

const FULL_NAME = "u.surname || ' ' || u.name || COALESCE(' ' || u.patronymic, '')";

/** The active users of roles 0-8 grouped by role (every role listed, even without users). */
export function usersByRole(db: Db, roles: readonly number[]): UserGroup[] {
  const rows = db
    .prepare(
      `SELECT u.id, ${FULL_NAME} AS title, u.role FROM users u WHERE u.status = 1 ORDER BY u.role, title, u.id`,
    )
    .all() as Array<{ id: number; title: string; role: number }>;
  return roles.map((role) => ({
    role,
    users: rows.filter((r) => r.role === role).map((r) => ({ id: r.id, title: r.title })),
  }));
}

/** The active users among `ids` with a role in `roles`. */
export function knownRecipients(db: Db, ids: readonly number[], roles: readonly number[]): Set<number> {
  const rows = db
    .prepare(
      `SELECT id FROM users WHERE status = 1 AND role IN (${roles.join(',')}) AND id IN (${ids.map(() => '?').join(',')})`,
    )
    .all(...ids) as Array<{ id: number }>;
  return new Set(rows.map((r) => r.id));
}

export interface ConfirmerRow extends Confirmer {
  opened_at: number | null;
  confirmed_at: number | null;
}

export function confirmersOf(db: Db, agreementId: number): ConfirmerRow[] {
  return db
    .prepare(
      `SELECT u.id, u.role, ${FULL_NAME} AS title, c.status, c.opened_at, c.confirmed_at
       FROM agreement_confirmers c JOIN users u ON u.id = c.user_id
       WHERE c.agreement_id = ? ORDER BY u.role, title, u.id`,
    )
    .all(agreementId) as ConfirmerRow[];
}

export function addConfirmers(db: Db, agreementId: number, users: readonly number[], now: number): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO agreement_confirmers (agreement_id, user_id, status, sent_at) VALUES (?, ?, 0, ?)',
  );
  db.transaction(() => {
    for (const u of users) insert.run(agreementId, u, now);
  })();
}
