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
import { isValidPostBackSignature } from './epay-provider/signature';

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
}

export type PaymentMethod = 'transfer' | 'card' | 'kaspi';

const PAYMENT_SELECT = `SELECT m.id, m.policy_id, m.method, coalesce(p.global_id, p.number, CAST(p.id AS TEXT)) AS number,
    p.product_title AS product, m.amount AS premium, coalesce(json_extract(p.insurer, '$.title'), '') AS insurer_title,
    coalesce(p.insurer_iin, '') AS insurer_iin, m.status AS payment_status, m.invoice, m.paid_at,
    m.reference AS payment_reference
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
  input: { policyId: number; method: PaymentMethod; amount: number; now: number },
): number {
  return Number(
    db
      .prepare('INSERT INTO payments (policy_id, method, amount, created_at) VALUES (?, ?, ?, ?)')
      .run(input.policyId, input.method, input.amount, input.now).lastInsertRowid,
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

export type PostBackOutcome = 'ok' | 'bad-signature' | 'unknown-invoice' | 'amount-mismatch';

/**
 * Applies the provider's post-back to the contract: 'success' -> paid (with paid_at and the reference),
 * 'declined' -> declined unless already paid. Nothing changes unless the signature verifies with the shared
 * secret and the invoice is one issued for this contract with this amount. A repeated post-back is harmless.
 */
export function applyPostBack(
  db: Db,
  config: Pick<Config, 'now' | 'epaySigningSecret'>,
  contractId: number,
  body: EpayPostBack,
): PostBackOutcome {
  if (!isValidPostBackSignature(config.epaySigningSecret, body)) return 'bad-signature';
  const invoice = db
    .prepare('SELECT * FROM payment_invoices WHERE invoice = ? AND payment_id = ?')
    .get(body.invoice, contractId) as { amount: number } | undefined;
  if (!invoice) return 'unknown-invoice';
  if (Math.abs(invoice.amount - body.amount) > 0.001) return 'amount-mismatch';
  const now = config.now();
  db.transaction(() => {
    const paid = body.status === 'success';
    db.prepare('UPDATE payment_invoices SET status = ?, reference = ?, updated_at = ? WHERE invoice = ?').run(
      paid ? 'paid' : 'declined',
      body.reference,
      now,
      body.invoice,
    );
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
  })();
  return 'ok';
}
