import { isSameParty } from '../../../shared/sale/cards';
import type { PolicyClient, VerifyAnswer } from '../../../shared/sale/contract';
import type { VerifyClientFiRequest } from '../../../shared/sale/fi/contract';
import { needsSignatory, normalizeSignatory } from '../../../shared/sale/fi/signatory';
import { paymentPhoneAfterCalculation } from '../../../shared/sale/payment-phone';
import { treatyEnd } from '../../../shared/sale/treaty';
import { markOf, verdictOf, withPodftBlock, type Verdict } from '../../../shared/sale/verification';
import { clampProgramCondition, productOf, type PropertyProduct } from '../conditions';
import type { PropertyCalculation, PropertyPolicy } from '../contract';
import { risksRecord } from '../risks';
import {
  NO_PROPERTY_CHECKS,
  type PropertyChecks,
  type PropertyContext,
  type PropertyEdit,
  type PropertyParts,
  type PropertySale,
} from './property-context';

/**
 * The property sale's pure part (spec part 2 sections 3.2, 4.1, 5.5, 5.6, 7.2): the policy as it is sent, a saved
 * policy put back, what verification asks and what its answers mean, the calculation's answer, and the page's own
 * fields as EDIT changes them.
 */

/** The insureds as the policy lists them: the insurer first when it is also insured (the checkbox). */
export const policyInsureds = (
  p: Pick<PropertyParts, 'insurer' | 'isDrive' | 'insureds'>,
): PolicyClient[] => [...(p.isDrive && p.insurer ? [p.insurer] : []), ...p.insureds];

/** The policy (3.2) as calculate, checkout-fi and draft/save take it. */
export function propertyPolicyOf(c: PropertySale): PropertyPolicy {
  return {
    number: c.number,
    product: c.product,
    insurer: c.insurer,
    isDrive: c.isDrive,
    insureds: policyInsureds(c),
    beneficiary: c.beneficiary,
    leader: c.leader,
    owners: c.owners,
    objects: c.objects,
    conditions: c.conditions,
    programCondition: c.programCondition,
    risks: risksRecord(c.programCondition.franchise),
    treaty: { date: c.treaty.date, term: c.treaty.term, end: treatyEnd(c.treaty.date, c.treaty.term) },
    signatory: needsSignatory(c.insurer) ? c.signatory : null,
    manager: c.manager,
    agent: c.agent,
    paymentPhone: c.paymentPhone,
    paymentDate: c.paymentDate,
    isEpay: c.method === 'card',
    calculationDate: c.calculationDate,
    premium: c.premium,
    tariff: policyTariff(c),
    ...(c.ip ? { ip: c.ip } : {}),
  };
}

/** A saved policy (a draft, the sale kept in the browser) put back: the insurer leaves the insureds' list. */
export function propertyPartsOf(policy: PropertyPolicy): PropertyParts {
  const first = policy.insureds[0];
  const insurerListed =
    policy.isDrive && policy.insurer !== null && first !== undefined && isSameParty(first, policy.insurer);
  return {
    product: policy.product,
    insurer: policy.insurer,
    isDrive: policy.isDrive && policy.insurer !== null,
    insureds: insurerListed ? policy.insureds.slice(1) : policy.insureds,
    beneficiary: policy.beneficiary,
    leader: policy.leader,
    owners: policy.owners,
    objects: policy.objects,
    conditions: policy.conditions,
    programCondition: policy.programCondition,
    signatory: needsSignatory(policy.insurer) ? policy.signatory : null,
    paymentDate: policy.paymentDate,
    checks: NO_PROPERTY_CHECKS,
    items: null,
  };
}

/** The policy's tariff in percent: the premium over the objects' insured amounts (4 decimals), once calculated. */
export function policyTariff(c: Pick<PropertySale, 'premium' | 'objects'>): number | null {
  const amount = c.objects.reduce((sum, o) => sum + (o.amount ?? 0), 0);
  if (c.premium === null || amount <= 0) return null;
  return Math.round((c.premium / amount) * 100 * 10_000) / 10_000;
}

// ------------------------------------------------------------------ verification (7.2: verify/client-fi)

export interface PropertyVerificationRequests {
  /** verify/terminal for every role but the administrator's. */
  terminal: { c_id: string } | null;
  /** The insurer, the insureds, then the beneficiary. */
  clients: VerifyClientFiRequest[];
}

export interface PropertyVerificationAnswers {
  terminal: { result: boolean; message?: string } | null;
  clients: VerifyAnswer[];
}

function clientFiRequest(c: PropertySale, p: PolicyClient, isInsured: boolean): VerifyClientFiRequest {
  return {
    ulid: c.number,
    product: c.product,
    iin: p.client.iin ?? '',
    title: p.client.title ?? '',
    surname: p.client.surname ?? '',
    name: p.client.name ?? '',
    patronymic: p.client.patronymic ?? '',
    phone: p.client.phone ?? '',
    isInsured,
    rewrite: false,
    resident: p.filter.resident,
    person: p.filter.person,
  };
}

export function verificationRequests(c: PropertySale): PropertyVerificationRequests {
  return {
    terminal: c.user.role === 0 ? null : { c_id: c.user.c_id ?? '' },
    clients: [
      ...(c.insurer ? [clientFiRequest(c, c.insurer, c.isDrive)] : []),
      ...c.insureds.map((p) => clientFiRequest(c, p, true)),
      ...(c.beneficiary ? [clientFiRequest(c, c.beneficiary, false)] : []),
    ],
  };
}

export interface PropertyVerificationOutcome {
  verdict: Verdict;
  checks: PropertyChecks;
  /** The parties with the podft blocks the check answered. */
  parties: Pick<PropertyParts, 'insurer' | 'insureds' | 'beneficiary'>;
}

/** What the answers mean for each card and for the sale (4.1, 8), in the order the requests were made. */
export function verificationOutcome(
  c: PropertySale,
  answers: PropertyVerificationAnswers,
): PropertyVerificationOutcome {
  const marks = answers.clients.map(markOf);
  const insurerAt = c.insurer ? 0 : -1;
  const insuredsFrom = insurerAt + 1;
  const beneficiaryAt = c.beneficiary ? insuredsFrom + c.insureds.length : -1;
  const at = (i: number) => (i >= 0 ? answers.clients[i] : undefined);
  return {
    verdict: verdictOf(answers.terminal, answers.clients),
    checks: {
      insurer: insurerAt >= 0 ? (marks[insurerAt] ?? null) : null,
      insureds: c.insureds.map((_, i) => marks[insuredsFrom + i] ?? null),
      beneficiary: beneficiaryAt >= 0 ? (marks[beneficiaryAt] ?? null) : null,
    },
    parties: {
      insurer: c.insurer ? withPodftBlock(c.insurer, at(insurerAt)?.podft) : null,
      insureds: c.insureds.map((p, i) => withPodftBlock(p, at(insuredsFrom + i)?.podft)),
      beneficiary: c.beneficiary ? withPodftBlock(c.beneficiary, at(beneficiaryAt)?.podft) : null,
    },
  };
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

const EDITABLE: ReadonlyArray<keyof PropertyEdit> = [
  'isDrive',
  'conditions',
  'programCondition',
  'signatory',
  'paymentDate',
];
/** The fields whose change drops the calculation (4.1: the program, its conditions, the program condition, the insureds). */
const RESETS: ReadonlyArray<keyof PropertyEdit> = ['isDrive', 'conditions', 'programCondition'];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * EDIT {patch}: the program switch changes the product (DSI_FI, DSD_FI; 4.1) and the risks follow the franchise;
 * the program condition is clamped (5.5); the insurer is insured by the checkbox only once there is an insurer;
 * the signatory is kept as the block shows it, and only for an insurer that needs one. A patch of any other field,
 * or one that changes nothing, is refused (null).
 */
export function propertyEdit(
  c: PropertyContext,
  patch: PropertyEdit,
): { policy: PropertyParts; resets: boolean } | null {
  const keys = Object.keys(patch) as Array<keyof PropertyEdit>;
  if (keys.length === 0 || keys.some((k) => !EDITABLE.includes(k))) return null;
  const p = c.policy;
  const next: PropertyParts = { ...p };
  if (patch.isDrive !== undefined) {
    if (patch.isDrive && !p.insurer) return null;
    next.isDrive = patch.isDrive;
  }
  if (patch.conditions) {
    next.conditions = { ...p.conditions, ...patch.conditions };
    next.product = productOf(next.conditions.is_immovable) satisfies PropertyProduct;
  }
  if (patch.programCondition)
    next.programCondition = clampProgramCondition(
      { ...p.programCondition, ...patch.programCondition },
      p.insurer?.filter.person ?? true,
    );
  if (patch.signatory !== undefined) {
    if (!needsSignatory(p.insurer) || patch.signatory === null) return null;
    next.signatory = normalizeSignatory(
      { ...(p.signatory ?? patch.signatory), ...patch.signatory },
      p.insurer,
    );
  }
  if (patch.paymentDate !== undefined) next.paymentDate = patch.paymentDate;
  const changed = keys.filter(
    (k) => !same(next[k], p[k]) || (k === 'conditions' && next.product !== p.product),
  );
  if (changed.length === 0) return null;
  return { policy: next, resets: changed.some((k) => RESETS.includes(k)) };
}
