import type { SaleProduct } from '../../../shared/sale/product';
import { isPropertyProduct, type PropertyProduct } from '../conditions';
import { DEFAULT_PROGRAM_CONDITION } from '../conditions';
import type { PropertyCalculation, PropertyPolicy } from '../contract';
import { fiVerificationOutcome } from '../../../shared/sale/fi/sale';
import { NO_FI_PARTIES } from '../../../shared/sale/fi/parties';
import { flat, type PropertyParts, type PropertyTarget } from './property-context';
import { deletedClient, PROPERTY_SLOTS } from './property-slots';
import {
  calculated,
  propertyEdit,
  propertyPartsOf,
  propertyPolicyOf,
  verificationRequests,
  withoutCalculation,
  type PropertyVerificationAnswers,
  type PropertyVerificationRequests,
} from './sale';
import { calculationHints, canPay, lacksTerminal, verificationHints } from './sale-rules';
import { isPropertyTerm, PROPERTY_TERM } from './term';

/**
 * Property for financial institutions as the sale kernel's product (spec part 2 sections 2.3, 3.2, 4.1, 5.5, 5.6,
 * 7.2): the program (DSI_FI immovable, DSD_FI movable, switched on the page), its slots (property-slots.ts),
 * verification as a step of its own (verify/client-fi for each party, then 'Рассчитать'), the calculation by
 * calculate/financial-institutions, payment by checkout-fi (transfer, Epay, Kaspi) with the rules of 5.6, no code to
 * the insurer, and the term of 12 months.
 */
export type PropertySaleProduct = SaleProduct<
  PropertyParts,
  PropertyTarget,
  PropertyPolicy,
  PropertyCalculation,
  PropertyVerificationRequests,
  PropertyVerificationAnswers,
  PropertyProduct
>;

/** The checkout-fi request (7.2): 0 transfer, 1 online (Epay when `epay`, else Kaspi). */
export const propertyCheckoutRequest = (context: Parameters<PropertySaleProduct['checkoutRequest']>[0]) => ({
  payment: context.method === 'transfer' ? (0 as const) : (1 as const),
  epay: context.method === 'card',
  policy: propertyPolicyOf(flat(context)),
  paymentPhone: context.paymentPhone,
});

export const propertySale: PropertySaleProduct = {
  id: 'property',
  code: (variant) => variant,
  draftCode: 'DSI_FI',
  initial: (input) => ({
    ...NO_FI_PARTIES,
    product: input.productType,
    objects: [],
    conditions: {
      is_immovable: input.productType === 'DSI_FI',
      kind: '',
      has_losses: false,
      is_indoors: true,
    },
    programCondition: DEFAULT_PROGRAM_CONDITION,
    items: null,
  }),
  variantOf: (p) => p.product,
  dialogs: ['client', 'chief', 'object', 'documents', 'podft'],
  slots: PROPERTY_SLOTS,
  confirmsByCode: false,
  rewrites: false,
  // a draft of either program opens here (the switch changes one into the other)
  ownsPolicy: (_context, policy) => isPropertyProduct(policy.product),
  policyOf: (context) => propertyPolicyOf(flat(context)),
  globalOf: () => null,
  restore: (policy) => ({
    policy: propertyPartsOf(policy),
    number: policy.number,
    manager: policy.manager,
    agent: policy.agent,
    paymentPhone: policy.paymentPhone,
    treaty: { date: policy.treaty.date, term: policy.treaty.term },
  }),
  term: { initial: () => PROPERTY_TERM, offered: (_variant, term) => isPropertyTerm(term) },
  canCalculate: (context) =>
    verificationHints(flat(context)).length === 0 && calculationHints(flat(context)).length === 0,
  canPay: (context, method) => canPay(flat(context), method),
  codeRequest: () => null,
  canSaveDraft: ({ policy: p }) =>
    p.insurer !== null || p.insureds.length > 0 || p.beneficiary !== null || p.objects.length > 0,
  lacksTerminal: (context) => lacksTerminal(flat(context)),
  edit: propertyEdit,
  verification: {
    first: { canVerify: (context) => verificationHints(flat(context)).length === 0 },
    requests: (context) => verificationRequests(flat(context)),
    outcome: (context, answers) => {
      const result = fiVerificationOutcome(context.policy, answers);
      return {
        kind: result.verdict.kind,
        policy: { ...context.policy, ...result.parties, checks: result.checks },
        message: result.verdict.kind === 'failed' ? result.verdict.message : null,
      };
    },
  },
  calculated,
  checkoutRequest: propertyCheckoutRequest,
  reset: withoutCalculation,
  alertAfterSave: () => null,
  deletedImages: (context, target) => deletedClient(context.policy, target),
};
