import { chiefDialogInput } from '../../parties/chief/chief-dialog.input';
import type { ClientDialogInput } from '../../parties/client/client-dialog.types';
import type { DocumentUploadInput } from '../../parties/documents/document-upload.machine';
import { isEntity, isSameParty } from '../cards';
import type { PolicyChief, PolicyClient } from '../contract';
import { listSlot, type PartySlot, type SlotTable } from '../product';
import type { PartyMark, SaleContext } from '../types';
import { blankSignatory, needsSignatory, normalizeSignatory, type Signatory } from './signatory';

/**
 * The parties of a financial-institution policy (property, casco; spec part 2 sections 2.2, 2.3, 2.4, 3.2, 4.1, 5.6):
 * the insurer (a person, an entrepreneur or a legal entity), the insureds, the bank as the beneficiary (the client
 * dialog), the leader and beneficial owners of a legal-entity insurer (the chief dialog), the insurer's signatory,
 * the payment date, and the documents of the insurer or an insured; their slots for the sale kernel. Rules:
 * - The insurer is also insured by the card's checkbox (isDrive); an insured who is the insurer sets it instead of
 *   being listed twice.
 * - A legal-entity insurer has a leader, beneficial owners and a signatory; an entrepreneur without a certificate
 *   number has a signatory; a natural person has none (4.1, 5.6).
 */

/** Whose documents a dialog attaches: the insurer or an insured. */
export type FiDocumentOwner = { kind: 'insurer' } | { kind: 'insured'; index: number };

/** What a party dialog is opened for. Index null: a new entry. */
export type FiTarget =
  | { kind: 'insurer' }
  | { kind: 'insured'; index: number | null }
  | { kind: 'beneficiary' }
  | { kind: 'leader' }
  | { kind: 'owner'; index: number | null }
  | { kind: 'documents'; owner: FiDocumentOwner }
  | { kind: 'podft'; owner: FiDocumentOwner };

export interface FiChecks {
  insurer: PartyMark | null;
  insureds: Array<PartyMark | null>;
  beneficiary: PartyMark | null;
}

export const NO_FI_CHECKS: FiChecks = { insurer: null, insureds: [], beneficiary: null };

/** The financial-institution part of a product's sale context. */
export interface FiParties {
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
  /** The insurer's signatory (3.6): kept for an insurer that needs one (4.1), else null. */
  signatory: Signatory | null;
  /**
   * Who signs the contract for the insurance company: one of its active signatories (/branches 'Подписанты'),
   * chosen in the contract panel (2.3 'signatory'); null until chosen. A termination of the policy sends it (7.5).
   */
  signatoryId: number | null;
  /** The payment date of a transfer ('' until chosen). */
  paymentDate: string;
  /** How each card came out of the last verification. */
  checks: FiChecks;
}

/** The empty parties of a new policy. */
export const NO_FI_PARTIES: FiParties = {
  insurer: null,
  isDrive: false,
  insureds: [],
  beneficiary: null,
  leader: null,
  owners: [],
  signatory: null,
  signatoryId: null,
  paymentDate: '',
  checks: NO_FI_CHECKS,
};

type Target<K extends FiTarget['kind']> = Extract<FiTarget, { kind: K }>;

const entityInsurer = (p: FiParties) => p.insurer !== null && isEntity(p.insurer);

/** The parties already in the policy (the edited one excluded): the dialog refuses a duplicate. */
function listed(p: FiParties, edited: PolicyClient | null) {
  const all = [p.insurer, ...p.insureds, p.beneficiary].filter(
    (c): c is PolicyClient => c !== null && c !== edited,
  );
  return {
    iins: all.map((c) => c.client.iin ?? '').filter(Boolean),
    documents: all.map((c) => c.document?.number ?? '').filter(Boolean),
  };
}

// ------------------------------------------------------------------ what each dialog is asked with

export function fiClientDialogRequest<P extends FiParties>(
  context: SaleContext<P, unknown>,
  target: Target<'insurer' | 'insured' | 'beneficiary'>,
): ClientDialogInput {
  const p = context.policy;
  const record =
    target.kind === 'insurer'
      ? p.insurer
      : target.kind === 'beneficiary'
        ? p.beneficiary
        : target.index !== null
          ? (p.insureds[target.index] ?? null)
          : null;
  const role = target.kind;
  return {
    role,
    productType: null,
    drives: false,
    // an insured of property or casco may be a person or an entity, found by any mode
    ...(role === 'insured' ? { modes: [0, 1, 2, 3] as const } : {}),
    userRole: context.user.role,
    ...(record ? { record } : {}),
    // the insurer may be added as an insured (the checkbox's way) unless it is insured already
    listed: listed(p, role === 'insured' && !p.isDrive ? p.insurer : record),
  };
}

export function fiChiefDialogRequest<P extends FiParties>(
  context: SaleContext<P, unknown>,
  target: Target<'leader' | 'owner'>,
) {
  const p = context.policy;
  const record = target.kind === 'leader' ? p.leader : target.index !== null ? p.owners[target.index] : null;
  return chiefDialogInput({ kind: target.kind === 'leader' ? 'leader' : 'beneficiary', record });
}

const ownerAt = (p: FiParties, owner: FiDocumentOwner): PolicyClient | null =>
  owner.kind === 'insurer' ? p.insurer : (p.insureds[owner.index] ?? null);

export function fiDocumentsDialogRequest<P extends FiParties>(
  context: SaleContext<P, unknown>,
  target: Target<'documents' | 'podft'>,
): DocumentUploadInput {
  return {
    kind: target.owner.kind === 'insurer' ? 1 : 2,
    ulid: context.number,
    owner: ownerAt(context.policy, target.owner) as PolicyClient,
  };
}

// ------------------------------------------------------------------ where a saved record goes

/** The signatory the insurer's kind asks (4.1): kept and adapted, a blank one, or none. */
const signatoryFor = (p: FiParties, insurer: PolicyClient | null) =>
  needsSignatory(insurer) ? normalizeSignatory(p.signatory ?? blankSignatory(), insurer) : null;

/** The insurer saved: an insurer already listed as an insured is insured by the checkbox instead. */
function putInsurer(p: FiParties, record: PolicyClient): Partial<FiParties> {
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
function putInsured(p: FiParties, target: Target<'insured'>, record: PolicyClient): Partial<FiParties> {
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

type OwnerPatch = Partial<Pick<PolicyClient, 'images' | 'podft' | 'beingVerify'>>;

function putOwnerPatch(p: FiParties, owner: FiDocumentOwner, patch: OwnerPatch): Partial<FiParties> {
  if (owner.kind === 'insurer') return p.insurer ? { insurer: { ...p.insurer, ...patch } } : {};
  return { insureds: p.insureds.map((c, i) => (i === owner.index ? { ...c, ...patch } : c)) };
}

/** The slots of the financial-institution parties, for a product whose part extends FiParties. */
export function fiSlots<P extends FiParties>(): SlotTable<P, FiTarget> {
  // FI's fields of the product's part (P adds its own, which these slots never change)
  const patch = (x: Partial<FiParties>): Partial<P> => x as Partial<P>;
  const attached = (dialog: 'documents' | 'podft'): PartySlot<P, Target<typeof dialog>, OwnerPatch> => ({
    dialog,
    attaches: true,
    canOpen: (p, target) => ownerAt(p, target.owner) !== null,
    request: (context, target) => fiDocumentsDialogRequest(context, target),
    put: (p, target, owner) => patch(putOwnerPatch(p, target.owner, owner)),
  });
  return {
    insurer: {
      dialog: 'client',
      canOpen: () => true,
      canDelete: (p) => p.insurer !== null,
      remove: () => patch({ insurer: null, isDrive: false, leader: null, owners: [], signatory: null }),
      request: (context, target) => fiClientDialogRequest(context, target),
      put: (p, _target, record) => patch(putInsurer(p, record)),
    } satisfies PartySlot<P, Target<'insurer'>, PolicyClient>,
    insured: {
      ...listSlot<P, 'insureds', Target<'insured'>>('insureds', 'client', (context, target) =>
        fiClientDialogRequest(context, target),
      ),
      put: (p, target, record) => patch(putInsured(p, target, record as PolicyClient)),
    },
    beneficiary: {
      dialog: 'client',
      canOpen: () => true,
      canDelete: (p) => p.beneficiary !== null,
      remove: () => patch({ beneficiary: null }),
      request: (context, target) => fiClientDialogRequest(context, target),
      put: (_p, _target, record) => patch({ beneficiary: record }),
    } satisfies PartySlot<P, Target<'beneficiary'>, PolicyClient>,
    leader: {
      dialog: 'chief',
      canOpen: entityInsurer,
      canDelete: (p) => p.leader !== null,
      remove: () => patch({ leader: null }),
      request: (context, target) => fiChiefDialogRequest(context, target),
      put: (_p, _target, record) => patch({ leader: record }),
    } satisfies PartySlot<P, Target<'leader'>, PolicyChief>,
    owner: listSlot<P, 'owners', Target<'owner'>>(
      'owners',
      'chief',
      (context, target) => fiChiefDialogRequest(context, target),
      entityInsurer,
    ),
    documents: attached('documents'),
    podft: attached('podft'),
  };
}

/** The client whose images go with it when it is deleted. */
export function deletedFiClient(
  p: FiParties,
  target: { kind: string; index?: number | null },
): PolicyClient | null {
  if (target.kind === 'insurer') return p.insurer;
  if (target.kind === 'insured' && target.index != null) return p.insureds[target.index] ?? null;
  return null;
}
