import { chiefDialogInput } from '../../../shared/parties/chief/chief-dialog.machine';
import type { ClientDialogInput } from '../../../shared/parties/client/client-dialog.types';
import type { DocumentUploadInput } from '../../../shared/parties/documents/document-upload.machine';
import { isEntity, isSameParty } from '../../../shared/sale/cards';
import type { PolicyChief, PolicyClient } from '../../../shared/sale/contract';
import { blankSignatory, needsSignatory, normalizeSignatory } from '../../../shared/sale/fi/signatory';
import { listSlot, type PartySlot, type SlotTable } from '../../../shared/sale/product';
import { isImmovableProduct } from '../conditions';
import type { ObjectDialogInput } from '../object-dialog.machine';
import type {
  PropertyContext,
  PropertyDocumentOwner,
  PropertyParts,
  PropertyPolicyObject,
  PropertyTarget,
} from './property-context';

/**
 * Property's party slots (spec part 2 sections 2.2, 2.3, 3.2, 4.1): the insurer, the insureds and the bank as the
 * beneficiary (the client dialog), the leader and beneficial owners of a legal-entity insurer (the chief dialog),
 * the objects (the object modal), and the documents and anti-money-laundering documents of the insurer or an
 * insured. Property's rules:
 * - The insurer is also insured by the card's checkbox (isDrive); an insured who is the insurer sets it instead of
 *   being listed twice.
 * - A legal-entity insurer has a leader, beneficial owners and a signatory; an entrepreneur without a certificate
 *   number has a signatory; a natural person has none (4.1, 5.6).
 */

type Target<K extends PropertyTarget['kind']> = Extract<PropertyTarget, { kind: K }>;

const entityInsurer = (p: PropertyParts) => p.insurer !== null && isEntity(p.insurer);

/** The parties already in the policy (the edited one excluded): the dialog refuses a duplicate. */
function listed(p: PropertyParts, edited: PolicyClient | null) {
  const all = [p.insurer, ...p.insureds, p.beneficiary].filter(
    (c): c is PolicyClient => c !== null && c !== edited,
  );
  return {
    iins: all.map((c) => c.client.iin ?? '').filter(Boolean),
    documents: all.map((c) => c.document?.number ?? '').filter(Boolean),
  };
}

// ------------------------------------------------------------------ what each dialog is asked with

export function clientDialogRequest(context: PropertyContext): ClientDialogInput {
  const p = context.policy;
  const target = context.target;
  const record =
    target?.kind === 'insurer'
      ? p.insurer
      : target?.kind === 'beneficiary'
        ? p.beneficiary
        : target?.kind === 'insured' && target.index !== null
          ? (p.insureds[target.index] ?? null)
          : null;
  const role =
    target?.kind === 'insured' ? 'insured' : target?.kind === 'beneficiary' ? 'beneficiary' : 'insurer';
  return {
    role,
    productType: null,
    drives: false,
    // an insured of property may be a person or an entity, found by any mode
    ...(role === 'insured' ? { modes: [0, 1, 2, 3] as const } : {}),
    userRole: context.user.role,
    ...(record ? { record } : {}),
    // the insurer may be added as an insured (the checkbox's way) unless it is insured already
    listed: listed(p, target?.kind === 'insured' && !p.isDrive ? p.insurer : record),
  };
}

export function chiefDialogRequest(context: PropertyContext) {
  const p = context.policy;
  const target = context.target;
  const index = target?.kind === 'owner' ? target.index : null;
  const record = target?.kind === 'leader' ? p.leader : index !== null ? p.owners[index] : null;
  return chiefDialogInput({ kind: target?.kind === 'leader' ? 'leader' : 'beneficiary', record });
}

export function objectDialogRequest(context: PropertyContext): ObjectDialogInput {
  const p = context.policy;
  const target = context.target;
  const object = target?.kind === 'object' && target.index !== null ? p.objects[target.index] : null;
  return {
    program: isImmovableProduct(p.product) ? 'immovable' : 'movable',
    insurerIsPerson: p.insurer?.filter.person ?? true,
    beneficiaryIin: p.beneficiary?.client.iin ?? null,
    object: object ?? null,
  };
}

const ownerAt = (p: PropertyParts, owner: PropertyDocumentOwner): PolicyClient | null =>
  owner.kind === 'insurer' ? p.insurer : (p.insureds[owner.index] ?? null);

export function documentsDialogRequest(context: PropertyContext): DocumentUploadInput {
  const target = context.target;
  const owner =
    target?.kind === 'documents' || target?.kind === 'podft' ? target.owner : { kind: 'insurer' as const };
  return {
    kind: owner.kind === 'insurer' ? 1 : 2,
    ulid: context.number,
    owner: ownerAt(context.policy, owner) as PolicyClient,
  };
}

// ------------------------------------------------------------------ where a saved record goes

/** The signatory the insurer's kind asks (4.1): kept and adapted, a blank one, or none. */
const signatoryFor = (p: PropertyParts, insurer: PolicyClient | null) =>
  needsSignatory(insurer) ? normalizeSignatory(p.signatory ?? blankSignatory(), insurer) : null;

/** The insurer saved: an insurer already listed as an insured is insured by the checkbox instead. */
function putInsurer(
  p: PropertyParts,
  _target: Target<'insurer'>,
  record: PolicyClient,
): Partial<PropertyParts> {
  const entity = isEntity(record);
  const listedAt = p.insureds.findIndex((c) => isSameParty(c, record));
  return {
    insurer: record,
    insureds: listedAt >= 0 ? p.insureds.filter((_, i) => i !== listedAt) : p.insureds,
    isDrive: listedAt >= 0 || p.isDrive,
    leader: entity ? p.leader : null,
    owners: entity ? p.owners : [],
    signatory: signatoryFor(p, record),
  };
}

/** An insured saved; the insurer itself is insured by the checkbox. */
function putInsured(
  p: PropertyParts,
  target: Target<'insured'>,
  record: PolicyClient,
): Partial<PropertyParts> {
  if (p.insurer && isSameParty(p.insurer, record))
    return {
      isDrive: true,
      insureds: target.index === null ? p.insureds : p.insureds.filter((_, i) => i !== target.index),
    };
  return {
    insureds:
      target.index === null
        ? [...p.insureds, record]
        : p.insureds.map((c, i) => (i === target.index ? record : c)),
  };
}

/** An object saved from the modal: its premium comes from the next calculation. */
const putObject = (p: PropertyParts, target: Target<'object'>, record: PropertyPolicyObject) => ({
  objects:
    target.index === null
      ? [...p.objects, { ...record, premium: null }]
      : p.objects.map((o, i) => (i === target.index ? { ...o, ...record, premium: null } : o)),
});

type OwnerPatch = Partial<Pick<PolicyClient, 'images' | 'podft' | 'beingVerify'>>;

function putOwnerPatch(
  p: PropertyParts,
  owner: PropertyDocumentOwner,
  patch: OwnerPatch,
): Partial<PropertyParts> {
  if (owner.kind === 'insurer') return p.insurer ? { insurer: { ...p.insurer, ...patch } } : {};
  return { insureds: p.insureds.map((c, i) => (i === owner.index ? { ...c, ...patch } : c)) };
}

const attached = (
  dialog: 'documents' | 'podft',
): PartySlot<PropertyParts, Target<typeof dialog>, OwnerPatch> => ({
  dialog,
  attaches: true,
  canOpen: (p, target) => ownerAt(p, target.owner) !== null,
  request: documentsDialogRequest,
  put: (p, target, patch) => putOwnerPatch(p, target.owner, patch),
});

export const PROPERTY_SLOTS: SlotTable<PropertyParts, PropertyTarget> = {
  insurer: {
    dialog: 'client',
    canOpen: () => true,
    canDelete: (p) => p.insurer !== null,
    remove: () => ({ insurer: null, isDrive: false, leader: null, owners: [], signatory: null }),
    request: clientDialogRequest,
    put: putInsurer,
  } satisfies PartySlot<PropertyParts, Target<'insurer'>, PolicyClient>,
  insured: {
    ...listSlot<PropertyParts, 'insureds', Target<'insured'>>('insureds', 'client', clientDialogRequest),
    put: putInsured,
  },
  beneficiary: {
    dialog: 'client',
    canOpen: () => true,
    canDelete: (p) => p.beneficiary !== null,
    remove: () => ({ beneficiary: null }),
    request: clientDialogRequest,
    put: (_p, _target, record) => ({ beneficiary: record }),
  } satisfies PartySlot<PropertyParts, Target<'beneficiary'>, PolicyClient>,
  leader: {
    dialog: 'chief',
    canOpen: entityInsurer,
    canDelete: (p) => p.leader !== null,
    remove: () => ({ leader: null }),
    request: chiefDialogRequest,
    put: (_p, _target, record) => ({ leader: record }),
  } satisfies PartySlot<PropertyParts, Target<'leader'>, PolicyChief>,
  owner: listSlot<PropertyParts, 'owners', Target<'owner'>>(
    'owners',
    'chief',
    chiefDialogRequest,
    entityInsurer,
  ),
  object: {
    ...listSlot<PropertyParts, 'objects', Target<'object'>>('objects', 'object', objectDialogRequest),
    put: putObject,
  },
  documents: attached('documents'),
  podft: attached('podft'),
};

/** The client whose images go with it when it is deleted. */
export function deletedClient(p: PropertyParts, target: PropertyTarget): PolicyClient | null {
  if (target.kind === 'insurer') return p.insurer;
  if (target.kind === 'insured' && target.index !== null) return p.insureds[target.index] ?? null;
  return null;
}
