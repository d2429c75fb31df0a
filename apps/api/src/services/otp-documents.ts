import type { PublicLanguage } from '@sakta/core';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import { renderPdf, type PdfSpec } from './pdf/render';
import { CODE_TTL_SECONDS, consumeCode, sendCode, type SentCode } from './sms';

/**
 * Documents a customer confirms with a code on /func/otp/{ulid} (spec part 1 sections 2 and 4, the generic code
 * confirmation): any feature opens one (termination applications, the public pages' seeded documents).
 */

/** No code sent yet, a code sent, confirmed: the same states as a customer's consent. */
export type OtpDocumentStatus = 'none' | 'sent' | 'accepted';

export interface OtpDocumentRow {
  ulid: string;
  type: string;
  phone: string;
  status: OtpDocumentStatus;
  spec: string | null;
  document: Buffer | null;
  sent_at: number | null;
  accepted_at: number | null;
}

export const DOCUMENT_PURPOSE = 'document';

export function findOtpDocument(db: Db, ulid: string): OtpDocumentRow | undefined {
  return db.prepare('SELECT * FROM otp_documents WHERE ulid = ?').get(ulid) as OtpDocumentRow | undefined;
}

export function documentLink(config: Pick<Config, 'publicUrl'>, ulid: string): string {
  return `${config.publicUrl}/func/otp/${ulid}`;
}

/** Sends (again) the document's code with the page's link, in the customer's `language` when known (else Russian). */
export function sendDocumentCode(
  db: Db,
  config: Pick<Config, 'mode' | 'now' | 'log' | 'tokenSecret' | 'publicUrl'>,
  doc: OtpDocumentRow,
  language?: PublicLanguage | null,
): SentCode {
  const sent = sendCode(db, config, {
    phone: doc.phone,
    purpose: DOCUMENT_PURPOSE,
    subject: doc.ulid,
    ttlSeconds: CODE_TTL_SECONDS.document,
    link: documentLink(config, doc.ulid),
    language,
  });
  db.prepare(
    `UPDATE otp_documents SET status = CASE status WHEN 'accepted' THEN 'accepted' ELSE 'sent' END, sent_at = ?
     WHERE ulid = ?`,
  ).run(sent.sentAt, doc.ulid);
  return sent;
}

/**
 * Opens a document for confirmation by code (a new one, or an existing one with its phone and PDF replaced; its
 * status is kept) and returns it.
 */
export function openOtpDocument(
  db: Db,
  input: { ulid: string; type: string; phone: string; document: Uint8Array },
): OtpDocumentRow {
  db.prepare(
    `INSERT INTO otp_documents (ulid, type, phone, status, document) VALUES (?, ?, ?, 'none', ?)
     ON CONFLICT (ulid) DO UPDATE SET phone = excluded.phone, document = excluded.document`,
  ).run(input.ulid, input.type, input.phone, Buffer.from(input.document));
  const doc = findOtpDocument(db, input.ulid);
  if (!doc) throw new Error(`otp document ${input.ulid} not stored`);
  return doc;
}

/** Replaces the PDF of a document of `type` the customer may already see (nothing when there is none). */
export function replaceOtpDocumentPdf(db: Db, ulid: string, type: string, document: Uint8Array): void {
  db.prepare('UPDATE otp_documents SET document = ? WHERE ulid = ? AND type = ?').run(
    Buffer.from(document),
    ulid,
    type,
  );
}

/** Withdraws a document of `type` from confirmation: its row and any code sent for it. */
export function withdrawOtpDocument(db: Db, ulid: string, type: string): void {
  db.prepare('DELETE FROM otp_documents WHERE ulid = ? AND type = ?').run(ulid, type);
  consumeCode(db, DOCUMENT_PURPOSE, ulid);
}

export function acceptDocument(db: Db, config: Pick<Config, 'now'>, ulid: string): void {
  db.prepare("UPDATE otp_documents SET status = 'accepted', accepted_at = ? WHERE ulid = ?").run(
    config.now(),
    ulid,
  );
}

/** The document's PDF: stored bytes, or rendered from its spec once and stored. Null when it has neither. */
export async function otpDocumentPdf(db: Db, doc: OtpDocumentRow): Promise<Uint8Array | null> {
  if (doc.document) return new Uint8Array(doc.document);
  if (!doc.spec) return null;
  const bytes = await renderPdf(JSON.parse(doc.spec) as PdfSpec);
  db.prepare('UPDATE otp_documents SET document = ? WHERE ulid = ? AND document IS NULL').run(
    Buffer.from(bytes),
    doc.ulid,
  );
  return bytes;
}
