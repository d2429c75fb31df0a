import type { Db } from '../../platform/db';

/**
 * The SQL of the compliance review (spec part 2 sections 3.8, 4.4, 7.4) over podft_records (migrations 012, 018)
 * and the images the sellers sent (podft_uploads.podft_id).
 */

export interface PodftDbRow {
  id: number;
  entity: 0 | 1;
  document: string;
  resident: 0 | 1;
  person: 0 | 1;
  title: string;
  type: number;
  status: 1 | 2 | 3 | 4;
  comment: string;
  politician: 0 | 1 | null;
  item: string;
  created_at: string;
  updated_at: string | null;
  changed_name: string | null;
  checked_name: string | null;
  checked: number | null;
}

export interface PodftQuery {
  status?: number;
  person?: boolean;
  entity?: 0 | 1;
  title?: string;
  document?: string;
  /** ISO instants: [from, to) of the appeal (created) and of the decision (updated). */
  appeal?: { from?: string; to?: string };
  solution?: { from?: string; to?: string };
}

const fullName = (alias: string) =>
  `trim(${alias}.surname || ' ' || ${alias}.name || coalesce(' ' || ${alias}.patronymic, ''))`;

const SELECT = `SELECT r.*, ${fullName('c')} AS changed_name, ${fullName('k')} AS checked_name
  FROM podft_records r LEFT JOIN users c ON c.id = r.changed LEFT JOIN users k ON k.id = r.checked`;

const like = (v: string) => `%${v.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function where(q: PodftQuery): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (q.status !== undefined) add('r.status = ?', q.status);
  // the kind of person is a client's: a vehicle is neither
  if (q.person !== undefined) add('r.entity = 0 AND r.person = ?', q.person ? 1 : 0);
  if (q.entity !== undefined) add('r.entity = ?', q.entity);
  if (q.title) add(`r.title LIKE ? ESCAPE '\\'`, like(q.title));
  if (q.document) add(`r.document LIKE ? ESCAPE '\\'`, like(q.document));
  if (q.appeal?.from) add('r.created_at >= ?', q.appeal.from);
  if (q.appeal?.to) add('r.created_at < ?', q.appeal.to);
  if (q.solution?.from) add('r.status > 1 AND r.updated_at >= ?', q.solution.from);
  if (q.solution?.to) add('r.status > 1 AND r.updated_at < ?', q.solution.to);
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export function countRecords(db: Db, q: PodftQuery): number {
  const w = where(q);
  return (db.prepare(`SELECT count(*) AS n FROM podft_records r ${w.sql}`).get(...w.params) as { n: number })
    .n;
}

/** A page of records, newest first. */
export function recordsPage(db: Db, q: PodftQuery, page: number, perPage: number): PodftDbRow[] {
  const w = where(q);
  return db
    .prepare(`${SELECT} ${w.sql} ORDER BY r.id DESC LIMIT ? OFFSET ?`)
    .all(...w.params, perPage, (page - 1) * perPage) as PodftDbRow[];
}

export function findRecord(db: Db, id: number): PodftDbRow | undefined {
  return db.prepare(`${SELECT} WHERE r.id = ?`).get(id) as PodftDbRow | undefined;
}

/** Every record of the party (the history list), newest first. */
export function partyRecords(db: Db, entity: 0 | 1, document: string): PodftDbRow[] {
  return db
    .prepare(`${SELECT} WHERE r.entity = ? AND r.document = ? ORDER BY r.id DESC`)
    .all(entity, document) as PodftDbRow[];
}

export interface PodftImage {
  mime: string;
  body: Buffer;
}

/** The newest front and back image the sellers sent for the record. */
export function recordImages(db: Db, id: number): { front: PodftImage | null; back: PodftImage | null } {
  const side = (s: 'front' | 'back') =>
    (db
      .prepare(
        `SELECT ${s}_mime AS mime, ${s}_body AS body FROM podft_uploads
          WHERE podft_id = ? AND ${s}_body IS NOT NULL ORDER BY id DESC LIMIT 1`,
      )
      .get(id) as PodftImage | undefined) ?? null;
  return { front: side('front'), back: side('back') };
}

/**
 * The decision, once: written only while nobody decided (`checked` NULL), in one statement, so two officers
 * deciding at once cannot both win. False when it was already decided (or is gone).
 */
export function decideRecord(
  db: Db,
  d: { id: number; status: 2 | 3 | 4; comment: string; userId: number; now: string },
): boolean {
  return (
    db
      .prepare(
        `UPDATE podft_records SET status = ?, comment = ?, checked = ?, updated_at = ?
          WHERE id = ? AND checked IS NULL`,
      )
      .run(d.status, d.comment, d.userId, d.now, d.id).changes === 1
  );
}
