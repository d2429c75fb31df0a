import { OGPO_PRODUCT, OGPO_VARIANT_CODES } from '../../../shared/product-availability';
import type { SaleProduct } from '../../../shared/sale/product';
import type { OgpoProductType } from '../page-query';
import { needsDefaultInsured } from '../rules/default-insured';
import type { Calculation, CheckoutRequest, OgpoPolicy, PolicyClient } from '../sale/contract';
import { deletedClient, OGPO_SLOTS } from './ogpo-slots';
import { flat, NO_CHECKS, type OgpoParts, type PartyTarget, type PolicyContext } from './policy-context';
import {
  insurerCodeRequest,
  lacksTerminal,
  partiesOf,
  paymentPhoneAfterCalculation,
  paysOnline,
  policyOf,
  verificationOutcome,
  verificationRequests,
  withClasses,
  withPodft,
  type VerificationAnswers,
  type VerificationRequests,
} from './sale';
import { calculationHints, paymentHints, residentError } from './sale-rules';
import { defaultTerm, isOfferedTerm } from './treaty';

/**
 * OGPO VTS as the sale kernel's product (spec part 2 sections 3.1, 4.1, 5.3, 5.4, 7.2): its variants (Standard,
 * Temporary entry), its slots (ogpo-slots.ts), its verification and calculation, the resident and documents rules
 * that block calculation and payment, its term rule, and the default insured it fetches for a legal-entity insurer
 * without named drivers.
 */
export type OgpoSale = SaleProduct<
  OgpoParts,
  PartyTarget,
  OgpoPolicy,
  Calculation,
  VerificationRequests,
  VerificationAnswers,
  OgpoProductType
>;

export function ogpoCheckoutRequest(context: PolicyContext): CheckoutRequest {
  return {
    payment: context.method === 'transfer' ? 0 : 1,
    epay: context.method === 'card',
    policy: policyOf(flat(context)),
    paymentPhone: context.paymentPhone,
    ...(context.rewrite ? { global: context.rewrite.global, isRewrite: true } : {}),
  };
}

/** A rewrite's money a kept policy carries (3.1 refund, add_payment), or null. */
const settlementOf = (p: OgpoPolicy): OgpoParts['settlement'] =>
  p.isRewrite && p.refund != null && p.add_payment != null
    ? { refund: p.refund, addPayment: p.add_payment }
    : null;

export const ogpoSale: OgpoSale = {
  id: 'policy',
  code: (variant) => OGPO_VARIANT_CODES[variant],
  draftCode: OGPO_PRODUCT,
  initial: (input) => ({
    productType: input.productType,
    insurer: null,
    insureds: [],
    isDrive: false,
    vehicles: [],
    leader: null,
    beneficiaries: [],
    checks: NO_CHECKS,
    settlement: null,
  }),
  variantOf: (p) => p.productType,
  dialogs: ['client', 'chief', 'vehicle', 'licence', 'documents', 'podft'],
  confirmsByCode: true,
  rewrites: true,
  slots: OGPO_SLOTS,
  ownsPolicy: (context, policy) => policy.product_type === context.policy.productType,
  policyOf: (context) => policyOf(flat(context)),
  globalOf: (policy) => policy.global,
  restore: (policy, variant) => {
    const { manager, agent, paymentPhone, treaty, ...parties } = partiesOf(policy);
    return {
      policy: { ...parties, productType: variant, checks: NO_CHECKS, settlement: settlementOf(policy) },
      number: policy.number,
      manager,
      agent,
      paymentPhone,
      treaty,
    };
  },
  term: { initial: defaultTerm, offered: isOfferedTerm },
  canCalculate: (context) => calculationHints(flat(context)).length === 0,
  canPay: (context, method) =>
    paymentHints(flat(context)).length === 0 && (method === 'transfer' || paysOnline(flat(context))),
  codeRequest: (context) => insurerCodeRequest(flat(context)),
  canSaveDraft: ({ policy: p }) => p.insurer !== null || p.insureds.length > 0 || p.vehicles.length > 0,
  lacksTerminal: (context) => lacksTerminal(flat(context)),
  verification: {
    requests: (context) => verificationRequests(flat(context)),
    outcome: (context, answers) => {
      const c = flat(context);
      const result = verificationOutcome(c, answers);
      return {
        kind: result.kind,
        policy: { ...context.policy, ...withPodft(c, result.podft), checks: result.checks },
        message: result.kind === 'failed' ? result.message : null,
      };
    },
  },
  calculated: (context, answer) => ({
    policy: {
      ...context.policy,
      ...withClasses(flat(context), answer.classes),
      settlement: context.rewrite ? { refund: answer.refund, addPayment: answer.add_payment } : null,
    },
    premium: answer.premium,
    calculationDate: answer.calculationDate,
    paymentPhone: paymentPhoneAfterCalculation(flat(context)),
  }),
  checkoutRequest: ogpoCheckoutRequest,
  reset: (p) => ({ ...p, checks: NO_CHECKS, settlement: null }),
  // a resident-rules error a saved party brings is shown in the alert dialog (5.3)
  alertAfterSave: (before, after) => {
    const error = residentError(flat(after));
    return error && error !== residentError(flat(before)) ? error : null;
  },
  // only a deleted client has images to delete (a vehicle, a leader, an owner or the insurer's driver card has none)
  deletedImages: (context, target) => deletedClient(context.policy, target),
  // a legal-entity insurer without named drivers insures the register's default insured (4.1)
  defaultParty: {
    needed: needsDefaultInsured,
    put: (_policy, record) => ({ insureds: [record as PolicyClient] }),
  },
};
