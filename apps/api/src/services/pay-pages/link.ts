import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link to a simulated payment page (a bank's invoice page for a transfer, the mobile bank's page): the
 * payment's data, signed by the back end with the secret it shares with the payment side, so the page needs no
 * database and no call back to learn what to show. The page answers with the usual signed post-back.
 */

export type PayPageKind = 'bank' | 'kaspi';

export interface PayOrder {
  kind: PayPageKind;
  /** The invoice of the payment (digits). */
  invoice: string;
  amount: number;
  /** The contract's number and who pays. */
  number: string;
  payer: string;
  /** The payer's phone (the mobile bank asks to confirm on it). */
  phone: string;
  /** The day a transfer is to be paid by ('YYYY-MM-DD'), when the sale set one. */
  due?: string;
  /** Where the page sends the signed post-back. */
  postLink: string;
}

const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

/** The page's path with the signed order: `/bank/invoice?o=…&s=…` or `/kaspi/pay?o=…&s=…`. */
export function payPagePath(secret: string, order: PayOrder): string {
  const o = Buffer.from(JSON.stringify(order)).toString('base64url');
  const path = order.kind === 'bank' ? '/bank/invoice' : '/kaspi/pay';
  return `${path}?o=${o}&s=${sign(secret, o)}`;
}

/** The order of a signed link, or null when the signature does not verify (or the secret is empty). */
export function readOrder(secret: string, o: string, s: string): PayOrder | null {
  if (!secret || !o) return null;
  const expected = Buffer.from(sign(secret, o));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(o, 'base64url').toString('utf8')) as PayOrder;
  } catch {
    return null;
  }
}
