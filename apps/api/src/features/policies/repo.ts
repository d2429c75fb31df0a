import { policyScope, type RoleId } from '@sakta/core';
import type { Db } from '../../platform/db';
import { employeeScope, scopeSql } from '../../services/employee-scope';
import type { PolicyRow } from '../../services/policy-register/documents';
import type { RegisterPolicy } from '../../services/policy-register/repo';
import { ALMATY_OFFSET_MS, DAY_MS } from '../../services/almaty';
import { PAYMENT_METHOD_SQL, type PaymentMethod } from '../../services/payments';

/**
 * The policy list's SQL over the one register (`policies`, migrations 003, 013, 017): the filter and the caller's
 * policy scope (core's `policyScope`: every policy, the branch's sellers', or one's own) as one WHERE, the page, the
 * count, the export's rows in chunks, and 'Search in 1C' (the simulated 1C holds every issued policy).
 */

export interface PolicyQuery {
  isShort?: boolean;
  manager?: number;
  creator?: string;
  global?: string;
  status?: number;
  one_c?: string;
  /** 'YYYY-MM-DD', inclusive, the day (Almaty) the policy was concluded. */
  start?: string;
  end?: string;
  iin?: string;
  apc?: string;
}

/** A row of the list: the register's columns it shows (`insurer` its JSON) and the seller's name. */
export type ListRow = Pick<
  RegisterPolicy,
  | 'id'
  | 'number'
  | 'global_id'
  | 'insurer'
  | 'product_code'
  | 'product_title'
  | 'product_type'
  | 'premium'
  | 'status'
  | 'payment_type'
  | 'date_from'
  | 'date_to'
  | 'created_at'
> & { seller: string | null };

interface Where {
  prefix: string;
  sql: string;
  params: Record<string, unknown>;
}

const dayStart = (iso: string) => Date.parse(`${iso}T00:00:00Z`) - ALMATY_OFFSET_MS;

/** The WHERE of a filter within the caller's scope (the same for the page, the count and the export). */
export function whereOf(db: Db, user: { id: number; role: RoleId }, q: PolicyQuery): Where {
  const conds: string[] = [];
  const params: Record<string, unknown> = {};
  let prefix = '';
  const scope = user.role === 0 ? 'all' : policyScope(user.role);
  if (scope === 'own') {
    conds.push('p.creator_id = @me');
    params.me = user.id;
  } else if (scope === 'branch') {
    const s = scopeSql(employeeScope(db, user));
    if (s) {
      prefix = s.prefix;
      conds.push(`p.creator_id IN (SELECT u.id FROM users u WHERE ${s.condition})`);
      Object.assign(params, s.params);
    }
  }
  const add = (cond: string, name: string, value: unknown) => {
    conds.push(cond);
    params[name] = value;
  };
  if (q.status !== undefined) add('p.status = @status', 'status', q.status);
  if (q.iin) add('p.insurer_iin = @iin', 'iin', q.iin);
  if (q.apc) add('p.apc = @apc', 'apc', q.apc);
  if (q.manager !== undefined) add('p.manager_id = @manager', 'manager', q.manager);
  if (q.global) add('p.global_id = @global', 'global', q.global);
  if (q.one_c) add('p.number = @one_c', 'one_c', q.one_c);
  if (q.start) add('p.created_at >= @from', 'from', dayStart(q.start));
  if (q.end) add('p.created_at < @to', 'to', dayStart(q.end) + DAY_MS);
  if (q.isShort) conds.push('julianday(p.date_to) - julianday(p.date_from) < 364');
  if (q.creator) {
    conds.push(`p.creator_id IN (SELECT c.id FROM users c
      WHERE c.surname || ' ' || c.name || ' ' || coalesce(c.patronymic, '') LIKE @creator OR c.iin LIKE @creator)`);
    params.creator = `%${q.creator.replace(/[%_]/g, '')}%`;
  }
  return { prefix, sql: conds.length ? `WHERE ${conds.join(' AND ')}` : '', params };
}

const SELLER = "(SELECT u.surname || ' ' || u.name FROM users u WHERE u.id = p.creator_id)";
const COLUMNS = `p.id, p.number, p.global_id, p.insurer, p.product_code, p.product_title, p.product_type, p.premium,
  p.status, p.payment_type, p.date_from, p.date_to, p.created_at, ${SELLER} AS seller`;

export function countPolicies(db: Db, w: Where): number {
  return (
    db.prepare(`${w.prefix} SELECT count(*) AS n FROM policies p ${w.sql}`).get(w.params) as { n: number }
  ).n;
}

export function policiesPage(db: Db, w: Where, page: number, perPage: number): ListRow[] {
  return db
    .prepare(
      `${w.prefix} SELECT ${COLUMNS} FROM policies p ${w.sql}
       ORDER BY p.created_at DESC, p.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...w.params, limit: perPage, offset: (page - 1) * perPage }) as ListRow[];
}

/**
 * A line of policy.csv as SQLite writes it, an array in the file's column order (dates dd.mm.yyyy, money with a
 * decimal comma, the seller's name; the status code and the payment type for the caller to name), then the keyset
 * of the next chunk: created_at and id.
 */
export type CsvRow = [
  id: number,
  number: string | null,
  global: string | null,
  insurer: string | null,
  iin: string | null,
  product: string,
  premium: string,
  status: number,
  from: string | null,
  to: string | null,
  created: string,
  seller: string | null,
  payment: 0 | 1,
  createdAt: number,
  rowId: number,
  method: PaymentMethod | null,
];

const ruDay = (col: string) =>
  `CASE WHEN ${col} IS NULL THEN NULL ELSE substr(${col}, 9, 2) || '.' || substr(${col}, 6, 2) || '.' || substr(${col}, 1, 4) END`;

const CSV_COLUMNS_SQL = `p.id, p.number, p.global_id, json_extract(p.insurer, '$.title'), p.insurer_iin, p.product_title,
  replace(printf('%.2f', p.premium), '.', ','), p.status, ${ruDay('p.date_from')}, ${ruDay('p.date_to')},
  strftime('%d.%m.%Y %H:%M', p.created_at / 1000 + ${ALMATY_OFFSET_MS / 1000}, 'unixepoch'),
  u.surname || ' ' || u.name, p.payment_type, p.created_at, p.id, ${PAYMENT_METHOD_SQL}`;

/**
 * Every row of the filter for policy.csv, newest first, read in chunks by keyset (each chunk a short query of its
 * own, its rows as arrays), so an export of the whole register never holds it in memory nor keeps the connection
 * busy between chunks. SQLite formats the values; the caller only names, quotes and joins them.
 */
export function* exportRows(db: Db, w: Where, chunk = 2000): Generator<CsvRow[]> {
  const after = w.sql ? `${w.sql} AND` : 'WHERE';
  const from = 'FROM policies p LEFT JOIN users u ON u.id = p.creator_id';
  const order = 'ORDER BY p.created_at DESC, p.id DESC LIMIT @limit';
  const first = db.prepare(`${w.prefix} SELECT ${CSV_COLUMNS_SQL} ${from} ${w.sql} ${order}`).raw(true);
  const next = db
    .prepare(
      `${w.prefix} SELECT ${CSV_COLUMNS_SQL} ${from} ${after}
       p.created_at <= @at AND (p.created_at < @at OR p.id < @id) ${order}`,
    )
    .raw(true);
  let rows = first.all({ ...w.params, limit: chunk }) as CsvRow[];
  while (rows.length) {
    yield rows;
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1]!;
    rows = next.all({ ...w.params, limit: chunk, at: last[13], id: last[14] }) as CsvRow[];
  }
}

export interface OneCRow {
  global_id: string;
  vehicles: string;
  date_from: string | null;
  date_to: string | null;
}

/** 1C's issued policies (a global number, issued or sent for cancellation) of an insurer, newest first. */
export function oneCByIin(db: Db, iin: string): OneCRow[] {
  return db
    .prepare(
      `SELECT global_id, vehicles, date_from, date_to FROM policies
       WHERE insurer_iin = ? AND global_id IS NOT NULL AND status IN (1, 8) ORDER BY created_at DESC LIMIT 20`,
    )
    .all(iin) as OneCRow[];
}

/** 1C's policy of a global number. */
export function oneCByGlobal(db: Db, global: string): OneCRow[] {
  return db
    .prepare(
      'SELECT global_id, vehicles, date_from, date_to FROM policies WHERE global_id = ? AND status IN (1, 8)',
    )
    .all(global) as OneCRow[];
}

/** A policy of the register by its id, or its local or global number, with its seller's name. */
export function findItem(db: Db, ref: number | string) {
  // an id first; a global number may be all digits ('1026000311'), so a number is also looked up as one
  const text = String(ref).trim();
  return db
    .prepare(
      `SELECT p.*, ${SELLER} AS seller, ${PAYMENT_METHOD_SQL} AS payment_method FROM policies p
       WHERE p.id = @id OR p.global_id = @text OR p.number = @text COLLATE NOCASE
       ORDER BY p.id = @id DESC, p.global_id IS NULL LIMIT 1`,
    )
    .get({ id: typeof ref === 'number' ? ref : -1, text }) as ItemRow | undefined;
}

/** A register policy as policy/item reads it: the documents' row plus its numbers and its seller's name. */
export interface ItemRow extends PolicyRow {
  number: string | null;
  draft_ulid: string | null;
  seller: string | null;
  terminated_at: number | null;
}
