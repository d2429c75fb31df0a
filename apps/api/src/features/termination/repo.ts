import { phoneDigits, type TerminationRequest, type TerminationSearchRequest } from '@sakta/core';
import type { Db } from '../../platform/db';
import { terminationPolicySql } from '../../services/policy-register/termination-view';

/**
 * The SQL of early termination: the OGPO policies of the register (policies, migration 013), the stored requests
 * (termination_requests) and the history (termination_history).
 * The rules that decide what is written are in service.ts.
 */

export interface PolicyRow {
  id: number;
  number: string;
  product: string;
  client_title: string;
  client_surname: string | null;
  client_name: string | null;
  client_patronymic: string | null;
  client_iin: string;
  client_person: number;
  client_resident: number;
  client_birthday: string | null;
  client_phone: string | null;
  vehicle_plate: string;
  premium: number;
  date_from: string;
  date_to: string;
  status_code: number;
  status_title: string;
  created_at: string;
}

/**
 * The register's OGPO policies (policies, migration 013) in the shape of the termination screen. The status is
 * not stored: 'Расторгнут' once terminated, 'Новый' while not issued, otherwise from the dates on `today`
 * (register-status.ts).
 */
const policySelect = (where: string) => `SELECT * FROM (${terminationPolicySql}) p WHERE ${where}`;

export function findPolicy(db: Db, number: string, today: string): PolicyRow | undefined {
  return db
    .prepare(policySelect('(p.number = @number COLLATE NOCASE OR p.local_number = @number COLLATE NOCASE)'))
    .get({ today, number: number.trim() }) as PolicyRow | undefined;
}

export function findPolicyById(db: Db, id: number, today: string): PolicyRow | undefined {
  return db.prepare(policySelect('p.id = @id')).get({ today, id }) as PolicyRow | undefined;
}

const fold = (s: string) => s.trim().toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');
const plate = (s: string) => s.replace(/[\s-]+/g, '').toUpperCase();

/**
 * The search of the termination screen, newest policy first, every status (the screen shows the open action only
 * for 2 and 3): by the number (case-insensitive), by IIN/BIN, or a non-resident's surname and name (case- and
 * ё-insensitive), birth date and plate (spaces and case ignored; any vehicle of the policy). Residents are not
 * found by the third type.
 */
export function searchPolicies(db: Db, req: TerminationSearchRequest, today: string): PolicyRow[] {
  const order = ' ORDER BY p.created_ms DESC, p.id DESC';
  if ('contract' in req)
    return db
      .prepare(
        policySelect(
          `(p.number = @number COLLATE NOCASE OR p.local_number = @number COLLATE NOCASE)${order}`,
        ),
      )
      .all({ today, number: req.contract.trim() }) as PolicyRow[];
  if ('iin' in req)
    return db
      .prepare(policySelect(`p.client_iin = @iin${order}`))
      .all({ today, iin: req.iin }) as PolicyRow[];
  const rows = db
    .prepare(policySelect(`p.client_resident = 0 AND p.client_birthday = @birthday${order}`))
    .all({ today, birthday: req.birthday }) as (PolicyRow & { plates: string })[];
  return rows.filter(
    (p) =>
      fold(p.client_surname ?? '') === fold(req.surname) &&
      fold(p.client_name ?? '') === fold(req.name) &&
      (JSON.parse(p.plates) as (string | null)[]).some((v) => plate(v ?? '') === plate(req.vehicle)),
  );
}

export interface RequestRow {
  ulid: string;
  policy_id: number;
  request: string;
  return_type: number;
  signin_type: number;
  phone: string | null;
  document: Buffer | null;
  document_key: string | null;
  state: 'draft' | 'terminated';
  user_id: number | null;
  created_at: number;
  updated_at: number;
}

export function findRequest(db: Db, ulid: string): RequestRow | undefined {
  return db.prepare('SELECT * FROM termination_requests WHERE ulid = ?').get(ulid) as RequestRow | undefined;
}

/**
 * Stores (inserts or replaces) the request of a policy; the document is left as it is. The request stays its
 * opener's (`userId` is written when it is new).
 */
export function storeRequest(
  db: Db,
  now: number,
  input: { policy: PolicyRow; termination: TerminationRequest; userId: number | null },
): void {
  const t = input.termination;
  db.prepare(
    `INSERT INTO termination_requests
       (ulid, policy_id, request, return_type, signin_type, phone, user_id, created_at, updated_at)
     VALUES (@ulid, @policy_id, @request, @return_type, @signin_type, @phone, @user_id, @now, @now)
     ON CONFLICT (ulid) DO UPDATE SET request = @request, return_type = @return_type, signin_type = @signin_type,
       phone = @phone, updated_at = @now`,
  ).run({
    ulid: t.ulid,
    policy_id: input.policy.id,
    request: JSON.stringify(t),
    return_type: t.returnType,
    signin_type: t.signinType,
    phone: phoneDigits(t.otp.phone),
    user_id: input.userId,
    now,
  });
}

/** Forgets the generated application of a request. */
export function clearRequestDocument(db: Db, ulid: string): void {
  db.prepare('UPDATE termination_requests SET document = NULL, document_key = NULL WHERE ulid = ?').run(ulid);
}

/** Stores the generated application of a request with the key of the data it was made from. */
export function writeRequestDocument(db: Db, ulid: string, bytes: Buffer, key: string): void {
  db.prepare('UPDATE termination_requests SET document = ?, document_key = ? WHERE ulid = ?').run(
    bytes,
    key,
    ulid,
  );
}

export function markRequestTerminated(db: Db, ulid: string, now: number): void {
  db.prepare("UPDATE termination_requests SET state = 'terminated', updated_at = ? WHERE ulid = ?").run(
    now,
    ulid,
  );
}

/** 'Расторгнут' for a policy still in status 2 or 3 on `today`; false when its status changed meanwhile. */
export function markPolicyTerminated(db: Db, policyId: number, now: number, today: string): boolean {
  const p = findPolicyById(db, policyId, today);
  if (!p || (p.status_code !== 2 && p.status_code !== 3)) return false;
  return (
    db
      .prepare('UPDATE policies SET terminated_at = ?, updated_at = ? WHERE id = ? AND terminated_at IS NULL')
      .run(now, now, policyId).changes === 1
  );
}

export interface HistoryRow {
  id: number;
  number: string;
  product: string;
  client_iin: string;
  premium: number;
  refund: number;
  status_title: string;
  date_from: string;
  date_to: string;
  created_at: string;
  signin_type: 1 | 2;
  return_type: 1 | 2;
  spec: string | null;
  document: Buffer | null;
  /** The termination's owner: the user who opened its request. */
  user_id: number | null;
}

/** A history row's application (stored, or its spec) and the termination's owner. */
export function findHistoryDocument(
  db: Db,
  id: number,
): Pick<HistoryRow, 'id' | 'spec' | 'document' | 'user_id'> | undefined {
  return db.prepare('SELECT id, spec, document, user_id FROM termination_history WHERE id = ?').get(id) as
    Pick<HistoryRow, 'id' | 'spec' | 'document' | 'user_id'> | undefined;
}

/** Keeps a history row's PDF once rendered from its spec. */
export function storeHistoryDocument(db: Db, id: number, bytes: Buffer): void {
  db.prepare('UPDATE termination_history SET document = ? WHERE id = ? AND document IS NULL').run(bytes, id);
}

/** The history rows of `owner` (null: every row). */
const OF_OWNER = '(@owner IS NULL OR h.user_id = @owner)';

export function countHistory(db: Db, owner: number | null): number {
  const { total } = db
    .prepare(`SELECT count(*) AS total FROM termination_history h WHERE ${OF_OWNER}`)
    .get({ owner }) as { total: number };
  return total;
}

/** History rows of `owner` (null: every one), newest first. */
export function historyRows(
  db: Db,
  q: { limit: number; offset: number; today: string; owner: number | null },
): HistoryRow[] {
  return db
    .prepare(
      `SELECT h.id, p.number, p.product, p.client_iin, p.premium, h.refund, p.status_title, p.date_from,
         p.date_to, h.created_at, h.signin_type, h.return_type, h.spec, h.document, h.user_id
       FROM termination_history h
       JOIN (${terminationPolicySql}) p ON p.id = h.policy_id
       WHERE ${OF_OWNER}
       ORDER BY h.created_at DESC, h.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all(q) as HistoryRow[];
}

export function insertHistory(
  db: Db,
  input: {
    policyId: number;
    ulid: string;
    termination: TerminationRequest;
    document: Buffer | null;
    userId: number | null;
    createdAt: string;
  },
): void {
  const t = input.termination;
  db.prepare(
    `INSERT INTO termination_history
       (policy_id, ulid, reason, refund, commission, signin_type, return_type, document, user_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.policyId,
    input.ulid,
    t.rescindingReason,
    t.refund,
    t.commission,
    t.signinType,
    t.returnType,
    input.document,
    input.userId,
    input.createdAt,
  );
}
