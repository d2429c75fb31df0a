import type { FiChecks, FiDocumentOwner, FiParties, FiTarget } from '../../../shared/sale/fi/parties';
import type { KeptSale, SaleContext, SaleEvent, SaleInput } from '../../../shared/sale/types';
import type { ProgramCondition, PropertyProduct } from '../conditions';
import type { PropertyCalculation, PropertyPolicy } from '../contract';
import type { PropertyObject } from '../object';

/**
 * The property sale's context (the spec's property policy, part 2 section 3.2): the kernel's (shared/sale) with
 * property's part, `policy`: the financial-institution parties (shared/sale/fi: the insurer, insureds, the bank,
 * the chiefs, the signatory, the payment date, the verification marks) and property's own: the program, the
 * objects, the program condition and the calculation's items.
 */

export type PropertyDocumentOwner = FiDocumentOwner;

/** What a dialog is opened for (the slot table's keys): an FI party, or an object. Index null: a new entry. */
export type PropertyTarget = FiTarget | { kind: 'object'; index: number | null };

export type PropertyChecks = FiChecks;
export { NO_FI_CHECKS as NO_PROPERTY_CHECKS } from '../../../shared/sale/fi/parties';

export type PropertyConditions = PropertyPolicy['conditions'];
export type PropertyPolicyObject = PropertyPolicy['objects'][number];

/** Property's part of the sale's context. */
export interface PropertyParts extends FiParties {
  /** DSI_FI immovable or DSD_FI movable: the program switch (4.1). */
  product: PropertyProduct;
  objects: PropertyPolicyObject[];
  conditions: PropertyConditions;
  programCondition: ProgramCondition;
  /** Each object's tariff and premium from the last calculation, in order; null until calculated. */
  items: PropertyCalculation['items'] | null;
}

/**
 * The fields the page edits directly (EDIT): the program, its condition, the checkbox, the insurer's signatory, the
 * company's signatory (the contract panel's), the date.
 */
export type PropertyEdit = Partial<
  Pick<
    PropertyParts,
    'isDrive' | 'conditions' | 'programCondition' | 'signatory' | 'signatoryId' | 'paymentDate'
  >
>;

export type PropertyContext = SaleContext<PropertyParts, PropertyTarget>;
export type PropertyEvent = SaleEvent<PropertyTarget, PropertyParts>;
export type PropertyInput = SaleInput<PropertyProduct, PropertyPolicy>;
export type PropertyKeptSale = KeptSale<PropertyPolicy>;

/** The context read flat: the kernel's fields with property's part beside them. */
export type PropertySale = Omit<PropertyContext, 'policy'> & PropertyParts;
export const flat = (c: PropertyContext): PropertySale => ({ ...c, ...c.policy });

/** What the object modal is opened with (object-dialog.machine.ts's input). */
export type { ObjectDialogInput as ObjectDialogRequest } from '../object-dialog.machine';
export type { PropertyObject };
