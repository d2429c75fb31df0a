import { saleMaterial } from './authority';
import type { SaleCore } from './types';

/**
 * Whether the sale on the page is its draft as the server keeps it (spec part 2 sections 4.1, 7.3): opening another
 * draft replaces a saved sale at once and asks first about an unsaved one. The digest is the policy's material data
 * (authority.ts) and what the seller typed beside it (the payment phone and date, the signatory). What the
 * calculation or a check sets is no change, nor are the attached documents (the server keeps them under the policy's
 * number, so a reopened draft has them), nor the sellers (the page chooses them by the user's role as it opens: a
 * draft opened would otherwise count as changed at once).
 */
const TYPED = ['paymentPhone', 'paymentDate', 'signatory'] as const;

export function draftDigest(policy: unknown): string {
  const typed = (policy ?? {}) as Record<string, unknown>;
  return JSON.stringify([saleMaterial(policy), TYPED.map((key) => typed[key] ?? null)]);
}

/**
 * The sale is saved: its data as its draft was last saved or opened. A payment requested since is the server's (the
 * sale's ledger, the policy list's check): it does not make the sale unsaved.
 */
export function isSaleSaved(c: Pick<SaleCore, 'savedDigest'>, policy: unknown): boolean {
  return c.savedDigest !== null && draftDigest(policy) === c.savedDigest;
}
