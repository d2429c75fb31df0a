import type { KeptSaleKind } from '../../../shared/sale/kept-sale';
import { PropertyPolicySchema, type PropertyPolicy } from '../contract';

/**
 * Property's kept sales: one slot per seller (the program switch keeps the same sale), the policy read by its
 * schema. Its family is not OGPO's, so neither reads the other's.
 */
export const PROPERTY_KEPT: KeptSaleKind<PropertyPolicy> = {
  family: 'property',
  policy: PropertyPolicySchema,
  variantOf: () => PROPERTY_KEPT_VARIANT,
};
export const PROPERTY_KEPT_VARIANT = 1;
