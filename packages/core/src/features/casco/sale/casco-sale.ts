import { fiProductParts } from '../../../shared/sale/fi/product';
import { NO_FI_PARTIES } from '../../../shared/sale/fi/parties';
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
  withoutCalculation,
} from './sale';
import type { FiVerificationAnswers, FiVerificationRequests } from '../../../shared/sale/fi/sale';
import { calculationHints, verificationHints } from './sale-rules';
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
  ...fiProductParts<CascoParts, CascoTarget, CascoPolicy, CascoCalculation, CascoCode>({
    policyOf: (context) => cascoPolicyOf(flat(context)),
    partsOf: cascoPartsOf,
    codeOf: (p) => cascoCodeOf(p.program.product),
    verificationHints: (context) => verificationHints(flat(context)),
    calculationHints: (context) => calculationHints(flat(context)),
    hasEntries: (p) => p.vehicles.length > 0,
  }),
  // a draft of any of the four codes opens here (the program's type and product choose the code)
  ownsPolicy: (_context, policy) => isCascoCode(policy.product),
  term: { initial: () => CASCO_TERM, offered: (_variant, term) => isCascoTerm(term) },
  edit: cascoEdit,
  calculated: (context, answer) => calculated(context, answer as Extract<CascoCalculation, { result: true }>),
  calculationFailed,
  reset: withoutCalculation,
  alertAfterSave: () => null,
  deletedImages: (context, target) => deletedClient(context.policy, target),
};
