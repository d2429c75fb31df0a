import type { Db } from '../../platform/db';

/** SQL of the drafts (migrations 014, 022) and the user's policies for the history panel. */

export interface DraftDbRow {
  id: string;
  user_id: number;
  product: string;
  product_type: number | null;
  insurer_title: string;
  insurer_document: string;
  insurer_person: 0 | 1 | null;
  insurer_resident: 0 | 1 | null;
  policy: string;
  created_at: number;
  updated_at: number;
}

/** A draft with its owner's full name (the card's 'user'). */
export interface DraftListRow extends DraftDbRow {
  user_name: string;
}

export type DraftWrite = Omit<DraftDbRow, 'created_at' | 'updated_at'>;

/** The drafts screen's filter (role 0): a title or document fragment, the products' codes and types, the owner. */
export interface DraftQuery {
  /** Only this owner's drafts (everyone but role 0), or role 0's chosen user. */
  userId?: number;
  insurer?: string;
  products?: { codes: readonly string[]; type?: number };
}

const USER_NAME = `TRIM(u.surname || ' ' || u.name || ' ' || COALESCE(u.patronymic, ''))`;

/**
 * A draft whose sale was paid (its policy paid, in processing, issued or sent for cancellation: statuses 1, 7, 8)
 * is a draft no more: it leaves the drafts, the history's drafts and cannot be opened to edit (issue 30 item 5).
 */
const UNSOLD = `NOT EXISTS (SELECT 1 FROM policies p WHERE p.draft_ulid = d.id AND p.status IN (1, 7, 8))`;

/** The draft was sold: its policy is paid. */
export function isDraftSold(db: Db, id: string): boolean {
  return (
    db.prepare('SELECT 1 FROM policies WHERE draft_ulid = ? AND status IN (1, 7, 8) LIMIT 1').get(id) !==
    undefined
  );
}

export function findDraft(db: Db, id: string): DraftDbRow | undefined {
  return db.prepare('SELECT * FROM drafts WHERE id = ?').get(id) as DraftDbRow | undefined;
}

/** Adds the draft or updates it (same id): the owner and the first save's time stay. */
export function upsertDraft(db: Db, d: DraftWrite, now: number): void {
  db.prepare(
    `INSERT INTO drafts (id, user_id, product, product_type, insurer_title, insurer_document, insurer_person,
       insurer_resident, policy, created_at, updated_at)
     VALUES (@id, @user_id, @product, @product_type, @insurer_title, @insurer_document, @insurer_person,
       @insurer_resident, @policy, @now, @now)
     ON CONFLICT (id) DO UPDATE SET product = excluded.product, product_type = excluded.product_type,
       insurer_title = excluded.insurer_title, insurer_document = excluded.insurer_document,
       insurer_person = excluded.insurer_person, insurer_resident = excluded.insurer_resident,
       policy = excluded.policy, updated_at = excluded.updated_at`,
  ).run({ ...d, now });
}

/** Deletes the draft and remembers its number (migration 022): it is never saved again. */
export function deleteDraft(db: Db, id: string, userId: number, now: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM drafts WHERE id = ?').run(id);
    db.prepare('INSERT OR IGNORE INTO deleted_drafts (id, user_id, deleted_at) VALUES (?, ?, ?)').run(
      id,
      userId,
      now,
    );
  })();
}

/** The draft of this number was deleted. */
export function isDraftDeleted(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM deleted_drafts WHERE id = ?').get(id) !== undefined;
}

function where(q: DraftQuery): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  parts.push(UNSOLD);
  if (q.userId !== undefined) {
    parts.push('d.user_id = ?');
    params.push(q.userId);
  }
  if (q.insurer) {
    parts.push(`(d.insurer_title LIKE ? ESCAPE '\\' OR d.insurer_document LIKE ? ESCAPE '\\')`);
    const like = `%${q.insurer.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    params.push(like, like);
  }
  if (q.products) {
    parts.push(`d.product IN (${q.products.codes.map(() => '?').join(', ')})`);
    params.push(...q.products.codes);
    if (q.products.type !== undefined) {
      parts.push('d.product_type = ?');
      params.push(q.products.type);
    }
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export function countDrafts(db: Db, q: DraftQuery): number {
  const w = where(q);
  return (db.prepare(`SELECT COUNT(*) AS n FROM drafts d ${w.sql}`).get(...w.params) as { n: number }).n;
}

/** A page of drafts, last saved first. */
export function draftsPage(db: Db, q: DraftQuery, page: number, perPage: number): DraftListRow[] {
  const w = where(q);
  return db
    .prepare(
      `SELECT d.*, ${USER_NAME} AS user_name FROM drafts d JOIN users u ON u.id = d.user_id ${w.sql}
       ORDER BY d.updated_at DESC, d.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...w.params, perPage, (page - 1) * perPage) as DraftListRow[];
}

/** The user's last `limit` drafts of the given products, last saved first (the history panel). */
export function userDrafts(db: Db, userId: number, codes: readonly string[], limit: number): DraftDbRow[] {
  return db
    .prepare(
      `SELECT * FROM drafts d WHERE user_id = ? AND product IN (${codes.map(() => '?').join(', ')}) AND ${UNSOLD}
       ORDER BY updated_at DESC, id DESC LIMIT ?`,
    )
    .all(userId, ...codes, limit) as DraftDbRow[];
}

/** A policy of the user as the history panel lists it. */
export interface UserPolicyRow {
  id: number;
  global_id: string | null;
  product_code: string;
  product_title: string;
  product_type: number | null;
  status: number;
  /** JSON {title, iin, person, resident} */
  insurer: string | null;
  /** The draft (the policy's number) it was sold from: the register's draft_ulid, else the old draft JSON's number. */
  draft_ulid: string | null;
  created_at: number;
}

/**
 * The user's last `limit` policies of the given products, newest first. TEMPORARY: reads the `policies` table as
 * migration 003 shaped it; at the merge with the policy register (branch ogpo-register, migration 013) this becomes
 * the register's `userPolicies(userId, limit)` (see docs/drafts.md).
 */
export function userPolicies(
  db: Db,
  userId: number,
  codes: readonly string[],
  limit: number,
): UserPolicyRow[] {
  return db
    .prepare(
      `SELECT id, global_id, product_code, product_title, product_type, status, insurer, created_at,
              COALESCE(draft_ulid, json_extract(draft, '$.number')) AS draft_ulid
       FROM policies WHERE creator_id = ? AND product_code IN (${codes.map(() => '?').join(', ')})
       ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .all(userId, ...codes, limit) as UserPolicyRow[];
}
