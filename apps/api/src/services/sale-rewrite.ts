import { fmt } from '@sakta/core';
import { partyTitle, type PolicyClient } from '@sakta/core/sale';
import { Rejected, type AppContext } from '../platform/http';
import { findByNumber, type RegisterPolicy } from './policy-register/repo';
import type { SalePolicy, SaleProduct } from './sale-products';

/**
 * A rewrite of an issued policy (spec part 2 sections 3.1, 7.2; OGPO's policy-get grants it): the policy it replaces,
 * and the money: the old policy's premium of the register is deducted (`refund`), the rest is to pay
 * (`add_payment`, nothing when the new premium is not higher). calculate shows both; checkout charges `add_payment`.
 */

export const saleRewriteRu = {
  notFound: 'Договор {global} не найден или не может быть переоформлен',
} as const;

/** The old policy's insurer is the sale's: the same IIN/BIN (a non-resident without one: the same name). */
function sameInsurer(old: RegisterPolicy, insurer: PolicyClient): boolean {
  const was = JSON.parse(old.insurer ?? '{}') as { iin?: string; title?: string };
  const iin = insurer.client.iin ?? '';
  if (was.iin) return was.iin === iin;
  const title = partyTitle(insurer);
  return !iin && !!was.title && was.title.toLocaleUpperCase('ru') === title.toLocaleUpperCase('ru');
}

/** Another sale's policy already paid to replace it (in processing or issued). */
const replacedElsewhere = (c: AppContext, oldId: number, ulid: string): boolean =>
  c.var.db
    .prepare(
      'SELECT 1 FROM policies WHERE replaces_id = ? AND status IN (1, 7) AND (draft_ulid IS NULL OR draft_ulid <> ?)',
    )
    .get(oldId, ulid) !== undefined;

/**
 * The policy a rewrite replaces (issued, not terminated, of the same product, granted to this sale and seller, for
 * the same insurer), or a 404 refusal in the calling endpoint's failure shape.
 */
export function replacedPolicy(
  c: AppContext,
  product: Pick<SaleProduct, 'codes' | 'rewriteGrant'>,
  policy: SalePolicy,
  global: string,
  shape: Rejected['shape'],
): RegisterPolicy {
  const { db } = c.var;
  const old = findByNumber(db, global);
  const grant = product.rewriteGrant?.(db, policy.number);
  const granted =
    old !== undefined &&
    grant !== undefined &&
    grant.policy_id === old.id &&
    grant.user_id === c.var.auth.user.id &&
    old.status === 1 &&
    old.terminated_at === null &&
    product.codes.includes(old.product_code) &&
    policy.insurer !== null &&
    sameInsurer(old, policy.insurer) &&
    !replacedElsewhere(c, old.id, policy.number);
  if (!granted) throw new Rejected(404, [fmt(saleRewriteRu.notFound, { global })], shape);
  return old;
}

/** What a sale pays against the policy it replaces: the old premium deducted, the rest (never below 0) to pay. */
export function rewriteSettlement(
  premium: number,
  old: Pick<RegisterPolicy, 'premium'> | null,
): { refund: number; add_payment: number } {
  if (!old) return { refund: 0, add_payment: 0 };
  return { refund: old.premium, add_payment: Math.max(0, premium - old.premium) };
}
