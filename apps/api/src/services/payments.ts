import * as z from 'zod/mini';
import {
  EPAY_CURRENCY,
  EPAY_INVOICE_PREFIX,
  EPAY_LANGUAGE,
  epayPostBackEndpoint,
  type EpayPostBack,
  type EpayWidget,
} from '@sakta/core';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import { saleAuthorityRu, saleStep } from '@sakta/core/sale/authority';
import { isValidPostBackSignature } from './epay-provider/signature';
import { readLedger } from './sale-ledger';

/**
 * Payments of the register's policies (spec part 1 section 7 "Payment", part 2 section 7.2), the back end's side:
 * payments and their invoices, the server-to-server token request to the card provider, and the signed post-back
 * that the card provider, the simulated bank (transfer) and the simulated mobile bank all send.
 */

export type PaymentStatus = 'awaiting' | 'paid' | 'declined';

/**
 * A payment of a policy of the register (payments, migration 013) as the card page and the simulators see it:
 * `id` is the payment's (the /epay/{id} page and the post-back path), `premium` the amount to pay.
 */
export interface ContractRow {
  id: number;
  policy_id: number;
  method: PaymentMethod;
  number: string;
  product: string;
  premium: number;
  insurer_title: string;
  insurer_iin: string;
  payment_status: PaymentStatus;
  invoice: string | null;
  paid_at: string | null;
  payment_reference: string | null;
  /** A later checkout or a change of the sale closed this link (1), else 0. */
  voided: 0 | 1;
  /** The policy is paid already, through this payment or another (1), else 0. */
  policy_paid: 0 | 1;
}

export type PaymentMethod = 'transfer' | 'card' | 'kaspi';

/**
 * The way a policy of `policies p` was paid, as SQL: the method of its paid payment, else of its latest attempt;
 * null when it has no payment (seeded, or paid nothing), and its payment_type says.
 */
export const PAYMENT_METHOD_SQL = `(SELECT m.method FROM payments m WHERE m.policy_id = p.id
  ORDER BY m.status = 'paid' DESC, m.created_at DESC, m.id DESC LIMIT 1)`;

const PAYMENT_SELECT = `SELECT m.id, m.policy_id, m.method, coalesce(p.global_id, p.number, CAST(p.id AS TEXT)) AS number,
    p.product_title AS product, m.amount AS premium, coalesce(json_extract(p.insurer, '$.title'), '') AS insurer_title,
    coalesce(p.insurer_iin, '') AS insurer_iin, m.status AS payment_status, m.invoice, m.paid_at,
    m.reference AS payment_reference, (m.voided_at IS NOT NULL) AS voided, (p.status IN (1, 7, 8)) AS policy_paid
  FROM payments m JOIN policies p ON p.id = m.policy_id`;

export function findContract(db: Db, id: number): ContractRow | undefined {
  return db.prepare(`${PAYMENT_SELECT} WHERE m.id = ?`).get(id) as ContractRow | undefined;
}

/** The latest payment of a policy (checkout makes one per attempt), or undefined. */
export function latestPayment(db: Db, policyId: number): ContractRow | undefined {
  return db
    .prepare(`${PAYMENT_SELECT} WHERE m.policy_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT 1`)
    .get(policyId) as ContractRow | undefined;
}

/** A new payment of a policy (awaiting). Returns its id. */
export function createPayment(
  db: Db,
  input: { policyId: number; method: PaymentMethod; amount: number; now: number; saleVersion: number | null },
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO payments (policy_id, method, amount, created_at, sale_version) VALUES (?, ?, ?, ?, ?)',
      )
      .run(input.policyId, input.method, input.amount, input.now, input.saleVersion).lastInsertRowid,
  );
}

/**
 * The invoice of a payment attempt: the payment's open (pending) invoice for the same amount when there is one,
 * so reopening or reloading the public page adds no row; otherwise a new id of the payment id (8 digits, zero
 * padded) and the attempt number (4 digits): payment 1001, first attempt -> '000010010001'. Digits only (the
 * provider's invoiceID rule). A declined attempt leaves its invoice closed, so the next attempt gets a new one.
 */
export function createInvoice(db: Db, config: Pick<Config, 'now'>, contract: ContractRow): string {
  return db.transaction(() => {
    const open = db
      .prepare(
        "SELECT invoice FROM payment_invoices WHERE payment_id = ? AND status = 'pending' AND abs(amount - ?) < 0.001 ORDER BY created_at DESC, invoice DESC LIMIT 1",
      )
      .get(contract.id, contract.premium) as { invoice: string } | undefined;
    if (open) return open.invoice;
    const { n } = db
      .prepare('SELECT count(*) AS n FROM payment_invoices WHERE payment_id = ?')
      .get(contract.id) as {
      n: number;
    };
    const invoice = `${String(contract.id).padStart(8, '0')}${String(n + 1).padStart(4, '0')}`;
    db.prepare(
      'INSERT INTO payment_invoices (invoice, payment_id, amount, created_at) VALUES (?, ?, ?, ?)',
    ).run(invoice, contract.id, contract.premium, config.now());
    db.prepare('UPDATE payments SET invoice = ? WHERE id = ?').run(invoice, contract.id);
    return invoice;
  })();
}

const TokenAnswerSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.optional(z.number()),
});

export class EpayUnavailable extends Error {
  override name = 'EpayUnavailable';
}

/**
 * Asks the provider for a widget token (multipart/form-data, client credentials; the browser never sees them)
 * and returns what the SPA's widget needs. Any failure (unreachable, refused, malformed answer): EpayUnavailable.
 */
export async function requestWidget(
  config: Pick<
    Config,
    'fetch' | 'epayOrigin' | 'epayClientId' | 'epayClientSecret' | 'epayTerminal' | 'publicUrl'
  >,
  contract: ContractRow,
  invoice: string,
): Promise<EpayWidget> {
  const form = new FormData();
  form.set('grant_type', 'client_credentials');
  form.set('scope', 'payment');
  form.set('client_id', config.epayClientId);
  form.set('client_secret', config.epayClientSecret);
  form.set('invoiceID', invoice);
  form.set('amount', String(contract.premium));
  form.set('currency', EPAY_CURRENCY);
  form.set('terminal', config.epayTerminal);
  form.set('postLink', config.publicUrl + epayPostBackEndpoint.path.replace('{id}', String(contract.id)));
  let res: Response;
  try {
    res = await config.fetch(`${config.epayOrigin}/oauth2/token`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(8000),
    });
  } catch (e) {
    throw new EpayUnavailable(`token request failed: ${(e as Error).message}`);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new EpayUnavailable(`token refused: HTTP ${res.status} ${JSON.stringify(body)}`);
  const token = TokenAnswerSchema.safeParse(body);
  if (!token.success) throw new EpayUnavailable('token answer is malformed');
  return {
    invoice,
    invoiceAlt: `${EPAY_INVOICE_PREFIX}${invoice}`,
    amount: contract.premium,
    currency: EPAY_CURRENCY,
    language: EPAY_LANGUAGE,
    widgetUrl: `${config.epayOrigin}/widget?token=${encodeURIComponent(token.data.access_token)}`,
  };
}

export type PostBackOutcome =
  | { kind: 'ok' }
  | { kind: 'bad-signature' | 'unknown-invoice' | 'amount-mismatch' }
  /** The money came through a link that could no longer pay: not applied, recorded to be given back. */
  | { kind: 'returned'; message: string };

interface PaymentFacts {
  status: PaymentStatus;
  sale_version: number | null;
  voided_at: number | null;
  policy_id: number;
  policy_status: number;
  draft_ulid: string | null;
  replaces_id: number | null;
}

/** Another policy paid to replace the same issued policy (a second rewrite of it). */
const replacedByAnother = (db: Db, f: PaymentFacts): boolean =>
  f.replaces_id !== null &&
  db
    .prepare('SELECT 1 FROM policies WHERE replaces_id = ? AND id <> ? AND status IN (1, 7, 8)')
    .get(f.replaces_id, f.policy_id) !== undefined;

/**
 * Core's rule for a payment that arrives (`saleStep`, 'pay'): applied once, through a link of the sale's current
 * version that no later checkout or change voided; a policy paid already (or an issued policy already rewritten by
 * another sale) takes no second payment. The refusal's message, or null when the payment applies.
 */
function paymentRefusal(db: Db, f: PaymentFacts): string | null {
  if (replacedByAnother(db, f)) return saleAuthorityRu.replacedAlready;
  if (f.draft_ulid !== null) {
    const ledger = readLedger(db, f.draft_ulid);
    const version = f.sale_version ?? ledger.version;
    return saleStep(ledger, { type: 'pay', version, voided: f.voided_at !== null }).refusal?.message ?? null;
  }
  // a payment of a policy sold before the ledger (the seeded card page's contracts)
  if (f.policy_status !== 0) return saleAuthorityRu.paidAlready;
  return f.voided_at !== null ? saleAuthorityRu.linkVoided : null;
}

/**
 * Applies the provider's post-back to the contract: 'success' -> paid (with paid_at and the reference),
 * 'declined' -> declined unless already paid. Nothing changes unless the signature verifies with the shared
 * secret and the invoice is one issued for this contract with this amount. A repeated post-back is harmless. A
 * success through a link that can no longer pay (voided by a later checkout or a change of the sale, or the policy
 * paid already) is not applied: it is recorded in payment_returns to be given back.
 */
export function applyPostBack(
  db: Db,
  config: Pick<Config, 'now' | 'epaySigningSecret'>,
  contractId: number,
  body: EpayPostBack,
): PostBackOutcome {
  if (!isValidPostBackSignature(config.epaySigningSecret, body)) return { kind: 'bad-signature' };
  const invoice = db
    .prepare('SELECT * FROM payment_invoices WHERE invoice = ? AND payment_id = ?')
    .get(body.invoice, contractId) as
    { amount: number; status: string; reference: string | null } | undefined;
  if (!invoice) return { kind: 'unknown-invoice' };
  if (Math.abs(invoice.amount - body.amount) > 0.001) return { kind: 'amount-mismatch' };
  const now = config.now();
  const paid = body.status === 'success';
  return db.transaction((): PostBackOutcome => {
    const facts = db
      .prepare(
        `SELECT m.status, m.sale_version, m.voided_at, m.policy_id, p.status AS policy_status, p.draft_ulid,
           p.replaces_id FROM payments m JOIN policies p ON p.id = m.policy_id WHERE m.id = ?`,
      )
      .get(contractId) as PaymentFacts;
    // the provider repeats a post-back it already sent: nothing changes
    if (invoice.status === (paid ? 'paid' : 'declined') && invoice.reference === body.reference)
      return { kind: 'ok' };
    const refusal = paid && facts.status !== 'paid' ? paymentRefusal(db, facts) : null;
    db.prepare('UPDATE payment_invoices SET status = ?, reference = ?, updated_at = ? WHERE invoice = ?').run(
      paid ? 'paid' : 'declined',
      body.reference,
      now,
      body.invoice,
    );
    if (refusal) {
      db.prepare(
        `INSERT OR IGNORE INTO payment_returns (payment_id, invoice, amount, reference, reason, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(
        contractId,
        body.invoice,
        body.amount,
        body.reference,
        refusal === saleAuthorityRu.linkVoided ? 'voided' : 'paid-already',
        now,
      );
      return { kind: 'returned', message: refusal };
    }
    if (paid) {
      const changed = db
        .prepare(
          "UPDATE payments SET status = 'paid', paid_at = ?, reference = ? WHERE id = ? AND status <> 'paid'",
        )
        .run(new Date(now).toISOString(), body.reference, contractId).changes;
      // The policy is paid: 'in processing' (7) until the simulated 1C gives it its global number (one-c.ts).
      if (changed)
        db.prepare(
          `UPDATE policies SET status = 7, paid_at = ?, updated_at = ?
           WHERE id = (SELECT policy_id FROM payments WHERE id = ?) AND status = 0`,
        ).run(now, now, contractId);
    } else
      db.prepare(
        "UPDATE payments SET status = 'declined', reference = ? WHERE id = ? AND status <> 'paid'",
      ).run(body.reference, contractId);
    return { kind: 'ok' };
  })();
}
