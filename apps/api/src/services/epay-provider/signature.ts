import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EpayPostBack } from '@sakta/core';

/**
 * The card provider's post-back signature (core contract/epay.ts): HMAC-SHA256, hex, over
 * `${invoice}|${status}|${amount}|${reference}` with the secret the provider and the back end share
 * (SAKTA_EPAY_SIGNING_SECRET). The amount is written as JavaScript writes the number (38540, 187450.5).
 */
export type SignedFields = Pick<EpayPostBack, 'invoice' | 'status' | 'amount' | 'reference'>;

export function postBackSignature(secret: string, p: SignedFields): string {
  return createHmac('sha256', secret)
    .update(`${p.invoice}|${p.status}|${p.amount}|${p.reference}`)
    .digest('hex');
}

/** Constant-time check; an empty secret never verifies (a production server without the secret fails closed). */
export function isValidPostBackSignature(secret: string, p: SignedFields & { signature: string }): boolean {
  if (!secret) return false;
  const expected = Buffer.from(postBackSignature(secret, p));
  const given = Buffer.from(p.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
