import { CONFIRMER_STATUS } from '@sakta/core';
import { formatAlmaty } from '../../services/almaty';
import type { Db } from '../../platform/db';
import { renderPdf, type PdfSpec } from '../../services/pdf/render';

/** Agreements users confirm with an SMS code (spec part 1: sections 2 "Home", 3 "Agreement", 4, 7). */

export const AGREEMENT_PURPOSE = 'agreement';

export const agreementRu = {
  notFound: 'Соглашение не найдено',
  codeSent: 'Код подтверждения отправлен',
  confirmed: 'Соглашение подтверждено',
} as const;

export interface AgreementRow {
  id: number;
  title: string;
  description: string | null;
  document: Buffer | null;
  spec: string | null;
  status: 0 | 1;
  created_at: number;
}

/** An agreement of one user with that user's confirmer status. */
export interface MyAgreementRow extends AgreementRow {
  confirmer_status: 0 | 1 | 2;
  opened_at: number | null;
}

/** The code's subject: one code per agreement and user. */
export const agreementSubject = (agreementId: number, userId: number) => `${agreementId}:${userId}`;

const MY_COLUMNS = 'a.*, c.status AS confirmer_status, c.opened_at';

/** The active agreements the user still has to confirm (confirmer status 0 sent or 1 not agreed), newest first. */
export function pendingAgreements(db: Db, userId: number): MyAgreementRow[] {
  return db
    .prepare(
      `SELECT ${MY_COLUMNS} FROM agreements a JOIN agreement_confirmers c ON c.agreement_id = a.id
       WHERE c.user_id = ? AND a.status = 1 AND c.status IN (${CONFIRMER_STATUS.sent}, ${CONFIRMER_STATUS.notAgreed})
       ORDER BY a.created_at DESC, a.id DESC`,
    )
    .all(userId) as MyAgreementRow[];
}

/** The user's agreement if it is active and the user is one of its confirmers (any status). */
export function findMyAgreement(db: Db, userId: number, agreementId: number): MyAgreementRow | undefined {
  return db
    .prepare(
      `SELECT ${MY_COLUMNS} FROM agreements a JOIN agreement_confirmers c ON c.agreement_id = a.id
       WHERE c.user_id = ? AND a.id = ? AND a.status = 1`,
    )
    .get(userId, agreementId) as MyAgreementRow | undefined;
}

/**
 * The agreement's PDF: the stored document, or the one rendered from its spec (then stored, so it is rendered once
 * per database; renderPdf itself keeps the last documents of the process, which the tests' many databases share).
 */
export async function agreementPdf(
  db: Db,
  row: Pick<AgreementRow, 'id' | 'document' | 'spec'>,
): Promise<Uint8Array> {
  if (row.document) return new Uint8Array(row.document);
  if (!row.spec) throw new Error(`agreement ${row.id} has neither a document nor a spec`);
  const bytes = await renderPdf(JSON.parse(row.spec) as PdfSpec);
  db.prepare('UPDATE agreements SET document = ? WHERE id = ? AND document IS NULL').run(
    Buffer.from(bytes),
    row.id,
  );
  return bytes;
}

/**
 * Renders the seeded agreements that have no PDF yet (at start-up, in the background), so the first home page
 * of each user does not wait for them: a request that comes earlier shares the rendering under way.
 */
export async function renderPendingAgreementPdfs(db: Db): Promise<number> {
  const rows = db
    .prepare('SELECT id, document, spec FROM agreements WHERE document IS NULL AND spec IS NOT NULL')
    .all() as Pick<AgreementRow, 'id' | 'document' | 'spec'>[];
  for (const row of rows) await agreementPdf(db, row);
  return rows.length;
}

export const agreementCreated = (row: Pick<AgreementRow, 'created_at'>) => formatAlmaty(row.created_at);

/** The caller opened the agreement's document (the first time counts). */
export function markOpened(db: Db, agreementId: number, userId: number, now: number): void {
  db.prepare(
    'UPDATE agreement_confirmers SET opened_at = ? WHERE agreement_id = ? AND user_id = ? AND opened_at IS NULL',
  ).run(now, agreementId, userId);
}

/** The caller confirmed the agreement with the code (opening it is implied). */
export function markAgreed(db: Db, agreementId: number, userId: number, now: number): void {
  db.prepare(
    `UPDATE agreement_confirmers SET status = ?, confirmed_at = ?, opened_at = COALESCE(opened_at, ?)
       WHERE agreement_id = ? AND user_id = ?`,
  ).run(CONFIRMER_STATUS.agreed, now, now, agreementId, userId);
}
