import type {
  KeptSale as SaleKept,
  SaleContext,
  SaleEvent,
  SaleInput,
  SaleUser,
} from '../../../shared/sale/types';
import type { StaffUser } from '../../../shared/sale/staff';
import type { PartyMark } from '../../../shared/sale/types';
import type { DocumentType } from '../../../shared/parties/documents/rules';
import type { OgpoProductType } from '../page-query';
import type { OgpoPolicy, PolicyChief, PolicyClient, PolicyVehicle } from '../sale/contract';

/**
 * The OGPO sale's context (the spec's policy object, part 2 section 3.1): the kernel's (shared/sale) with OGPO's
 * part, `policy` (the variant, the parties, isDrive, the verification marks), and what OGPO's dialogs are asked with.
 */

export type { PaymentMethod, SalePayment, SaleEmitted as PolicyEmitted } from '../../../shared/sale/types';

export type { DeleteClientImages } from '../../../shared/sale/sale-calls';

export interface Licence {
  number: string;
  issued: string;
}

/** Who documents are attached to: the insurer, an insured (index) or a vehicle (index). */
export type DocumentOwner =
  { kind: 'insurer' } | { kind: 'insured'; index: number } | { kind: 'vehicle'; index: number };

/** What a dialog is opened for (the slot table's keys). Index null: a new entry. `drive`: the insurer as a driver. */
export type PartyTarget =
  | { kind: 'insurer' }
  | { kind: 'insured'; index: number | null }
  | { kind: 'drive' }
  | { kind: 'vehicle'; index: number | null }
  | { kind: 'leader' }
  | { kind: 'beneficiary'; index: number | null }
  | { kind: 'licence'; index: number | 'drive' }
  | { kind: 'documents'; owner: DocumentOwner }
  | { kind: 'podft'; owner: DocumentOwner };

export type { PartyMark } from '../../../shared/sale/types';

export interface Checks {
  insurer: PartyMark | null;
  insureds: Array<PartyMark | null>;
  vehicles: Array<PartyMark | null>;
}

export const NO_CHECKS: Checks = { insurer: null, insureds: [], vehicles: [] };

/** OGPO's part of the sale's context. */
export interface OgpoParts {
  productType: OgpoProductType;
  insurer: PolicyClient | null;
  insureds: PolicyClient[];
  /** The insurer is also a driver. */
  isDrive: boolean;
  vehicles: PolicyVehicle[];
  leader: PolicyChief | null;
  beneficiaries: PolicyChief[];
  /** How each card came out of the last verification. */
  checks: Checks;
  /** A rewrite's money once calculated (3.1 refund, add_payment): deducted and to pay; null otherwise. */
  settlement: { refund: number; addPayment: number } | null;
}

/** The seller: role, apc, and the terminal (a user without one cannot conclude policies; role 0 is not checked). */
export type PolicyUser = SaleUser;
export type PolicyContext = SaleContext<OgpoParts, PartyTarget>;
export type PolicyEvent = SaleEvent<PartyTarget>;
export type PolicyInput = SaleInput<OgpoProductType, OgpoPolicy>;
export type KeptSale = SaleKept<OgpoPolicy>;

/** The context read flat: the kernel's fields with OGPO's part beside them (what OGPO's rules and views read). */
export type SaleParties = Omit<PolicyContext, 'policy'> & OgpoParts;
export const flat = (c: PolicyContext): SaleParties => ({ ...c, ...c.policy });

// ------------------------------------------------------------------ inputs the dialogs get

export interface ClientDialogRequest {
  role: 'insurer' | 'insured';
  productType: OgpoProductType;
  userRole: StaffUser['role'];
  record?: PolicyClient;
  /** IINs and document numbers already in the policy (the edited one excluded), for the duplicate messages. */
  listed: { iins: string[]; documents: string[] };
}

export interface ChiefDialogRequest {
  kind: 'leader' | 'beneficiary';
  /** Beneficiary n (1-based) for the extra image id 111+n. */
  position: number;
  record?: PolicyChief;
  insurer: PolicyClient;
}

export interface VehicleDialogRequest {
  productType: OgpoProductType;
  record?: PolicyVehicle;
  listed: { numbers: string[]; vins: string[] };
}

export interface LicenceDialogRequest {
  iin: string | null;
  record?: Licence;
}

export interface DocumentsDialogRequest {
  /** 1 insurer, 2 insured, 3 vehicle (spec 3.7). */
  kind: 1 | 2 | 3;
  /** A legal-entity insurer's extra image types (5.4). */
  extraTypes?: DocumentType[];
  ulid: string;
  owner: PolicyClient | PolicyVehicle;
}

/** What the documents and anti-money-laundering dialogs change of their owner. */
export type OwnerPatch = Partial<Pick<PolicyClient, 'images' | 'podft' | 'beingVerify'>>;
