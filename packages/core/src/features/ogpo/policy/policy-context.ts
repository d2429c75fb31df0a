import type { DoneActorEvent } from 'xstate';
import type { OGPO_VARIANT_CODES } from '../../../shared/product-availability';
import type { ChiefDialogOutput } from '../../../shared/parties/chief/chief-dialog.machine';
import type { ClientDialogOutput } from '../../../shared/parties/client/client-dialog.machine';
import type { DocumentUploadOutput } from '../../../shared/parties/documents/document-upload.machine';
import type { PodftDocumentsOutput } from '../../../shared/parties/documents/podft-documents.machine';
import type { LicenceDialogOutput } from '../licence/licence-dialog.machine';
import type { VehicleDialogOutput } from '../vehicle/vehicle-dialog.machine';
import type { StaffMember } from '../contract';
import type { OgpoProductType } from '../page-query';
import type { StaffUser } from '../staff';
import type { OgpoPolicy, Term, Ticket } from '../sale/contract';
import type { Checks } from './sale';
import { entityDocumentTypes, type DocumentType } from '../../../shared/parties/documents/rules';
import type { PolicyChief, PolicyClient, PolicyVehicle } from '../sale/contract';
import { isEntity, isSameParty } from './parties';

/**
 * The policy machine's context (the spec's policy object, part 2 section 3.1), its events, and the pure functions
 * that read and change the parties: what a dialog is asked with, and where its saved record goes.
 */

/** A deleted client whose images go with it, and the policy they were uploaded under. */
export interface DeleteClientImages {
  client: PolicyClient;
  ulid: string;
}

export interface Licence {
  number: string;
  issued: string;
}

/** Who documents are attached to: the insurer, an insured (index) or a vehicle (index). */
export type DocumentOwner =
  { kind: 'insurer' } | { kind: 'insured'; index: number } | { kind: 'vehicle'; index: number };

/** What a dialog is opened for. Index null: a new entry. `drive`: the insurer as a driver (isDrive). */
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

/** The seller: role, apc, and the terminal (a user without one cannot conclude policies; role 0 is not checked). */
export type PolicyUser = StaffUser & { c_id?: string | null; hasTerminal?: boolean };

/** How the payer pays: an invoice by transfer, the card provider, or the mobile bank. */
export type PaymentMethod = 'transfer' | 'card' | 'kaspi';

/** A payment requested by checkout, awaited until the check finds it paid. */
export interface SalePayment {
  method: PaymentMethod;
  policyId: number;
  url: string;
  invoice: string | null;
}

/** A sale kept in the browser (a reload, a closed tab, an expired session): put back as it was. */
export interface KeptSale {
  policy: OgpoPolicy;
  draftId: string | null;
  payment: SalePayment | null;
}

export interface PolicyInput {
  productType: OgpoProductType;
  /** A fresh policy number (a ULID made by the page): documents are uploaded under it. */
  number: string;
  user: PolicyUser;
  /** Now (ms): tomorrow is the default and earliest first day of cover. */
  now: number;
  /** ?draft=: the draft to open. */
  draft?: string | null;
  /** ?global= with isRewrite: the issued policy to rewrite. */
  rewrite?: { global: string; isGlobal: boolean } | null;
  kept?: KeptSale | null;
}

export interface PolicyContext {
  productType: OgpoProductType;
  product: (typeof OGPO_VARIANT_CODES)[OgpoProductType];
  number: string;
  user: PolicyUser;
  apc: string | null;
  insurer: PolicyClient | null;
  insureds: PolicyClient[];
  /** The insurer is also a driver. */
  isDrive: boolean;
  vehicles: PolicyVehicle[];
  leader: PolicyChief | null;
  beneficiaries: PolicyChief[];
  /** What the open dialog edits. */
  target: PartyTarget | null;
  managers: StaffMember[];
  agents: StaffMember[];
  isCompany: boolean;
  manager: number | null;
  agent: number | null;
  managerLocked: boolean;
  agentLocked: boolean;
  staffMessage: string | null;
  /**
   * Why the page cannot open: the seller's address or the variant's availability could not be read, or the variant
   * is not offered.
   */
  pageMessage: string | null;
  /** The seller's address (GET /api/get-ip), read before the page opens; it goes into the policy (3.1 ip). */
  ip: string | null;
  /** The first day of cover (default and earliest: `minDate`, tomorrow) and the term. */
  treaty: { date: string; term: Term };
  minDate: string;
  paymentPhone: string;
  premium: number | null;
  calculationDate: string | null;
  /** How each card came out of the last verification. */
  checks: Checks;
  /** The last failure of a sale call (verification, calculation, checkout, payment check). */
  saleMessage: string | null;
  /** The payment method chosen for the checkout. */
  method: PaymentMethod | null;
  payment: SalePayment | null;
  /** 'Оплата ещё не поступила…' for 3 s after a check that found nothing. */
  waiting: string | null;
  ticket: Ticket | null;
  /** The draft this policy was opened from or saved as. */
  draftId: string | null;
  /** 'Сохранено', 'Черновик не найден': the page's last notice of the drafts. */
  draftNotice: string | null;
  /** Draft and rewrite loading asks; a rewrite keeps the global number it rewrites. */
  draftRequest: string | null;
  rewriteRequest: { global: string; isGlobal: boolean; phone: string } | null;
  rewrite: { global: string } | null;
  /** The rewrite refused with the insurer's IIN: the error and a phone prompt (spec 8). */
  rewriteError: string | null;
  /** The issued policy's document being viewed: 0 the policy, 1 the receipt. */
  document: 0 | 1 | null;
  /** The blocking alert dialog: its message and the seconds before it may be closed. */
  alert: { message: string; secondsLeft: number } | null;
}

export type PolicyEvent =
  | { type: 'OPEN'; target: PartyTarget }
  | { type: 'DELETE'; target: PartyTarget }
  | { type: 'SET_MANAGER'; id: number }
  | { type: 'SET_AGENT'; id: number | null }
  | { type: 'RETRY_STAFF' }
  | { type: 'RETRY' }
  | { type: 'SET_TREATY_DATE'; date: string }
  | { type: 'SET_TERM'; term: Term }
  | { type: 'SET_PAYMENT_PHONE'; phone: string }
  | { type: 'CALCULATE' }
  | { type: 'VERIFY' }
  | { type: 'SAVE_DRAFT' }
  | { type: 'CHECKOUT'; method: PaymentMethod }
  | { type: 'CHECK_PAYMENT' }
  | { type: 'DISMISS_ALERT' }
  | { type: 'SHOW_ALERT'; message: string; seconds: number }
  | { type: 'TICK'; seconds?: number }
  | { type: 'REWRITE'; phone: string }
  | { type: 'POLICY_CHANGED' }
  | { type: 'OPEN_DOCUMENT'; document: 0 | 1 }
  | { type: 'CLOSE_DOCUMENT' }
  | DialogDone;

/** A dialog's end: its output, `{kind: 'saved', record}` or `{kind: 'closed'}` (read by `savedPatch`). */
export type DialogDone =
  | DoneActorEvent<ClientDialogOutput, 'clientDialog'>
  | DoneActorEvent<ChiefDialogOutput, 'chiefDialog'>
  | DoneActorEvent<VehicleDialogOutput, 'vehicleDialog'>
  | DoneActorEvent<LicenceDialogOutput, 'licenceDialog'>
  | DoneActorEvent<DocumentUploadOutput, 'documentsDialog'>
  | DoneActorEvent<PodftDocumentsOutput, 'podftDialog'>;

/** What the page is told besides the state: notifications, the payment page to open, a draft that is missing. */
export type PolicyEmitted =
  | { type: 'notice'; kind: 'success' | 'error' | 'warning'; message: string }
  | { type: 'openPayment'; url: string }
  | { type: 'draftMissing' };

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

// ------------------------------------------------------------------ reading the context

function clientAt(context: PolicyContext, owner: DocumentOwner): PolicyClient | PolicyVehicle | null {
  if (owner.kind === 'insurer') return context.insurer;
  if (owner.kind === 'insured') return context.insureds[owner.index] ?? null;
  return context.vehicles[owner.index] ?? null;
}

const validIndex = (index: number | null, length: number) =>
  index === null || (Number.isInteger(index) && index >= 0 && index < length);

/** Whether a dialog may open for the target (an existing entry, or a new one where one may be added). */
export function canOpen(context: PolicyContext, target: PartyTarget): boolean {
  const entity = context.insurer !== null && isEntity(context.insurer);
  switch (target.kind) {
    case 'insurer':
      return true;
    case 'insured':
      return validIndex(target.index, context.insureds.length);
    case 'drive':
      return context.isDrive;
    case 'vehicle':
      return validIndex(target.index, context.vehicles.length);
    case 'leader':
      return entity;
    case 'beneficiary':
      return entity && validIndex(target.index, context.beneficiaries.length);
    case 'licence':
      return target.index === 'drive'
        ? context.isDrive
        : validIndex(target.index, context.insureds.length) && target.index !== null;
    case 'documents':
    case 'podft':
      return clientAt(context, target.owner) !== null;
  }
}

/** Whether the target is an existing entry that may be deleted. */
export function canDelete(context: PolicyContext, target: PartyTarget): boolean {
  switch (target.kind) {
    case 'insurer':
      return context.insurer !== null;
    case 'drive':
      return context.isDrive;
    case 'insured':
      return target.index !== null && validIndex(target.index, context.insureds.length);
    case 'vehicle':
      return target.index !== null && validIndex(target.index, context.vehicles.length);
    case 'leader':
      return context.leader !== null;
    case 'beneficiary':
      return target.index !== null && validIndex(target.index, context.beneficiaries.length);
    default:
      return false;
  }
}

function listedClients(
  context: PolicyContext,
  except: PolicyClient | null,
  edited: PolicyClient | null = except,
) {
  const all = [context.insurer, ...context.insureds].filter(
    (c): c is PolicyClient => c !== null && c !== except && c !== edited,
  );
  return {
    iins: all.map((c) => c.client.iin ?? '').filter(Boolean),
    documents: all.map((c) => c.document?.number ?? '').filter(Boolean),
  };
}

export function clientDialogRequest(context: PolicyContext): ClientDialogRequest {
  const target = context.target;
  const record =
    target?.kind === 'insurer' || target?.kind === 'drive'
      ? (context.insurer ?? undefined)
      : target?.kind === 'insured' && target.index !== null
        ? context.insureds[target.index]
        : undefined;
  return {
    role: target?.kind === 'insured' ? 'insured' : 'insurer',
    productType: context.productType,
    userRole: context.user.role,
    ...(record ? { record } : {}),
    // the insurer may be added as a driver (it then drives, isDrive) unless it drives already
    listed: listedClients(
      context,
      target?.kind === 'insured' && context.insurer?.filter.person && !context.isDrive
        ? context.insurer
        : (record ?? null),
      record ?? null,
    ),
  };
}

export function chiefDialogRequest(context: PolicyContext): ChiefDialogRequest {
  const target = context.target;
  const index = target?.kind === 'beneficiary' ? target.index : null;
  const record =
    target?.kind === 'leader' ? context.leader : index !== null ? context.beneficiaries[index] : null;
  return {
    kind: target?.kind === 'leader' ? 'leader' : 'beneficiary',
    position: index === null ? context.beneficiaries.length + 1 : index + 1,
    ...(record ? { record } : {}),
    insurer: context.insurer as PolicyClient,
  };
}

export function vehicleDialogRequest(context: PolicyContext): VehicleDialogRequest {
  const target = context.target;
  const record =
    target?.kind === 'vehicle' && target.index !== null ? context.vehicles[target.index] : undefined;
  const others = context.vehicles.filter((v) => v !== record);
  return {
    productType: context.productType,
    ...(record ? { record } : {}),
    listed: {
      numbers: others.map((v) => v.number ?? '').filter(Boolean),
      vins: others.map((v) => v.vin ?? '').filter(Boolean),
    },
  };
}

function licenceHolder(context: PolicyContext): PolicyClient | null {
  const target = context.target;
  if (target?.kind !== 'licence') return null;
  return target.index === 'drive' ? context.insurer : (context.insureds[target.index] ?? null);
}

export function licenceDialogRequest(context: PolicyContext): LicenceDialogRequest {
  const holder = licenceHolder(context);
  const doc = holder?.driver?.document;
  return {
    iin: holder?.client.iin || null,
    ...(doc?.number && doc.issued ? { record: { number: doc.number, issued: doc.issued } } : {}),
  };
}

export function documentsDialogRequest(context: PolicyContext): DocumentsDialogRequest {
  const target = context.target;
  const owner =
    target?.kind === 'documents' || target?.kind === 'podft' ? target.owner : { kind: 'insurer' as const };
  const entity = owner.kind === 'insurer' && context.insurer !== null && isEntity(context.insurer);
  return {
    kind: owner.kind === 'insurer' ? 1 : owner.kind === 'insured' ? 2 : 3,
    ...(entity ? { extraTypes: entityDocumentTypes(context.leader, context.beneficiaries) } : {}),
    ulid: context.number,
    owner: clientAt(context, owner) as PolicyClient | PolicyVehicle,
  };
}

// ------------------------------------------------------------------ putting a saved record in its place

function withClient(context: PolicyContext, record: PolicyClient): Partial<PolicyContext> {
  const target = context.target;
  if (target?.kind === 'insurer' || target?.kind === 'drive') {
    const entity = isEntity(record);
    // an insurer already listed as an insured drives instead
    const listed = context.insureds.findIndex((c) => isSameParty(c, record));
    return {
      insurer: record,
      insureds: listed >= 0 ? context.insureds.filter((_, i) => i !== listed) : context.insureds,
      isDrive:
        !entity &&
        (listed >= 0 ||
          (context.isDrive && target.kind === 'drive') ||
          (context.isDrive && context.insurer !== null && isSameParty(context.insurer, record))),
      leader: entity ? context.leader : null,
      beneficiaries: entity ? context.beneficiaries : [],
    };
  }
  if (target?.kind === 'insured') {
    // insureds are drivers: natural persons only (the dialog offers no other; a company answer changes nothing)
    if (isEntity(record)) return {};
    if (context.insurer && !isEntity(context.insurer) && isSameParty(context.insurer, record)) {
      return {
        isDrive: true,
        insureds:
          target.index === null ? context.insureds : context.insureds.filter((_, i) => i !== target.index),
      };
    }
    return {
      insureds:
        target.index === null
          ? [...context.insureds, record]
          : context.insureds.map((c, i) => (i === target.index ? record : c)),
    };
  }
  return {};
}

/** The driver block a licence goes into when the client has none yet. */
const NO_DRIVER = { age: null, experience: false, pensioner: false, age_experience_id: null };

function withLicence(context: PolicyContext, licence: Licence): Partial<PolicyContext> {
  const target = context.target;
  if (target?.kind !== 'licence') return {};
  const put = (c: PolicyClient): PolicyClient => ({
    ...c,
    driver: { ...(c.driver ?? NO_DRIVER), document: { number: licence.number, issued: licence.issued } },
  });
  if (target.index === 'drive') return context.insurer ? { insurer: put(context.insurer) } : {};
  return { insureds: context.insureds.map((c, i) => (i === target.index ? put(c) : c)) };
}

/** What the documents and anti-money-laundering dialogs change of their owner. */
export type OwnerPatch = Partial<Pick<PolicyClient, 'images' | 'podft' | 'beingVerify'>>;

/** Documents and anti-money-laundering images: the dialog answers the owner's updated fields (images, podft). */
function withOwnerPatch(context: PolicyContext, patch: OwnerPatch): Partial<PolicyContext> {
  const target = context.target;
  if (target?.kind !== 'documents' && target?.kind !== 'podft') return {};
  const owner = target.owner;
  if (owner.kind === 'insurer') return context.insurer ? { insurer: { ...context.insurer, ...patch } } : {};
  if (owner.kind === 'insured')
    return { insureds: context.insureds.map((c, i) => (i === owner.index ? { ...c, ...patch } : c)) };
  return { vehicles: context.vehicles.map((v, i) => (i === owner.index ? { ...v, ...patch } : v)) };
}

export function without(context: PolicyContext, target: PartyTarget): Partial<PolicyContext> {
  switch (target.kind) {
    case 'insurer':
      return { insurer: null, isDrive: false, leader: null, beneficiaries: [] };
    case 'drive':
      return { isDrive: false };
    case 'insured':
      return { insureds: context.insureds.filter((_, i) => i !== target.index) };
    case 'vehicle':
      return { vehicles: context.vehicles.filter((_, i) => i !== target.index) };
    case 'leader':
      return { leader: null };
    case 'beneficiary':
      return { beneficiaries: context.beneficiaries.filter((_, i) => i !== target.index) };
    default:
      return {};
  }
}

/** The client whose images go with it when it is deleted (the insurer as a driver keeps them). */
export function deletedClient(context: PolicyContext, target: PartyTarget): PolicyClient | null {
  if (target.kind === 'insurer') return context.insurer;
  if (target.kind === 'insured' && target.index !== null) return context.insureds[target.index] ?? null;
  return null;
}

function withChief(context: PolicyContext, record: PolicyChief): Partial<PolicyContext> {
  const target = context.target;
  if (target?.kind === 'leader') return { leader: record };
  if (target?.kind !== 'beneficiary') return {};
  return {
    beneficiaries:
      target.index === null
        ? [...context.beneficiaries, record]
        : context.beneficiaries.map((b, i) => (i === target.index ? record : b)),
  };
}

function withVehicle(context: PolicyContext, record: PolicyVehicle): Partial<PolicyContext> {
  const target = context.target;
  if (target?.kind !== 'vehicle') return {};
  return {
    vehicles:
      target.index === null
        ? [...context.vehicles, record]
        : context.vehicles.map((v, i) => (i === target.index ? record : v)),
  };
}

/**
 * A dialog's saved record put where the dialog was opened for: the context's change, and whether it changes the
 * parties (4.1: their documents do not). Null when the dialog was closed.
 */
export function savedPatch(
  context: PolicyContext,
  event: PolicyEvent,
): { patch: Partial<PolicyContext>; changesParties: boolean } | null {
  const changed = (patch: Partial<PolicyContext>) => ({ patch, changesParties: true });
  const attached = (patch: Partial<PolicyContext>) => ({ patch, changesParties: false });
  switch (event.type) {
    case 'xstate.done.actor.clientDialog':
      return event.output.kind === 'saved' ? changed(withClient(context, event.output.record)) : null;
    case 'xstate.done.actor.chiefDialog':
      return event.output.kind === 'saved' ? changed(withChief(context, event.output.record)) : null;
    case 'xstate.done.actor.vehicleDialog':
      return event.output.kind === 'saved' ? changed(withVehicle(context, event.output.record)) : null;
    case 'xstate.done.actor.licenceDialog':
      return event.output.kind === 'saved' ? changed(withLicence(context, event.output.record)) : null;
    case 'xstate.done.actor.documentsDialog':
    case 'xstate.done.actor.podftDialog':
      return event.output.kind === 'saved' ? attached(withOwnerPatch(context, event.output.record)) : null;
    default:
      return null;
  }
}
