import { NO_FI_PARTIES } from '../../../shared/sale/fi/parties';
import { fiVerificationOutcome } from '../../../shared/sale/fi/sale';
import type { SaleProduct } from '../../../shared/sale/product';
import type { CascoCalculation, CascoPolicy } from '../contract';
import {
  cascoCodeOf,
  DEFAULT_DAMAGE_DEDUCTIBLE,
  isCascoCode,
  productOfCode,
  resetProduct,
  typeOfProduct,
  type CascoCode,
} from '../program';
import { flat, type CascoParts, type CascoTarget } from './casco-context';
import { CASCO_SLOTS, deletedClient } from './casco-slots';
import {
  calculated,
  calculationFailed,
  cascoEdit,
  cascoPartsOf,
  cascoPolicyOf,
  verificationRequests,
  withoutCalculation,
} from './sale';
import type { FiVerificationAnswers, FiVerificationRequests } from '../../../shared/sale/fi/sale';
import { calculationHints, canPay, lacksTerminal, verificationHints } from './sale-rules';
import { CASCO_TERM, isCascoTerm } from './term';

/**
 * Casco for financial institutions as the sale kernel's product (spec part 2 sections 2.4, 3.2, 3.4, 4.1, 5.2, 5.6,
 * 7.1, 7.2, 9): the program (vehicle type and program product; the product code derives from it), its slots
 * (casco-slots.ts: the FI parties and the vehicles), verification as a step of its own (verify/client-fi), the
 * calculation by calculate/financial-institutions-casco (a vehicle it cannot price is marked on its card), payment
 * by checkout-fi with the rules of 5.6, no code to the insurer, and the term of 12 months.
 */
export type CascoSaleProduct = SaleProduct<
  CascoParts,
  CascoTarget,
  CascoPolicy,
  CascoCalculation,
  FiVerificationRequests,
  FiVerificationAnswers,
  CascoCode
>;

/** The checkout-fi request (7.2): 0 transfer, 1 online (Epay when `epay`, else Kaspi). */
export const cascoCheckoutRequest = (context: Parameters<CascoSaleProduct['checkoutRequest']>[0]) => ({
  payment: context.method === 'transfer' ? (0 as const) : (1 as const),
  epay: context.method === 'card',
  policy: cascoPolicyOf(flat(context)),
  paymentPhone: context.paymentPhone,
});

export const cascoSale: CascoSaleProduct = {
  id: 'casco',
  code: (variant) => variant,
  draftCode: 'DSAT_CASCO_FRE',
  initial: (input) => {
    const product = productOfCode(input.productType) ?? resetProduct(6);
    return {
      ...NO_FI_PARTIES,
      program: { type: typeOfProduct(product), product },
      vehicles: [],
      conditions: {
        user_agreement: false,
        has_losses: null,
        is_fits: false,
        loan_number: '',
        appraisal_report: '',
        add_contracts: '',
        risk_damage: DEFAULT_DAMAGE_DEDUCTIBLE,
        vehicles_count: 0,
        add_info: '',
      },
      items: null,
    };
  },
  variantOf: (p) => cascoCodeOf(p.program.product),
  dialogs: ['client', 'chief', 'vehicle', 'documents', 'podft'],
  slots: CASCO_SLOTS,
  confirmsByCode: false,
  rewrites: false,
  // a draft of any of the four codes opens here (the program's type and product choose the code)
  ownsPolicy: (_context, policy) => isCascoCode(policy.product),
  policyOf: (context) => cascoPolicyOf(flat(context)),
  globalOf: () => null,
  restore: (policy) => ({
    policy: cascoPartsOf(policy),
    number: policy.number,
    manager: policy.manager,
    agent: policy.agent,
    paymentPhone: policy.paymentPhone,
    treaty: { date: policy.treaty.date, term: policy.treaty.term },
  }),
  term: { initial: () => CASCO_TERM, offered: (_variant, term) => isCascoTerm(term) },
  canCalculate: (context) =>
    verificationHints(flat(context)).length === 0 && calculationHints(flat(context)).length === 0,
  canPay: (context, method) => canPay(flat(context), method),
  codeRequest: () => null,
  canSaveDraft: ({ policy: p }) =>
    p.insurer !== null || p.insureds.length > 0 || p.beneficiary !== null || p.vehicles.length > 0,
  lacksTerminal: (context) => lacksTerminal(flat(context)),
  edit: cascoEdit,
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
  calculated: (context, answer) => calculated(context, answer as Extract<CascoCalculation, { result: true }>),
  calculationFailed,
  checkoutRequest: cascoCheckoutRequest,
  reset: withoutCalculation,
  alertAfterSave: () => null,
  deletedImages: (context, target) => deletedClient(context.policy, target),
};
