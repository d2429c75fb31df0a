import { clientCard, isEntity, type ClientCardView } from '../cards';
import type { PolicyChief, PolicyClient } from '../contract';
import { addDays } from '../treaty';
import type { PartyMark } from '../types';
import type { FiParties } from './parties';
import {
  foundationTypes,
  needsSignatory,
  requiredSignatoryFields,
  signatoryErrors,
  signatoryFields,
  type FoundationType,
  type Signatory,
  type SignatoryField,
} from './signatory';

/**
 * What an FI sale page shows of its parties (property, casco; spec part 2 sections 2.2, 2.3, 2.4, 3.6, 4.1, 5.6): the
 * insurer, the checkbox that it is also insured, the insureds, the bank, the leader and beneficial owners of a
 * legal-entity insurer, and the insurer's signatory block.
 */

export interface FiPartyCard {
  card: ClientCardView;
  mark: PartyMark | null;
  canSetPodftDocuments: boolean;
}

export interface SignatoryView {
  value: Signatory;
  /** The fields the block shows (no IIN for a non-resident; no number and date for Устав of a resident). */
  fields: SignatoryField[];
  /** The shown fields marked required (5.6: all but the residency switch and the patronymic). */
  required: SignatoryField[];
  foundationTypes: readonly FoundationType[];
  /** A filled field's message (an IIN of other than 12 digits, a future date); empty fields are the hints'. */
  errors: Partial<Record<SignatoryField, string>>;
}

export interface FiPartiesView {
  insurer: FiPartyCard | null;
  /** The insurer is also insured (the checkbox; its card is listed first among the insureds). */
  insurerInsured: boolean;
  insureds: Array<FiPartyCard & { index: number }>;
  beneficiary: FiPartyCard | null;
  /** Shown for a legal-entity insurer: its leader and beneficial owners (marked required). */
  chiefs: { leader: PolicyChief | null; owners: PolicyChief[] } | null;
  signatory: SignatoryView | null;
  /** The company's signatory chosen in the contract panel (2.3), or null. */
  signatoryId: number | null;
}

const partyCard = (p: PolicyClient, mark: PartyMark | null): FiPartyCard => ({
  card: clientCard(p),
  mark,
  canSetPodftDocuments: p.podft?.setDocument === true,
});

function signatoryView(c: FiParties, minDate: string): SignatoryView | null {
  if (!needsSignatory(c.insurer) || !c.signatory) return null;
  const value = c.signatory;
  const all = signatoryErrors(value, c.insurer, addDays(minDate, -1));
  // an empty field is said by the hints (and its asterisk); a filled one that is wrong is said under it
  const errors = Object.fromEntries(
    Object.entries(all).filter(([field]) => String(value[field as SignatoryField]).trim() !== ''),
  ) as SignatoryView['errors'];
  return {
    value,
    fields: signatoryFields(value),
    required: requiredSignatoryFields(value),
    foundationTypes: foundationTypes(c.insurer),
    errors,
  };
}

/** The parties' part of an FI page's view; `minDate`: tomorrow (the signatory's foundation date is up to today). */
export function fiPartiesView(c: FiParties, minDate: string): FiPartiesView {
  return {
    insurer: c.insurer ? partyCard(c.insurer, c.checks.insurer) : null,
    insurerInsured: c.isDrive,
    insureds: c.insureds.map((p, index) => ({ index, ...partyCard(p, c.checks.insureds[index] ?? null) })),
    beneficiary: c.beneficiary ? partyCard(c.beneficiary, c.checks.beneficiary) : null,
    chiefs: c.insurer && isEntity(c.insurer) ? { leader: c.leader, owners: c.owners } : null,
    signatory: signatoryView(c, minDate),
    signatoryId: c.signatoryId,
  };
}
