import { fiEdit, fiPartiesOf, fiPolicyParties, fiVerificationRequests } from '../../../shared/sale/fi/sale';
import { paymentPhoneAfterCalculation } from '../../../shared/sale/payment-phone';
import { treatyEnd } from '../../../shared/sale/treaty';
import { clampProgramCondition, productOf } from '../conditions';
import type { PropertyCalculation, PropertyPolicy } from '../contract';
import { risksRecord } from '../risks';
import {
  NO_PROPERTY_CHECKS,
  type PropertyContext,
  type PropertyEdit,
  type PropertyParts,
  type PropertySale,
} from './property-context';

/**
 * The property sale's pure part (spec part 2 sections 3.2, 4.1, 5.5, 5.6, 7.2): the policy as it is sent, a saved
 * policy put back, the calculation's answer, and the page's own fields as EDIT changes them; the parties'
 * verification and fields are the financial-institution sale's (shared/sale/fi/sale.ts).
 */

/** The policy (3.2) as calculate, checkout-fi and draft/save take it. */
export function propertyPolicyOf(c: PropertySale): PropertyPolicy {
  return {
    number: c.number,
    product: c.product,
    ...fiPolicyParties(c),
    objects: c.objects,
    conditions: c.conditions,
    programCondition: c.programCondition,
    risks: risksRecord(c.programCondition.franchise),
    treaty: { date: c.treaty.date, term: c.treaty.term, end: treatyEnd(c.treaty.date, c.treaty.term) },
    manager: c.manager,
    agent: c.agent,
    paymentPhone: c.paymentPhone,
    isEpay: c.method === 'card',
    calculationDate: c.calculationDate,
    premium: c.premium,
    tariff: policyTariff(c),
    ...(c.ip ? { ip: c.ip } : {}),
  };
}

/** A saved policy (a draft, the sale kept in the browser) put back. */
export function propertyPartsOf(policy: PropertyPolicy): PropertyParts {
  return {
    ...fiPartiesOf(policy),
    product: policy.product,
    objects: policy.objects,
    conditions: policy.conditions,
    programCondition: policy.programCondition,
    items: null,
  };
}

/** The policy's tariff in percent: the premium over the objects' insured amounts (4 decimals), once calculated. */
export function policyTariff(c: Pick<PropertySale, 'premium' | 'objects'>): number | null {
  const amount = c.objects.reduce((sum, o) => sum + (o.amount ?? 0), 0);
  if (c.premium === null || amount <= 0) return null;
  return Math.round((c.premium / amount) * 100 * 10_000) / 10_000;
}

// ------------------------------------------------------------------ calculation (7.2)

/** The calculation put on the policy: each object's premium, the premium, the payment phone (4.1). */
export function calculated(context: PropertyContext, answer: PropertyCalculation) {
  const c = context.policy;
  return {
    policy: {
      ...c,
      items: answer.items,
      objects: c.objects.map((o, i) => ({ ...o, premium: answer.items[i]?.premium ?? null })),
    },
    premium: answer.premium,
    calculationDate: answer.calculationDate,
    paymentPhone: paymentPhoneAfterCalculation(context.paymentPhone, c.insurer),
  };
}

/** What a change drops besides the calculation (4.1): the verification marks and the objects' premiums. */
export const withoutCalculation = (p: PropertyParts): PropertyParts => ({
  ...p,
  checks: NO_PROPERTY_CHECKS,
  items: null,
  objects: p.objects.some((o) => o.premium !== null)
    ? p.objects.map((o) => ({ ...o, premium: null }))
    : p.objects,
});

// ------------------------------------------------------------------ the page's own fields (EDIT)

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * EDIT {patch}: the parties' fields as the FI sale takes them (the checkbox, the signatories, the payment date); the
 * program switch changes the product (DSI_FI, DSD_FI; 4.1) and the risks follow the franchise; the program
 * condition is clamped (5.5). The program, its conditions and its condition drop the calculation (4.1). A patch of
 * any other field, or one that changes nothing, is refused (null).
 */
export function propertyEdit(
  c: PropertyContext,
  patch: PropertyEdit,
): { policy: PropertyParts; resets: boolean } | null {
  const { isDrive, signatory, signatoryId, paymentDate, conditions, programCondition, ...others } = patch;
  if (Object.keys(others).length > 0) return null;
  const p = c.policy;
  const fi = fiEdit(p, {
    ...(isDrive !== undefined ? { isDrive } : {}),
    ...(signatory !== undefined ? { signatory } : {}),
    ...(signatoryId !== undefined ? { signatoryId } : {}),
    ...(paymentDate !== undefined ? { paymentDate } : {}),
  });
  if (!fi) return null;
  const next: PropertyParts = { ...p, ...fi.parties };
  if (conditions) {
    next.conditions = { ...p.conditions, ...conditions };
    next.product = productOf(next.conditions.is_immovable);
  }
  if (programCondition)
    next.programCondition = clampProgramCondition({ ...p.programCondition, ...programCondition });
  const own =
    !same(next.conditions, p.conditions) ||
    next.product !== p.product ||
    !same(next.programCondition, p.programCondition);
  if (!own && Object.keys(fi.parties).length === 0) return null;
  return { policy: next, resets: own || fi.resets };
}

/** verify/client-fi for each party of the property policy (7.2). */
export const verificationRequests = (c: PropertySale) => fiVerificationRequests(c, c.product);
export type { FiVerificationAnswers as PropertyVerificationAnswers } from '../../../shared/sale/fi/sale';
export type { FiVerificationRequests as PropertyVerificationRequests } from '../../../shared/sale/fi/sale';
