import type { Db } from '../../platform/db';

/** The SQL of the operator-error requests (migration 016) and the register's side of the code flows. */

const FIO = (u: string) => `trim(${u}.surname || ' ' || ${u}.name || ' ' || coalesce(${u}.patronymic, ''))`;

export interface SupportDbRow {
  id: number;
  status: number;
  created_at: number;
  creator_fio: string | null;
  support_fio: string | null;
  policy_id: number;
  number: string | null;
  global_id: string | null;
  product_code: string;
  product_type: number | null;
  premium: number;
  policy_status: number;
  policy_created_at: number;
  insurer: string | null;
  payment_type: number;
  has_card_payment: number;
}

/** The filter of get-operator-errors, as the service cleaned it. */
export interface SupportQuery {
  status?: number;
  /** A local number, or the global one with isGlobal. */
  number?: string;
  isGlobal?: boolean;
  oneC?: number;
  iin?: string;
  apc?: string;
  creator?: string;
  manager?: string;
  /** [from, to) of the request's day and of the contracts' days, ms. */
  created?: [number, number];
  contracts?: [number, number];
}

const SELECT = `SELECT r.id, r.status, r.created_at, ${FIO('cu')} AS creator_fio,
    CASE WHEN su.id IS NULL THEN NULL ELSE ${FIO('su')} END AS support_fio,
    p.id AS policy_id, p.number, p.global_id, p.product_code, p.product_type, p.premium, p.status AS policy_status,
    p.created_at AS policy_created_at, p.insurer, p.payment_type,
    EXISTS (SELECT 1 FROM payments pm WHERE pm.policy_id = p.id AND pm.method = 'card') AS has_card_payment`;

const FROM = `FROM support_requests r JOIN policies p ON p.id = r.policy_id
  LEFT JOIN users cu ON cu.id = r.creator_id
  LEFT JOIN users su ON su.id = r.support_id`;

function where(q: SupportQuery): { sql: string; params: Record<string, unknown> } {
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  if (q.status !== undefined) {
    parts.push('r.status = @status');
    params.status = q.status;
  }
  if (q.number) {
    parts.push(q.isGlobal ? 'p.global_id = @number' : 'p.number = @number COLLATE NOCASE');
    params.number = q.number;
  }
  if (q.oneC !== undefined) {
    parts.push('p.id = @oneC');
    params.oneC = q.oneC;
  }
  if (q.iin) {
    parts.push('p.insurer_iin = @iin');
    params.iin = q.iin;
  }
  if (q.apc) {
    parts.push("json_extract(p.policy, '$.apc') = @apc");
    params.apc = q.apc;
  }
  if (q.creator) {
    parts.push(`${FIO('cu')} LIKE @creator`);
    params.creator = `%${q.creator}%`;
  }
  if (q.manager) {
    parts.push(
      `EXISTS (SELECT 1 FROM users m WHERE m.id = json_extract(p.policy, '$.manager') AND ${FIO('m')} LIKE @manager)`,
    );
    params.manager = `%${q.manager}%`;
  }
  if (q.created) {
    parts.push('r.created_at >= @createdFrom AND r.created_at < @createdTo');
    [params.createdFrom, params.createdTo] = q.created;
  }
  if (q.contracts) {
    parts.push('p.created_at >= @contractsFrom AND p.created_at < @contractsTo');
    [params.contractsFrom, params.contractsTo] = q.contracts;
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export function countRequests(db: Db, q: SupportQuery): number {
  const w = where(q);
  return (db.prepare(`SELECT count(*) AS n ${FROM} ${w.sql}`).get(w.params) as { n: number }).n;
}

export function requestsPage(db: Db, q: SupportQuery, page: number, perPage: number): SupportDbRow[] {
  const w = where(q);
  return db
    .prepare(`${SELECT} ${FROM} ${w.sql} ORDER BY r.created_at DESC, r.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...w.params, limit: perPage, offset: (page - 1) * perPage }) as SupportDbRow[];
}

export function findRequest(db: Db, id: number): SupportDbRow | undefined {
  return db.prepare(`${SELECT} ${FROM} WHERE r.id = ?`).get(id) as SupportDbRow | undefined;
}

export interface RequestFacts {
  id: number;
  status: number;
  policy_id: number;
  policy_status: number;
  creator_id: number | null;
  previous: number;
}

export function requestFacts(db: Db, id: number): RequestFacts | undefined {
  return db
    .prepare(
      `SELECT r.id, r.status, r.policy_id, r.creator_id, r.policy_status AS previous, p.status AS policy_status
       FROM support_requests r JOIN policies p ON p.id = r.policy_id WHERE r.id = ?`,
    )
    .get(id) as RequestFacts | undefined;
}

/** Support's decision: the request's status and the policy's, in one transaction. */
export function decide(
  db: Db,
  r: RequestFacts,
  to: { request: number; policy: number; supportId: number; now: number },
): void {
  db.transaction(() => {
    db.prepare('UPDATE support_requests SET status = ?, support_id = ?, updated_at = ? WHERE id = ?').run(
      to.request,
      to.supportId,
      to.now,
      r.id,
    );
    db.prepare('UPDATE policies SET status = ?, updated_at = ? WHERE id = ?').run(
      to.policy,
      to.now,
      r.policy_id,
    );
  })();
}

/** An open request of a policy (new or in error): a policy is reported once until support decides. */
export function openRequestOf(db: Db, policyId: number): { id: number } | undefined {
  return db
    .prepare('SELECT id FROM support_requests WHERE policy_id = ? AND status IN (0, 2) LIMIT 1')
    .get(policyId) as { id: number } | undefined;
}

/** The seller's report: the policy goes to status 5 and a new request waits for support. Returns its id. */
export function report(
  db: Db,
  p: { policyId: number; status: number; creatorId: number; now: number },
): number {
  return db.transaction(() => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO support_requests (policy_id, status, creator_id, policy_status, created_at, updated_at)
           VALUES (?, 0, ?, ?, ?, ?)`,
        )
        .run(p.policyId, p.creatorId, p.status, p.now, p.now).lastInsertRowid,
    );
    db.prepare('UPDATE policies SET status = 5, updated_at = ? WHERE id = ?').run(p.now, p.policyId);
    return id;
  })();
}

export function terminatePolicy(db: Db, policyId: number, now: number): void {
  db.prepare(
    'UPDATE policies SET terminated_at = ?, updated_at = ? WHERE id = ? AND terminated_at IS NULL',
  ).run(now, now, policyId);
}

export function userPhone(db: Db, userId: number): string | null {
  return (
    (db.prepare('SELECT phone FROM users WHERE id = ?').get(userId) as { phone: string | null } | undefined)
      ?.phone ?? null
  );
}
