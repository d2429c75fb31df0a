import {
  KBE_VALUES,
  RESCINDING_REASONS,
  TERMINATION_INVALID,
  fmt,
  isTerminable,
  isTerminationFormValid,
  ruTermination,
  validateIban,
  type Page,
  type TerminationHistoryItem,
  type TerminationRequest,
  type TerminationSearchResult,
} from '@sakta/core';
import { almatyDate, formatAlmaty } from '../../services/almaty';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';
import { replaceOtpDocumentPdf, withdrawOtpDocument } from '../../services/otp-documents';
import { renderPdf, type PdfSpec } from '../../services/pdf/render';
import { terminationPdf } from './document';
import { refundOn, type RefundCalculation } from '../../services/policy-register/refund';
import {
  clearRequestDocument,
  countHistory,
  findPolicy,
  findPolicyById,
  findRequest,
  historyRows,
  insertHistory,
  markPolicyTerminated,
  markRequestTerminated,
  storeHistoryDocument,
  writeRequestDocument,
  type HistoryRow,
  type PolicyRow,
  type RequestRow,
} from './repo';

/**
 * Early termination of OGPO policies: the rules the endpoints of routes.ts apply to the register, the stored
 * requests and the history (their SQL: repo.ts). The refund formula: refund.ts; the application PDF: document.ts.
 */

/** The back end's own messages of the termination calls (core holds the spec's: TERMINATION_INVALID, ...). */
export const terminationApiRu = {
  policyNotFound: 'Договор {number} не найден',
  notTerminable: 'Договор {number} в статусе «{status}» не может быть расторгнут',
  otherPolicy: 'Заявление относится к другому договору. Откройте договор заново',
  alreadyTerminated: 'Договор по этому заявлению уже расторгнут',
  refundChanged: 'Сумма возврата не совпадает с расчётом. Рассчитайте сумму возврата заново',
  deathOtp: 'При смерти страхователя подписание по ОТП недоступно: выберите бумажное подписание',
  bikMismatch: 'БИК {bik} не соответствует банку IBAN (БИК {expected})',
  kbe: 'КБе должен быть одним из: 17, 19, 27, 29',
  notConfirmed: 'Заявление не подтверждено кодом из SMS',
  notSent: 'Код для подтверждения заявления не отправлялся',
  alreadyConfirmed: 'Заявление уже подтверждено кодом из SMS',
} as const;

/** Rows of the history page (spec section 9 gives 5 page links; 5 rows a page as well). */
export const TERMINATION_HISTORY_PER_PAGE = 5;

export function toSearchResult(p: PolicyRow): TerminationSearchResult {
  return {
    number: p.number,
    product: { title: p.product },
    client: {
      title: p.client_title,
      iin: p.client_iin,
      person: p.client_person,
      resident: p.client_resident === 1,
      ...(p.client_surname !== null ? { surname: p.client_surname } : {}),
      ...(p.client_name !== null ? { name: p.client_name } : {}),
      patronymic: p.client_patronymic,
      phone: p.client_phone,
    },
    premium: p.premium,
    date_from: p.date_from,
    date_to: p.date_to,
    status: { title: p.status_title, code: p.status_code },
    date: p.created_at,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Rules

/** Refuses (409) a policy whose status cannot be terminated (only 2 and 3 can). */
export function requireTerminable(p: PolicyRow): void {
  if (!isTerminable(p.status_code))
    throw refused(409, fmt(terminationApiRu.notTerminable, { number: p.number, status: p.status_title }));
}

/** The policy of a call's body, looked up in the register (the body's copy is not trusted). 404 when unknown. */
export function requirePolicy(db: Db, number: string, today: string): PolicyRow {
  const p = findPolicy(db, number, today);
  if (!p) throw refused(404, fmt(terminationApiRu.policyNotFound, { number: number.trim() }));
  return p;
}

/** The calculation of a policy at `now`. */
export function calculation(p: PolicyRow, now: number): RefundCalculation {
  return refundOn(p, now);
}

/** Refuses a request whose refund or commission differ from the server's calculation (by a tiyn or more). */
export function requireCalculated(p: PolicyRow, t: TerminationRequest, now: number): void {
  const c = calculation(p, now);
  if (Math.abs(c.refund - t.refund) >= 0.005 || Math.abs(c.commission - t.commission) >= 0.005)
    throw refused(409, terminationApiRu.refundChanged);
}

/**
 * The form rules (spec section 5) and what the server adds: refund above 0, beneficiary name, card return needs
 * the four bank fields ('Заполните данные корректно'); no OTP signing on the policyholder's death; for card return
 * a valid IBAN (core's validateIban message), the BIK of its bank, a KBE of 17/19/27/29.
 */
export function requireValidRequest(t: TerminationRequest): void {
  if (!isTerminationFormValid(t)) throw refused(400, TERMINATION_INVALID);
  if (t.rescindingReason === RESCINDING_REASONS.death && t.signinType === 1)
    throw refused(400, terminationApiRu.deathOtp);
  if (t.returnType !== 2) return;
  const check = validateIban(t.bank.iik);
  if (!check.ok) throw refused(400, check.message);
  const bik = t.bank.bik.trim().toUpperCase();
  if (check.bank && check.bank.bik !== bik)
    throw refused(400, fmt(terminationApiRu.bikMismatch, { bik, expected: check.bank.bik }));
  if (!(KBE_VALUES as readonly string[]).includes(t.bank.kbe.trim()))
    throw refused(400, terminationApiRu.kbe);
}

// ---------------------------------------------------------------------------------------------------------------
// Stored requests

export function parseStored(row: RequestRow): TerminationRequest {
  return JSON.parse(row.request) as TerminationRequest;
}

/**
 * The termination data an application is made from: everything but the OTP (phone, code) and the signing method
 * (spec section 4: changing those keeps the generated document).
 */
export function documentKey(p: PolicyRow, t: TerminationRequest): string {
  return JSON.stringify([
    p.number,
    t.returnType,
    t.rescindingReason,
    t.refund,
    t.commission,
    t.beneficiary,
    t.returnType === 2 ? t.bank : null,
  ]);
}

/**
 * A stored request of another policy, or one already terminated, cannot be written again: 409. Returns the
 * stored row (undefined for a new ulid).
 */
export function requireWritable(db: Db, ulid: string, p: PolicyRow): RequestRow | undefined {
  const prev = findRequest(db, ulid);
  if (prev && prev.policy_id !== p.id) throw refused(409, terminationApiRu.otherPolicy);
  if (prev?.state === 'terminated') throw refused(409, terminationApiRu.alreadyTerminated);
  return prev;
}

/** The otp_documents type of a termination application (the customer confirms it on /func/otp/{ulid}). */
export const TERMINATION_DOCUMENT_TYPE = 'termination';

/**
 * Drops the generated application of a request: the document, and the customer's confirmation of it (the
 * otp_documents row of /func/otp/{ulid} and any code sent), since those were for the old text.
 */
export function dropDocument(db: Db, ulid: string): void {
  clearRequestDocument(db, ulid);
  withdrawOtpDocument(db, ulid, TERMINATION_DOCUMENT_TYPE);
}

/** Stores the application of a request (and the copy the customer sees on /func/otp/{ulid}, if one was sent). */
export function setDocument(db: Db, ulid: string, pdf: Uint8Array, key: string): void {
  writeRequestDocument(db, ulid, Buffer.from(pdf), key);
  replaceOtpDocumentPdf(db, ulid, TERMINATION_DOCUMENT_TYPE, pdf);
}

/**
 * Makes the stored request use a signing method (update, send-sms): when it changes, the stored application is
 * rendered again with the new signing text; its confirmation stays (the termination data did not change).
 */
export async function applySigning(
  db: Db,
  config: Pick<Config, 'now'>,
  row: RequestRow,
  p: PolicyRow,
  t: TerminationRequest,
): Promise<void> {
  if (!row.document || !row.document_key) return;
  const before = parseStored(row);
  if (before.signinType === t.signinType) return;
  setDocument(db, row.ulid, await terminationPdf(p, t, config.now()), row.document_key);
}

// ---------------------------------------------------------------------------------------------------------------
// History

/** A history row's PDF: stored, or rendered from its spec once and stored. Null when it has neither. */
export async function historyPdf(
  db: Db,
  row: Pick<HistoryRow, 'id' | 'spec' | 'document'>,
): Promise<Uint8Array | null> {
  if (row.document) return new Uint8Array(row.document);
  if (!row.spec) return null;
  const bytes = await renderPdf(JSON.parse(row.spec) as PdfSpec);
  storeHistoryDocument(db, row.id, Buffer.from(bytes));
  return bytes;
}

/**
 * A page of the history: the terminations of `owner` (null: every one), newest first, 5 a page. A page past the
 * last answers no rows (Laravel's paginator does the same).
 */
export function historyPage(
  db: Db,
  page: number,
  today: string,
  owner: number | null,
): Page<TerminationHistoryItem> {
  const per = TERMINATION_HISTORY_PER_PAGE;
  const total = countHistory(db, owner);
  const rows = historyRows(db, { limit: per, offset: (page - 1) * per, today, owner });
  const data: TerminationHistoryItem[] = [];
  for (const r of rows) {
    data.push({
      global: r.number,
      product: r.product,
      client_iin: r.client_iin,
      premium: r.premium,
      refund: r.refund,
      status: r.status_title,
      date_from: r.date_from,
      date_to: r.date_to,
      created_at: r.created_at,
      signinType: r.signin_type,
      returnType: r.return_type,
      id: r.id,
    });
  }
  return {
    data,
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / per)), per_page: per, total },
  };
}

/**
 * Terminates the policy of a checked request: status 4 'Расторгнут', a history row with the application, the
 * request marked terminated. One transaction; a policy whose status changed meanwhile is refused (409).
 */
export function terminate(
  db: Db,
  now: number,
  input: { row: RequestRow; policy: PolicyRow; termination: TerminationRequest; userId: number | null },
): string {
  const { row, policy, termination: t } = input;
  db.transaction(() => {
    if (!markPolicyTerminated(db, policy.id, now, almatyDate(now))) {
      const current = findPolicyById(db, policy.id, almatyDate(now)) ?? policy;
      requireTerminable(current);
    }
    insertHistory(db, {
      policyId: policy.id,
      ulid: row.ulid,
      termination: t,
      document: row.document,
      userId: input.userId,
      createdAt: formatAlmaty(now),
    });
    markRequestTerminated(db, row.ulid, now);
  })();
  return fmt(ruTermination.success, { number: policy.number });
}
