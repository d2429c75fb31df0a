import type { FiParties, FiTarget } from '../../../shared/sale/fi/parties';
import type { KeptSale, SaleContext, SaleEvent, SaleInput } from '../../../shared/sale/types';
import type { CascoCalculationItem, CascoConditions, CascoPolicy, CascoVehicle } from '../contract';
import type { CascoCode, CascoProgramProduct, CascoVehicleType } from '../program';

/**
 * The casco sale's context (the spec's casco policy, part 2 section 3.2): the kernel's (shared/sale) with casco's
 * part, `policy`: the financial-institution parties (shared/sale/fi) and casco's own: the program (vehicle type and
 * program product, from which the product code derives), the vehicles, the conditions and the calculation's items.
 */

/** What a dialog is opened for: an FI party, or a vehicle. Index null: a new entry. */
export type CascoTarget = FiTarget | { kind: 'vehicle'; index: number | null };

/** Casco's part of the sale's context. */
export interface CascoParts extends FiParties {
  /** The vehicle type and the program product (2.4); the limit and what is available follow from them. */
  program: { type: CascoVehicleType; product: CascoProgramProduct };
  vehicles: CascoVehicle[];
  conditions: CascoConditions;
  /** Each vehicle's item of the last calculation, in order; null until calculated. */
  items: CascoCalculationItem[] | null;
}

/**
 * The fields the page edits directly (EDIT): the program, the conditions, the checkbox, the insurer's signatory, the
 * company's signatory (the contract panel's), the date.
 */
export type CascoEdit = Partial<
  Pick<CascoParts, 'isDrive' | 'signatory' | 'signatoryId' | 'paymentDate' | 'program' | 'conditions'>
>;

export type CascoContext = SaleContext<CascoParts, CascoTarget>;
export type CascoEvent = SaleEvent<CascoTarget, CascoParts>;
export type CascoInput = SaleInput<CascoCode, CascoPolicy>;
export type CascoKeptSale = KeptSale<CascoPolicy>;

/** The context read flat: the kernel's fields with casco's part beside them. */
export type CascoSale = Omit<CascoContext, 'policy'> & CascoParts;
export const flat = (c: CascoContext): CascoSale => ({ ...c, ...c.policy });
