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
 * Card payment of contracts (spec part 1 section 7 "Payment"), the back end's side: invoices, the server-to-server
 * token request to the provider, and the provider's signed post-back.
 */

export type PaymentStatus = 'awaiting' | 'paid' | 'declined';

export interface ContractRow {
  id: number;
  number: string;
  product: string;
  premium: number;
  insurer_title: string;
  insurer_iin: string;
  status: number;
  payment_status: PaymentStatus;
  invoice: string | null;
  paid_at: string | null;
  payment_reference: string | null;
  created_at: string;
}

export function findContract(db: Db, id: number): ContractRow | undefined {
  return db.prepare('SELECT * FROM contracts WHERE id = ?').get(id) as ContractRow | undefined;
}

/**
 * The invoice of a payment attempt: the contract's open (pending) invoice for the same amount when there is one,
 * so reopening or reloading the public page adds no row; otherwise a new id of the contract id (8 digits, zero
 * padded) and the attempt number (4 digits): contract 1001, first attempt -> '000010010001'. Digits only (the
 * provider's invoiceID rule). A declined attempt leaves its invoice closed, so the next attempt gets a new one.
 */
export function createInvoice(db: Db, config: Pick<Config, 'now'>, contract: ContractRow): string {
  return db.transaction(() => {
    const open = db
      .prepare(
        "SELECT invoice FROM epay_invoices WHERE contract_id = ? AND status = 'pending' AND abs(amount - ?) < 0.001 ORDER BY created_at DESC, invoice DESC LIMIT 1",
      )
      .get(contract.id, contract.premium) as { invoice: string } | undefined;
    if (open) return open.invoice;
    const { n } = db
      .prepare('SELECT count(*) AS n FROM epay_invoices WHERE contract_id = ?')
      .get(contract.id) as {
      n: number;
    };
    const invoice = `${String(contract.id).padStart(8, '0')}${String(n + 1).padStart(4, '0')}`;
    db.prepare(
      'INSERT INTO epay_invoices (invoice, contract_id, amount, created_at) VALUES (?, ?, ?, ?)',
    ).run(invoice, contract.id, contract.premium, config.now());
    db.prepare('UPDATE contracts SET invoice = ? WHERE id = ?').run(invoice, contract.id);
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
    .prepare('SELECT * FROM epay_invoices WHERE invoice = ? AND contract_id = ?')
    .get(body.invoice, contractId) as { amount: number } | undefined;
  if (!invoice) return 'unknown-invoice';
  if (Math.abs(invoice.amount - body.amount) > 0.001) return 'amount-mismatch';
  const now = config.now();
  db.transaction(() => {
    const paid = body.status === 'success';
    db.prepare('UPDATE epay_invoices SET status = ?, reference = ?, updated_at = ? WHERE invoice = ?').run(
      paid ? 'paid' : 'declined',
      body.reference,
      now,
      body.invoice,
    );
    if (paid)
      db.prepare(
        "UPDATE contracts SET payment_status = 'paid', paid_at = ?, payment_reference = ? WHERE id = ? AND payment_status <> 'paid'",
      ).run(new Date(now).toISOString(), body.reference, contractId);
    else
      db.prepare(
        "UPDATE contracts SET payment_status = 'declined', payment_reference = ? WHERE id = ? AND payment_status <> 'paid'",
      ).run(body.reference, contractId);
  })();
  return 'ok';
}
