import { errorText, isApiError } from '../../../shared/api/errors';
import { OGPO_VARIANT_CODES } from '../../../shared/product-availability';
import type { CheckoutRequest, OgpoPolicy } from '../sale/contract';
import { showsApc } from '../staff';
import { type KeptSale, type PolicyContext, type PolicyInput } from './policy-context';
import {
  NO_CHECKS,
  partiesOf,
  policyOf,
  verificationOutcome,
  type VerificationAnswers,
  type VerificationOutcome,
} from './sale';
import { defaultTerm, isOfferedTerm, tomorrow } from './treaty';

/**
 * The policy machine's pure parts: the context it starts with (a fresh policy, or one kept in the browser), a saved
 * policy put back, what a change drops, and the requests of checkout and the payment check.
 */

export type LoadedDraft = { result: true; id: string; policy: OgpoPolicy } | { result: false };

/** The alert dialog's countdowns (spec 9): 10 s by default, 3 s for the missing terminal. */
export const ALERT_SECONDS = { default: 10, noTerminal: 3 } as const;
/** Pauses (spec 4.1, 9): after verification, the waiting message, between polls of a ticket being processed. */
export const SALE_PAUSES = { verified: 500, waiting: 3000, processing: 2000 } as const;
export const OTP_RESEND_SECONDS = 60;

export function initialContext(input: PolicyInput): PolicyContext {
  const minDate = tomorrow(input.now);
  const kept = input.kept ?? null;
  const base: PolicyContext = {
    productType: input.productType,
    product: OGPO_VARIANT_CODES[input.productType],
    number: input.number,
    user: input.user,
    apc: showsApc(input.user) ? input.user.apc : null,
    insurer: null,
    insureds: [],
    isDrive: false,
    vehicles: [],
    leader: null,
    beneficiaries: [],
    target: null,
    managers: [],
    agents: [],
    isCompany: false,
    manager: null,
    agent: null,
    managerLocked: false,
    agentLocked: false,
    staffMessage: null,
    pageMessage: null,
    ip: null,
    treaty: { date: minDate, term: defaultTerm(input.productType) },
    minDate,
    paymentPhone: '',
    premium: null,
    calculationDate: null,
    checks: NO_CHECKS,
    saleMessage: null,
    method: null,
    payment: null,
    waiting: null,
    ticket: null,
    draftId: null,
    draftNotice: null,
    draftRequest: input.draft || null,
    rewriteRequest: input.rewrite ? { ...input.rewrite, phone: '' } : null,
    rewrite: null,
    rewriteError: null,
    document: null,
    alert: null,
  };
  return kept ? { ...base, ...keptContext(base, kept) } : base;
}

/** A saved policy put back: its parties and terms; the first day of cover never before tomorrow. */
export function restored(context: PolicyContext, policy: OgpoPolicy): Partial<PolicyContext> {
  const parties = partiesOf(policy);
  const term = isOfferedTerm(context.productType, parties.treaty.term)
    ? parties.treaty.term
    : defaultTerm(context.productType);
  return {
    ...parties,
    treaty: { date: parties.treaty.date < context.minDate ? context.minDate : parties.treaty.date, term },
  };
}

export function keptContext(context: PolicyContext, kept: KeptSale): Partial<PolicyContext> {
  return {
    ...restored(context, kept.policy),
    number: kept.policy.number,
    draftId: kept.draftId,
    payment: kept.payment,
    ...(kept.policy.global ? { rewrite: { global: kept.policy.global } } : {}),
  };
}

/** Everything a change drops (4.1): the calculation, the code (the `otp` child stops with its state), the payment. */
export const CALCULATION_RESET = {
  premium: null,
  calculationDate: null,
  payment: null,
  waiting: null,
  saleMessage: null,
} as const;

export const failureText = (error: unknown, fallback: string) =>
  isApiError(error) && error.kind !== 'network' ? errorText(error, '. ') || fallback : fallback;

export function checkoutRequest(context: PolicyContext): CheckoutRequest {
  return {
    payment: context.method === 'transfer' ? 0 : 1,
    epay: context.method === 'card',
    policy: policyOf(context),
    paymentPhone: context.paymentPhone,
    ...(context.rewrite ? { global: context.rewrite.global, isRewrite: true } : {}),
  };
}

export const paymentCode = (context: PolicyContext): 0 | 1 =>
  context.payment?.method === 'transfer' || !context.payment ? 0 : 1;

export function paymentCheck(context: PolicyContext) {
  return { id: context.payment!.policyId, payment: paymentCode(context) };
}

export function outcomeOf(context: PolicyContext, answers: VerificationAnswers): VerificationOutcome['kind'] {
  return verificationOutcome(context, answers).kind;
}
