import type { PolicyChief, PolicyClient } from '../../../shared/sale/contract';
import type { Signatory } from '../../../shared/sale/fi/signatory';
import type { KeptSale, PartyMark, SaleContext, SaleEvent, SaleInput } from '../../../shared/sale/types';
import type { ProgramCondition, PropertyProduct } from '../conditions';
import type { PropertyCalculation, PropertyPolicy } from '../contract';
import type { PropertyObject } from '../object';

/**
 * The property sale's context (the spec's property policy, part 2 section 3.2): the kernel's (shared/sale) with
 * property's part, `policy`: the program, the parties (insurer, insureds, the bank as beneficiary, the leader and
 * beneficial owners of a legal-entity insurer), the objects, the program condition, the insurer's signatory, the
 * payment date, the verification marks and the calculation's items.
 */

/** Whose documents a dialog attaches: the insurer or an insured. */
export type PropertyDocumentOwner = { kind: 'insurer' } | { kind: 'insured'; index: number };

/** What a dialog is opened for (the slot table's keys). Index null: a new entry. */
export type PropertyTarget =
  | { kind: 'insurer' }
  | { kind: 'insured'; index: number | null }
  | { kind: 'beneficiary' }
  | { kind: 'leader' }
  | { kind: 'owner'; index: number | null }
  | { kind: 'object'; index: number | null }
  | { kind: 'documents'; owner: PropertyDocumentOwner }
  | { kind: 'podft'; owner: PropertyDocumentOwner };

export interface PropertyChecks {
  insurer: PartyMark | null;
  insureds: Array<PartyMark | null>;
  beneficiary: PartyMark | null;
}

export const NO_PROPERTY_CHECKS: PropertyChecks = { insurer: null, insureds: [], beneficiary: null };

export type PropertyConditions = PropertyPolicy['conditions'];
export type PropertyPolicyObject = PropertyPolicy['objects'][number];

/** Property's part of the sale's context. */
export interface PropertyParts {
  /** DSI_FI immovable or DSD_FI movable: the program switch (4.1). */
  product: PropertyProduct;
  insurer: PolicyClient | null;
  /** The insurer is also insured (the card's checkbox): the policy lists it first among the insureds. */
  isDrive: boolean;
  /** The insureds besides the insurer. */
  insureds: PolicyClient[];
  /** The bank (3.2 `beneficiary`). */
  beneficiary: PolicyClient | null;
  /** The leader and the beneficial owners of a legal-entity insurer. */
  leader: PolicyChief | null;
  owners: PolicyChief[];
  objects: PropertyPolicyObject[];
  conditions: PropertyConditions;
  programCondition: ProgramCondition;
  /** The insurer's signatory (3.6): kept for an insurer that needs one (4.1), else null. */
  signatory: Signatory | null;
  /** The payment date of a transfer ('' until chosen). */
  paymentDate: string;
  checks: PropertyChecks;
  /** Each object's tariff and premium from the last calculation, in order; null until calculated. */
  items: PropertyCalculation['items'] | null;
}

/** The fields the page edits directly (EDIT): the program, its condition, the checkbox, the signatory, the date. */
export type PropertyEdit = Partial<
  Pick<PropertyParts, 'isDrive' | 'conditions' | 'programCondition' | 'signatory' | 'paymentDate'>
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
