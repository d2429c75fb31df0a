import { isUlid } from '../ulid';
import { draftDigest } from './draft-digest';
import type { SaleProduct } from './product';
import { restoredTreaty, termRule } from './treaty';
import type { KeptSale, SaleContext } from './types';

/**
 * A saved sale put back on the page (spec part 2 section 4.1): a draft opened, or the sale kept in the browser. Each
 * answers the context's new fields; the sale's digest says whether it is its draft as the server keeps it.
 */

/** What put-back reads of a product: its variant, how a policy comes back, and the policy it sends. */
type Product<P, T extends { kind: string }, Policy, Variant> = Pick<
  SaleProduct<P, T, Policy, unknown, unknown, unknown, Variant>,
  'variantOf' | 'restore' | 'globalOf' | 'policyOf' | 'term'
>;

const digested = <P, T extends { kind: string }, Policy, Variant>(
  product: Product<P, T, Policy, Variant>,
  context: SaleContext<P, T>,
  next: Partial<SaleContext<P, T>>,
  saved: boolean,
): Partial<SaleContext<P, T>> => ({
  ...next,
  savedDigest: saved ? draftDigest(product.policyOf({ ...context, ...next })) : null,
});

/**
 * A draft opened (4.1): its parties, sellers and term; the first day of cover tomorrow whatever day it was saved for
 * (its calculation was never kept); a draft id of digits only (made before policy numbers were ULIDs) gets the
 * page's fresh number. What is on the page is its draft as saved.
 */
export function withDraft<P, T extends { kind: string }, Policy, Variant>(
  product: Product<P, T, Policy, Variant>,
  context: SaleContext<P, T>,
  draft: { id: string; policy: unknown },
): Partial<SaleContext<P, T>> {
  const variant = product.variantOf(context.policy);
  const back = product.restore(draft.policy as Policy, variant);
  const { term } = restoredTreaty(back.treaty, context.minDate, termRule(product, variant));
  const next: Partial<SaleContext<P, T>> = {
    ...back,
    treaty: { date: context.minDate, term },
    number: isUlid(draft.id) ? back.number : context.number,
    draftId: draft.id,
    draftRequest: null,
    pendingDraft: null,
    keptSale: null,
    restored: false,
  };
  return digested(product, context, next, true);
}

/**
 * The sale kept in the browser put back as it was: its draft, its requested payment, its calculation, the policy it
 * rewrites; the first day of cover never before tomorrow; saved if it was when kept.
 */
export function withKeptSale<P, T extends { kind: string }, Policy, Variant>(
  product: Product<P, T, Policy, Variant>,
  context: SaleContext<P, T>,
  kept: KeptSale<unknown>,
): Partial<SaleContext<P, T>> {
  const variant = product.variantOf(context.policy);
  const policy = kept.policy as Policy;
  const back = product.restore(policy, variant);
  const global = product.globalOf(policy);
  const next: Partial<SaleContext<P, T>> = {
    ...back,
    treaty: restoredTreaty(back.treaty, context.minDate, termRule(product, variant)),
    draftId: kept.draftId,
    payment: kept.payment,
    ...(kept.calculation ? kept.calculation : {}),
    ...(global ? { rewrite: { global } } : {}),
    keptSale: null,
    restored: true,
  };
  return digested(product, context, next, kept.saved === true);
}
