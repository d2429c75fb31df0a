import { listSlot, validIndex, type PartySlot, type SlotTable } from '../../../shared/sale/product';
import { chiefDialogInput } from '../../../shared/parties/chief/chief-dialog.input';
import { entityDocumentTypes } from '../../../shared/parties/documents/rules';
import type { PolicyChief, PolicyClient, PolicyVehicle } from '../sale/contract';
import { isDefaultInsured, namedInsureds } from '../rules/default-insured';
import { isEntity, isSameParty } from './parties';
import type {
  ChiefDialogRequest,
  ClientDialogRequest,
  DocumentOwner,
  DocumentsDialogRequest,
  Licence,
  LicenceDialogRequest,
  OgpoParts,
  OwnerPatch,
  PartyTarget,
  PolicyContext,
  VehicleDialogRequest,
} from './policy-context';

/**
 * OGPO's party slots (spec part 2 sections 2.2, 3.1, 4.1, 5.4): the insurer and the insureds (the client dialog),
 * the insurer as a driver, the leader and beneficial owners of a legal-entity insurer (the chief dialog), the
 * vehicles, a driver's licence, the documents and anti-money-laundering documents of a party. OGPO's rules:
 * - An insured who is the insurer (same IIN, title, document issue date and number) sets isDrive instead of being
 *   listed; an insurer who is already listed as an insured moves out of the list the same way.
 * - A legal-entity insurer has a leader and beneficial owners; a natural-person insurer has none (they are
 *   dropped when the insurer changes kind or is deleted).
 * - The default insured of a legal-entity insurer without named drivers (rules/default-insured.ts; the kernel's
 *   `defaultParty` fetches it) opens no dialog and is not deleted: a named driver replaces it, and it goes with an
 *   insurer that is deleted or is no legal entity.
 */

type Target<K extends PartyTarget['kind']> = Extract<PartyTarget, { kind: K }>;

const entityInsurer = (p: OgpoParts) => p.insurer !== null && isEntity(p.insurer);

/** The insured at `index` is one the seller named (not the default insured, which has no dialog). */
const namedAt = (p: OgpoParts, index: number | null) => {
  const insured = index === null ? null : p.insureds[index];
  return !insured || !isDefaultInsured(insured);
};

function ownerAt(p: OgpoParts, owner: DocumentOwner): PolicyClient | PolicyVehicle | null {
  if (owner.kind === 'insurer') return p.insurer;
  if (owner.kind === 'insured') return p.insureds[owner.index] ?? null;
  return p.vehicles[owner.index] ?? null;
}

function listedClients(p: OgpoParts, except: PolicyClient | null, edited: PolicyClient | null = except) {
  const all = [p.insurer, ...p.insureds].filter(
    (c): c is PolicyClient => c !== null && c !== except && c !== edited,
  );
  return {
    iins: all.map((c) => c.client.iin ?? '').filter(Boolean),
    documents: all.map((c) => c.document?.number ?? '').filter(Boolean),
  };
}

// ------------------------------------------------------------------ what each dialog is asked with

export function clientDialogRequest(context: PolicyContext): ClientDialogRequest {
  const p = context.policy;
  const target = context.target;
  const record =
    target?.kind === 'insurer' || target?.kind === 'drive'
      ? (p.insurer ?? undefined)
      : target?.kind === 'insured' && target.index !== null
        ? p.insureds[target.index]
        : undefined;
  return {
    role: target?.kind === 'insured' ? 'insured' : 'insurer',
    productType: p.productType,
    userRole: context.user.role,
    ...(record ? { record } : {}),
    // the insurer may be added as a driver (it then drives, isDrive) unless it drives already
    listed: listedClients(
      p,
      target?.kind === 'insured' && p.insurer?.filter.person && !p.isDrive ? p.insurer : (record ?? null),
      record ?? null,
    ),
  };
}

export function chiefDialogRequest(context: PolicyContext): ChiefDialogRequest {
  const p = context.policy;
  const target = context.target;
  const index = target?.kind === 'beneficiary' ? target.index : null;
  const record = target?.kind === 'leader' ? p.leader : index !== null ? p.beneficiaries[index] : null;
  return {
    kind: target?.kind === 'leader' ? 'leader' : 'beneficiary',
    position: index === null ? p.beneficiaries.length + 1 : index + 1,
    ...(record ? { record } : {}),
    insurer: p.insurer as PolicyClient,
  };
}

export function vehicleDialogRequest(context: PolicyContext): VehicleDialogRequest {
  const p = context.policy;
  const target = context.target;
  const record = target?.kind === 'vehicle' && target.index !== null ? p.vehicles[target.index] : undefined;
  const others = p.vehicles.filter((v) => v !== record);
  return {
    productType: p.productType,
    ...(record ? { record } : {}),
    listed: {
      numbers: others.map((v) => v.number ?? '').filter(Boolean),
      vins: others.map((v) => v.vin ?? '').filter(Boolean),
    },
  };
}

export function licenceDialogRequest(context: PolicyContext): LicenceDialogRequest {
  const p = context.policy;
  const target = context.target;
  const holder =
    target?.kind !== 'licence'
      ? null
      : target.index === 'drive'
        ? p.insurer
        : (p.insureds[target.index] ?? null);
  const doc = holder?.driver?.document;
  return {
    iin: holder?.client.iin || null,
    ...(doc?.number && doc.issued ? { record: { number: doc.number, issued: doc.issued } } : {}),
  };
}

export function documentsDialogRequest(context: PolicyContext): DocumentsDialogRequest {
  const p = context.policy;
  const target = context.target;
  const owner =
    target?.kind === 'documents' || target?.kind === 'podft' ? target.owner : { kind: 'insurer' as const };
  const entity = owner.kind === 'insurer' && entityInsurer(p);
  return {
    kind: owner.kind === 'insurer' ? 1 : owner.kind === 'insured' ? 2 : 3,
    ...(entity ? { extraTypes: entityDocumentTypes(p.leader, p.beneficiaries) } : {}),
    ulid: context.number,
    owner: ownerAt(p, owner) as PolicyClient | PolicyVehicle,
  };
}

// ------------------------------------------------------------------ where a saved record goes

/** The insurer saved (also from its driver card): an insurer already listed as an insured drives instead. */
function putInsurer(
  p: OgpoParts,
  target: Target<'insurer' | 'drive'>,
  record: PolicyClient,
): Partial<OgpoParts> {
  const entity = isEntity(record);
  const listed = p.insureds.findIndex((c) => isSameParty(c, record));
  // the default insured stands for a legal-entity insurer only
  const insureds = entity ? p.insureds : namedInsureds(p.insureds);
  return {
    insurer: record,
    insureds: listed >= 0 ? insureds.filter((c) => c !== p.insureds[listed]) : insureds,
    isDrive:
      !entity &&
      (listed >= 0 ||
        (p.isDrive && target.kind === 'drive') ||
        (p.isDrive && p.insurer !== null && isSameParty(p.insurer, record))),
    leader: entity ? p.leader : null,
    beneficiaries: entity ? p.beneficiaries : [],
  };
}

/**
 * An insured saved: natural persons only (the dialog offers no other); the insurer itself sets isDrive. A named
 * driver replaces the default insured.
 */
function putInsured(p: OgpoParts, target: Target<'insured'>, record: PolicyClient): Partial<OgpoParts> {
  if (isEntity(record)) return {};
  if (p.insurer && !isEntity(p.insurer) && isSameParty(p.insurer, record)) {
    return {
      isDrive: true,
      insureds: target.index === null ? p.insureds : p.insureds.filter((_, i) => i !== target.index),
    };
  }
  return {
    insureds:
      target.index === null
        ? [...namedInsureds(p.insureds), record]
        : p.insureds.map((c, i) => (i === target.index ? record : c)),
  };
}

/** The driver block a licence goes into when the client has none yet. */
const NO_DRIVER = { age: null, experience: false, pensioner: false, age_experience_id: null };

function putLicence(p: OgpoParts, target: Target<'licence'>, licence: Licence): Partial<OgpoParts> {
  const put = (c: PolicyClient): PolicyClient => ({
    ...c,
    driver: { ...(c.driver ?? NO_DRIVER), document: { number: licence.number, issued: licence.issued } },
  });
  if (target.index === 'drive') return p.insurer ? { insurer: put(p.insurer) } : {};
  return { insureds: p.insureds.map((c, i) => (i === target.index ? put(c) : c)) };
}

/** Documents and anti-money-laundering images: the dialog answers the owner's updated fields (images, podft). */
function putOwnerPatch(p: OgpoParts, owner: DocumentOwner, patch: OwnerPatch): Partial<OgpoParts> {
  if (owner.kind === 'insurer') return p.insurer ? { insurer: { ...p.insurer, ...patch } } : {};
  if (owner.kind === 'insured')
    return { insureds: p.insureds.map((c, i) => (i === owner.index ? { ...c, ...patch } : c)) };
  return { vehicles: p.vehicles.map((v, i) => (i === owner.index ? { ...v, ...patch } : v)) };
}

const attached = (
  dialog: 'documents' | 'podft',
): PartySlot<OgpoParts, Target<typeof dialog>, OwnerPatch> => ({
  dialog,
  attaches: true,
  canOpen: (p, target) =>
    ownerAt(p, target.owner) !== null && (target.owner.kind !== 'insured' || namedAt(p, target.owner.index)),
  request: documentsDialogRequest,
  put: (p, target, patch) => putOwnerPatch(p, target.owner, patch),
});

const insuredList = listSlot<OgpoParts, 'insureds', Target<'insured'>>(
  'insureds',
  'client',
  clientDialogRequest,
);

export const OGPO_SLOTS: SlotTable<OgpoParts, PartyTarget> = {
  insurer: {
    dialog: 'client',
    canOpen: () => true,
    canDelete: (p) => p.insurer !== null,
    remove: (p) => ({
      insurer: null,
      insureds: namedInsureds(p.insureds),
      isDrive: false,
      leader: null,
      beneficiaries: [],
    }),
    request: clientDialogRequest,
    put: putInsurer,
  } satisfies PartySlot<OgpoParts, Target<'insurer'>, PolicyClient>,
  drive: {
    dialog: 'client',
    canOpen: (p) => p.isDrive,
    canDelete: (p) => p.isDrive,
    remove: () => ({ isDrive: false }),
    request: clientDialogRequest,
    put: putInsurer,
  } satisfies PartySlot<OgpoParts, Target<'drive'>, PolicyClient>,
  insured: {
    ...insuredList,
    canOpen: (p, target) => insuredList.canOpen(p, target) && namedAt(p, target.index),
    canDelete: (p, target) => insuredList.canDelete?.(p, target) === true && namedAt(p, target.index),
    put: putInsured,
  },
  vehicle: listSlot<OgpoParts, 'vehicles', Target<'vehicle'>>('vehicles', 'vehicle', vehicleDialogRequest),
  leader: {
    dialog: 'chief',
    canOpen: entityInsurer,
    canDelete: (p) => p.leader !== null,
    remove: () => ({ leader: null }),
    request: (context) => chiefDialogInput(chiefDialogRequest(context)),
    put: (_p, _target, record) => ({ leader: record }),
  } satisfies PartySlot<OgpoParts, Target<'leader'>, PolicyChief>,
  beneficiary: listSlot<OgpoParts, 'beneficiaries', Target<'beneficiary'>>(
    'beneficiaries',
    'chief',
    (context) => chiefDialogInput(chiefDialogRequest(context)),
    entityInsurer,
  ),
  licence: {
    dialog: 'licence',
    canOpen: (p, target) =>
      target.index === 'drive'
        ? p.isDrive
        : target.index !== null && validIndex(target.index, p.insureds.length) && namedAt(p, target.index),
    request: licenceDialogRequest,
    put: putLicence,
  } satisfies PartySlot<OgpoParts, Target<'licence'>, Licence>,
  documents: attached('documents'),
  podft: attached('podft'),
};

/** The client whose images go with it when it is deleted (the insurer as a driver keeps them). */
export function deletedClient(p: OgpoParts, target: PartyTarget): PolicyClient | null {
  if (target.kind === 'insurer') return p.insurer;
  if (target.kind === 'insured' && target.index !== null) return p.insureds[target.index] ?? null;
  return null;
}
