import type { KeptSaleKind } from '../../../shared/sale/kept-sale';
import { CascoPolicySchema, type CascoPolicy } from '../contract';

/** Casco's kept sales: one slot per seller (the program's changes keep the same sale), read by its schema. */
export const CASCO_KEPT_VARIANT = 1;
export const CASCO_KEPT: KeptSaleKind<CascoPolicy> = {
  family: 'casco',
  policy: CascoPolicySchema,
  variantOf: () => CASCO_KEPT_VARIANT,
};
