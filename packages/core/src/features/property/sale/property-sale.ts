import { fiProductParts } from '../../../shared/sale/fi/product';
import type { SaleProduct } from '../../../shared/sale/product';
import { isPropertyProduct, type PropertyProduct } from '../conditions';
import { DEFAULT_PROGRAM_CONDITION } from '../conditions';
import type { PropertyCalculation, PropertyPolicy } from '../contract';
import { NO_FI_PARTIES } from '../../../shared/sale/fi/parties';
import { flat, type PropertyParts, type PropertyTarget } from './property-context';
import { deletedClient, PROPERTY_SLOTS } from './property-slots';
import {
  calculated,
  propertyEdit,
  propertyPartsOf,
  propertyPolicyOf,
  withoutCalculation,
  type PropertyVerificationAnswers,
  type PropertyVerificationRequests,
} from './sale';
import { calculationHints, verificationHints } from './sale-rules';
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
  ...fiProductParts<PropertyParts, PropertyTarget, PropertyPolicy, PropertyCalculation, PropertyProduct>({
    policyOf: (context) => propertyPolicyOf(flat(context)),
    partsOf: propertyPartsOf,
    codeOf: (p) => p.product,
    verificationHints: (context) => verificationHints(flat(context)),
    calculationHints: (context) => calculationHints(flat(context)),
    hasEntries: (p) => p.objects.length > 0,
  }),
  // a draft of either program opens here (the switch changes one into the other)
  ownsPolicy: (_context, policy) => isPropertyProduct(policy.product),
  term: { initial: () => PROPERTY_TERM, offered: (_variant, term) => isPropertyTerm(term) },
  edit: propertyEdit,
  calculated,
  reset: withoutCalculation,
  alertAfterSave: () => null,
  deletedImages: (context, target) => deletedClient(context.policy, target),
};
