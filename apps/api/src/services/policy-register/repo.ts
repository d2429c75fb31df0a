import { formatAlmaty } from '../almaty';
import type { Db } from '../../platform/db';

/**
 * The policy register (`policies`, migrations 003 and 013): the one table every screen reads (the dashboard and
 * the admin's pies, the termination screen, the card page's payments, the history panel, the sale's checkout).
 * Status codes are spec part 2 section 4.5: 0 new (awaiting payment), 1 issued, 7 in processing (paid, 1C has not
 * given the global number yet), 8 sent for cancellation (replaced by a rewrite).
 */

export interface RegisterPolicy {
  id: number;
  number: string | null;
  global_id: string | null;
  draft_ulid: string | null;
  product_code: string;
  product_title: string;
  product_type: number | null;
  premium: number;
  status: number;
  payment_type: 0 | 1;
  payment_phone: string | null;
  creator_id: number | null;
  /** JSON: the OgpoPolicy as sold. */
  policy: string | null;
  /** JSON {title, iin, person, resident, ...}. */
  insurer: string | null;
  vehicles: string;
  insureds: string;
  /** JSON {is_immovable, insurance_sum, franchise, add_info} (property), or null. */
  object: string | null;
  /** JSON {title, iin, person} (a financial institution's bank), or null. */
  beneficiary: string | null;
  date_from: string | null;
  date_to: string | null;
  paid_at: number | null;
  terminated_at: number | null;
  replaces_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface NewPolicy {
  draftUlid: string;
  productCode: string;
  productTitle: string;
  productType: number | null;
  premium: number;
  paymentType: 0 | 1;
  paymentPhone: string;
  creatorId: number | null;
  policy: unknown;
  insurer: unknown;
  vehicles: unknown[];
  insureds: unknown[];
  /** The insured object (property); none when absent. */
  object?: unknown;
  beneficiary: unknown;
  dateFrom: string;
  dateTo: string;
  replacesId: number | null;
  now: number;
}

/** The columns of a new or updated policy, as named parameters. */
function columns(p: NewPolicy) {
  return {
    draft_ulid: p.draftUlid,
    product_code: p.productCode,
    product_title: p.productTitle,
    product_type: p.productType,
    premium: p.premium,
    payment_type: p.paymentType,
    payment_phone: p.paymentPhone,
    creator_id: p.creatorId,
    policy: JSON.stringify(p.policy),
    insurer: JSON.stringify(p.insurer),
    vehicles: JSON.stringify(p.vehicles),
    insureds: JSON.stringify(p.insureds),
    object: p.object == null ? null : JSON.stringify(p.object),
    beneficiary: p.beneficiary === null ? null : JSON.stringify(p.beneficiary),
    date_from: p.dateFrom,
    date_to: p.dateTo,
    replaces_id: p.replacesId,
    now: p.now,
  };
}

/** Adds a policy awaiting payment (status 0) and gives it its local number '{yy}-WEB-{id:6}'. Returns the id. */
export function insertPolicy(db: Db, p: NewPolicy): number {
  return db.transaction(() => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO policies (draft_ulid, product_code, product_title, product_type, premium, status, payment_type,
             payment_phone, creator_id, draft, policy, insurer, vehicles, insureds, object, beneficiary, date_from,
             date_to, replaces_id, created_at, updated_at)
           VALUES (@draft_ulid, @product_code, @product_title, @product_type, @premium, 0, @payment_type,
             @payment_phone, @creator_id, @policy, @policy, @insurer, @vehicles, @insureds, @object, @beneficiary,
             @date_from, @date_to, @replaces_id, @now, @now)`,
        )
        .run(columns(p)).lastInsertRowid,
    );
    const yy = formatAlmaty(p.now).slice(2, 4);
    db.prepare('UPDATE policies SET number = ? WHERE id = ?').run(
      `${yy}-WEB-${String(id).padStart(6, '0')}`,
      id,
    );
    return id;
  })();
}

export function findRegisterPolicy(db: Db, id: number): RegisterPolicy | undefined {
  return db.prepare('SELECT * FROM policies WHERE id = ?').get(id) as RegisterPolicy | undefined;
}

/** A policy by its global number, or by its local number (case-insensitive). */
export function findByNumber(db: Db, number: string): RegisterPolicy | undefined {
  return db
    .prepare(
      'SELECT * FROM policies WHERE global_id = @n OR number = @n COLLATE NOCASE ORDER BY global_id IS NULL LIMIT 1',
    )
    .get({ n: number.trim() }) as RegisterPolicy | undefined;
}

/** The latest policy sold from a sale (its ulid) that is still awaiting payment. */
export function openPolicyOfDraft(db: Db, draftUlid: string): RegisterPolicy | undefined {
  return db
    .prepare('SELECT * FROM policies WHERE draft_ulid = ? AND status = 0 ORDER BY id DESC LIMIT 1')
    .get(draftUlid) as RegisterPolicy | undefined;
}

/** A sale's policy already paid (in processing or issued), so checkout answers its ticket instead of a new one. */
export function paidPolicyOfDraft(db: Db, draftUlid: string): RegisterPolicy | undefined {
  return db
    .prepare('SELECT * FROM policies WHERE draft_ulid = ? AND status IN (1, 7) ORDER BY id DESC LIMIT 1')
    .get(draftUlid) as RegisterPolicy | undefined;
}

/** Checkout again before payment: the open policy takes the new parties, dates and premium. */
export function updateOpenPolicy(db: Db, id: number, p: NewPolicy): void {
  db.prepare(
    `UPDATE policies SET premium = @premium, payment_type = @payment_type, payment_phone = @payment_phone,
       draft = @policy, policy = @policy, insurer = @insurer, vehicles = @vehicles, insureds = @insureds,
       object = @object, beneficiary = @beneficiary, date_from = @date_from, date_to = @date_to, product_type = @product_type,
       updated_at = @now
     WHERE id = @id AND status = 0`,
  ).run({ ...columns(p), id });
}

/** Paid without a payment (a rewrite that costs nothing more): straight to 'in processing'. */
export function markPaid(db: Db, id: number, now: number): void {
  db.prepare('UPDATE policies SET status = 7, paid_at = ?, updated_at = ? WHERE id = ? AND status = 0').run(
    now,
    now,
    id,
  );
}
