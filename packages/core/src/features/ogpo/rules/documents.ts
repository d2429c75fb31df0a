import type { ClientDriver, ClientFilter } from '../../../shared/parties/client/contract';
import type { PolicyVehicle } from '../sale/contract';
import { ruRules } from './ru';

/**
 * Documents required for OGPO (spec part 2 section 5.4), read here as (docs/ogpo.md, "Required documents"):
 * - a non-resident natural person (insurer or insured) attaches images of 2 distinct document types, 3 if a
 *   pensioner; a non-resident vehicle 1 image;
 * - a legal-entity insurer needs a leader and at least one beneficial owner, and the images typed 555, 666, 777
 *   and 888; a non-resident leader also 111, and the non-resident beneficial owner n (from 1) 111 + n. These
 *   extra images count wherever they were attached: on the insurer, or on that leader or owner;
 * - every insured (the insurer too when it drives) has a driver's licence number and issue date; the default insured
 *   of a legal-entity insurer (no person: it names no driver, default-insured.ts) has none to give.
 * Messages: 'Прикрепите водительское удостоверение' when a licence is missing; 'Прикрепите все документы' when
 * the policy is calculated (paid) and images are missing.
 */

interface Image {
  type_id: string;
}
type WithImages<T> = T & { images?: ReadonlyArray<Image> | null };
/** What the rules read of a party: residency, kind, the pensioner's benefit and the driver's licence. */
interface PartyFacts {
  filter: Pick<ClientFilter, 'resident' | 'person'>;
  driver?:
    (Partial<Pick<ClientDriver, 'pensioner'>> & { document?: Partial<ClientDriver['document']> }) | null;
}
type Party = WithImages<PartyFacts>;
type Chief = WithImages<{ resident?: boolean | null }>;

export interface RequiredDocumentsInput {
  insurer: Party | null;
  insureds: ReadonlyArray<Party>;
  isDrive: boolean;
  vehicle: ReadonlyArray<WithImages<Pick<PolicyVehicle, 'verify'>>>;
  leader: Chief | null;
  beneficiary: ReadonlyArray<Chief>;
}

export interface RequiredDocuments {
  /** Per card: its images are complete. */
  insurer: boolean;
  insureds: boolean[];
  vehicles: boolean[];
  /** Per insured (the policy's order): the licence number and issue date are there. */
  licences: boolean[];
  /** The insurer's licence when it drives (true when it does not). */
  insurerLicence: boolean;
  /** A legal-entity insurer without a leader / without a beneficial owner. */
  noLeader: boolean;
  noBeneficiaries: boolean;
  /** The extra image types of a legal-entity insurer still missing ('555', '111', '112'...). */
  missingTypes: string[];
  imagesComplete: boolean;
  licencesComplete: boolean;
}

const distinctTypes = (images: ReadonlyArray<Image> | null | undefined) =>
  new Set((images ?? []).map((i) => i.type_id)).size;

/** How many distinct document types a party's images must have: 0 for a resident or a legal entity. */
export function personDocumentsNeeded(p: PartyFacts): number {
  if (p.filter.resident || !p.filter.person) return 0;
  return p.driver?.pensioner ? 3 : 2;
}

const personComplete = (p: Party) => distinctTypes(p.images) >= personDocumentsNeeded(p);
const hasLicence = (p: Party) => Boolean(p.driver?.document?.number && p.driver.document.issued);

/** The legal entity's extra image types, by who must have them. */
function extraTypes(policy: RequiredDocumentsInput): { type: string; holder: Chief | null }[] {
  const types: { type: string; holder: Chief | null }[] = ['555', '666', '777', '888'].map((type) => ({
    type,
    holder: null,
  }));
  if (policy.leader && policy.leader.resident === false) types.push({ type: '111', holder: policy.leader });
  policy.beneficiary.forEach((b, i) => {
    if (b.resident === false) types.push({ type: String(111 + i + 1), holder: b });
  });
  return types;
}

export function requiredDocuments(policy: RequiredDocumentsInput): RequiredDocuments {
  const entity = policy.insurer !== null && !policy.insurer.filter.person;
  const insurerImages = policy.insurer?.images ?? [];
  const missingTypes = entity
    ? extraTypes(policy)
        .filter(
          ({ type, holder }) =>
            !insurerImages.some((i) => i.type_id === type) &&
            !holder?.images?.some((i) => i.type_id === type),
        )
        .map(({ type }) => type)
    : [];
  const noLeader = entity && policy.leader === null;
  const noBeneficiaries = entity && policy.beneficiary.length === 0;
  const insurer = policy.insurer === null || (personComplete(policy.insurer) && missingTypes.length === 0);
  const insureds = policy.insureds.map(personComplete);
  const vehicles = policy.vehicle.map((v) => v.verify === true || distinctTypes(v.images) >= 1);
  const licences = policy.insureds.map((p) => !p.filter.person || hasLicence(p));
  const insurerLicence = !(policy.isDrive && policy.insurer) || hasLicence(policy.insurer);
  return {
    insurer,
    insureds,
    vehicles,
    licences,
    insurerLicence,
    noLeader,
    noBeneficiaries,
    missingTypes,
    imagesComplete:
      insurer && !noLeader && !noBeneficiaries && insureds.every(Boolean) && vehicles.every(Boolean),
    licencesComplete: insurerLicence && licences.every(Boolean),
  };
}

/**
 * The banner's documents message: a missing licence first (it also blocks the calculation); missing images once
 * the policy is calculated (they block payment).
 */
export function documentsMessage(check: RequiredDocuments, paid: boolean): string | null {
  if (!check.licencesComplete) return ruRules.documents.attachLicence;
  if (paid && !check.imagesComplete) return ruRules.documents.attachAll;
  return null;
}
