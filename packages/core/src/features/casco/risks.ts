import { CASCO_FIXED_DEDUCTIBLE, type CascoProgramProduct } from './program';
import { ruCasco } from './ru';

/**
 * The casco risks modal (spec part 2 sections 2.4, 9): damage with the deductible the seller chooses
 * (conditions.risk_damage), theft and total loss at the fixed 10 %, and for program product 3 (special machinery
 * 'with accident risk', DSAT_CASCO_SE1) the driver's or operator's accident, to which no deductible applies.
 */

export const CASCO_RISK_IDS = ['damage', 'theft', 'total_loss', 'accident'] as const;
export type CascoRiskId = (typeof CASCO_RISK_IDS)[number];

export interface CascoRisk {
  id: CascoRiskId;
  name: string;
  /** Percent of the insured amount; null: no deductible applies. */
  deductible: number | null;
}

/** The product 'with accident risk' (section 1: DSAT_CASCO_SE1). */
export const WITH_ACCIDENT: CascoProgramProduct = 3;

/** The risks of the program product with the damage deductible chosen. */
export function cascoRisks(product: CascoProgramProduct, damageDeductible: number): CascoRisk[] {
  const names = ruCasco.risks.names;
  return [
    { id: 'damage', name: names.damage, deductible: damageDeductible },
    { id: 'theft', name: names.theft, deductible: CASCO_FIXED_DEDUCTIBLE.theft },
    { id: 'total_loss', name: names.total_loss, deductible: CASCO_FIXED_DEDUCTIBLE.total_loss },
    ...(product === WITH_ACCIDENT
      ? [{ id: 'accident' as const, name: names.accident, deductible: null }]
      : []),
  ];
}
