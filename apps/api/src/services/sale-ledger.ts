import { createHash } from 'node:crypto';
import {
  NEW_SALE_LEDGER,
  saleMaterial,
  saleStep,
  type SaleEvent,
  type SaleLedger,
} from '@sakta/core/sale/authority';
import type { Db } from '../platform/db';
import { Rejected } from '../platform/http';

/**
 * The sale's ledger on the server (migration 021; core's `saleStep`, shared/sale/authority.ts): every sale call
 * (calculate, the code, checkout, a draft saved, a payment's post-back) asks `stepSale`, which applies core's rule to
 * the sale's ledger, keeps what it allows, and carries out what it leaves behind: a change or a new checkout voids
 * the sale's open payment links. A refusal is thrown in the calling endpoint's failure shape.
 */

interface LedgerRow {
  version: number;
  digest: string | null;
  calculated_version: number | null;
  premium: number | null;
  confirmed_version: number | null;
}

/** Whether the sale's policy is paid (in processing or issued): the register decides. */
const isPaid = (db: Db, ulid: string) =>
  db.prepare('SELECT 1 FROM policies WHERE draft_ulid = ? AND status IN (1, 7, 8)').get(ulid) !== undefined;

export function readLedger(db: Db, ulid: string): SaleLedger {
  const row = db
    .prepare(
      'SELECT version, digest, calculated_version, premium, confirmed_version FROM sale_ledgers WHERE ulid = ?',
    )
    .get(ulid) as LedgerRow | undefined;
  if (!row) return { ...NEW_SALE_LEDGER, paid: isPaid(db, ulid) };
  return {
    version: row.version,
    digest: row.digest,
    calculated:
      row.calculated_version === null || row.premium === null
        ? null
        : { version: row.calculated_version, premium: row.premium },
    confirmed: row.confirmed_version,
    paid: isPaid(db, ulid),
  };
}

function writeLedger(db: Db, ulid: string, ledger: SaleLedger, now: number): void {
  db.prepare(
    `INSERT INTO sale_ledgers (ulid, version, digest, calculated_version, premium, confirmed_version, updated_at)
     VALUES (@ulid, @version, @digest, @calculated_version, @premium, @confirmed_version, @now)
     ON CONFLICT (ulid) DO UPDATE SET version = @version, digest = @digest,
       calculated_version = @calculated_version, premium = @premium, confirmed_version = @confirmed_version,
       updated_at = @now`,
  ).run({
    ulid,
    version: ledger.version,
    digest: ledger.digest,
    calculated_version: ledger.calculated?.version ?? null,
    premium: ledger.calculated?.premium ?? null,
    confirmed_version: ledger.confirmed,
    now,
  });
}

/** Closes every open payment link of the sale: their pages and post-backs are refused from now on. */
export function voidSaleLinks(db: Db, ulid: string, now: number): void {
  db.prepare(
    `UPDATE payments SET voided_at = ? WHERE voided_at IS NULL AND status <> 'paid'
       AND policy_id IN (SELECT id FROM policies WHERE draft_ulid = ?)`,
  ).run(now, ulid);
}

export interface StepContext {
  db: Db;
  now: number;
}

/**
 * Applies core's rule to the sale: the ledger after the call, once kept and its effects carried out; a refusal is
 * thrown (`shape`: the endpoint's `{errors}` or `{message}` failure) after what it leaves behind is kept too.
 */
export function stepSale(
  { db, now }: StepContext,
  ulid: string,
  event: SaleEvent,
  shape: 'errors' | 'message' = 'message',
): SaleLedger {
  const before = readLedger(db, ulid);
  const result = saleStep(before, event);
  if (result.refusal) throw new Rejected(result.refusal.status, [result.refusal.message], shape);
  if (result.ledger !== before) writeLedger(db, ulid, result.ledger, now);
  if (result.effects.includes('void-links')) voidSaleLinks(db, ulid, now);
  return result.ledger;
}

/** The digest of a policy's material data (core's saleMaterial), as the ledger keeps it. */
export const saleDigest = (policy: unknown): string =>
  createHash('sha256').update(saleMaterial(policy)).digest('base64url');

/** A call showed the sale's data (calculate, checkout, a draft saved): a change makes a new version. */
export const showSaleData = (ctx: StepContext, ulid: string, policy: unknown): SaleLedger =>
  stepSale(ctx, ulid, { type: 'data', digest: saleDigest(policy) });
