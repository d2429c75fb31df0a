import {
  and,
  assign,
  enqueueActions,
  fromPromise,
  not,
  setup,
  type AnyActorLogic,
  type SnapshotFrom,
} from 'xstate';
import { errorText } from '../../../shared/api/errors';
import {
  OGPO_VARIANT_CODES,
  unavailableMessage,
  type ProductAvailability,
} from '../../../shared/product-availability';
import type { OrderAgents, StaffMember } from '../contract';
import type { OgpoProductType } from '../page-query';
import { chiefDialogInput } from '../chief/chief-dialog.machine';
import { agentChoice, managerChoice, showsApc, type StaffUser } from '../staff';
import { isEntity, isSameParty, type PartyChief, type PartyClient, type PartyVehicle } from './parties';

/**
 * The OGPO policy (spec part 2 sections 2.1, 3.1, 4.1, 6): one machine whose context is the policy object. This
 * part assembles the parties; verification, calculation and payment grow into further parallel regions, and the
 * spec's has* flags are read from where the regions are, never kept by hand.
 *
 * Regions:
 * - `parties`: idle, or one dialog open as the child `dialog` (client for the insurer or an insured, chief for the
 *   leader or a beneficial owner, vehicle, driver's licence, documents, anti-money-laundering documents). A dialog
 *   ends with `{kind: 'saved', record}` or `{kind: 'closed'}`; a saved record is put where the dialog was opened for.
 *   - An insured who is the insurer (same IIN, title, document issue date and number) sets isDrive instead of being
 *     listed; an insurer who is already listed as an insured moves out of the list the same way.
 *   - A legal-entity insurer has a leader and beneficial owners; a natural-person insurer has none (they are
 *     dropped when the insurer changes kind or is deleted).
 *   - Deleting a client also deletes the images uploaded for it (`deleteClientImages`, in the background).
 * - `staff`: the managers are loaded, then the agents of the chosen manager, with the role rules of section 6 (role
 *   3 is the manager, locked; role 4 the first manager and self or company agent, locked; role 8 the first manager).
 *   A manager change clears the agent and reloads the agents. A user with an apc has no agent selector.
 */

/** A deleted client whose images go with it, and the policy they were uploaded under. */
export interface DeleteClientImages {
  client: PartyClient;
  ulid: string;
}

export type DialogOutput<T> = { kind: 'saved'; record: T } | { kind: 'closed' };

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

export interface PolicyInput {
  productType: OgpoProductType;
  /** The policy's number (a ULID made by the page): documents are uploaded under it. */
  number: string;
  user: StaffUser;
}

export interface PolicyContext {
  productType: OgpoProductType;
  product: (typeof OGPO_VARIANT_CODES)[OgpoProductType];
  number: string;
  user: StaffUser;
  apc: string | null;
  insurer: PartyClient | null;
  insureds: PartyClient[];
  /** The insurer is also a driver. */
  isDrive: boolean;
  vehicles: PartyVehicle[];
  leader: PartyChief | null;
  beneficiaries: PartyChief[];
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
  /** Why the page cannot open: the variant is not offered, or the availability could not be read. */
  pageMessage: string | null;
}

export type PolicyEvent =
  | { type: 'OPEN'; target: PartyTarget }
  | { type: 'DELETE'; target: PartyTarget }
  | { type: 'SET_MANAGER'; id: number }
  | { type: 'SET_AGENT'; id: number | null }
  | { type: 'RETRY_STAFF' }
  | { type: 'RETRY' };

// ------------------------------------------------------------------ inputs the dialogs get

export interface ClientDialogRequest {
  role: 'insurer' | 'insured';
  productType: OgpoProductType;
  userRole: StaffUser['role'];
  record?: PartyClient;
  /** IINs and document numbers already in the policy (the edited one excluded), for the duplicate messages. */
  listed: { iins: string[]; documents: string[] };
}

export interface ChiefDialogRequest {
  kind: 'leader' | 'beneficiary';
  /** Beneficiary n (1-based) for the extra image id 111+n. */
  position: number;
  record?: PartyChief;
  insurer: PartyClient;
}

export interface VehicleDialogRequest {
  productType: OgpoProductType;
  record?: PartyVehicle;
  listed: { numbers: string[]; vins: string[] };
}

export interface LicenceDialogRequest {
  iin: string | null;
  record?: Licence;
}

export interface DocumentsDialogRequest {
  /** 1 insurer, 2 insured, 3 vehicle (spec 3.7). */
  kind: 1 | 2 | 3;
  ulid: string;
  owner: PartyClient | PartyVehicle;
}

// ------------------------------------------------------------------ reading the context

function clientAt(context: PolicyContext, owner: DocumentOwner): PartyClient | PartyVehicle | null {
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

function listedClients(context: PolicyContext, except: PartyClient | null) {
  const all = [context.insurer, ...context.insureds].filter(
    (c): c is PartyClient => c !== null && c !== except,
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
    listed: listedClients(context, record ?? null),
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
    insurer: context.insurer as PartyClient,
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

function licenceHolder(context: PolicyContext): PartyClient | null {
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
  return {
    kind: owner.kind === 'insurer' ? 1 : owner.kind === 'insured' ? 2 : 3,
    ulid: context.number,
    owner: clientAt(context, owner) as PartyClient | PartyVehicle,
  };
}

// ------------------------------------------------------------------ putting a saved record in its place

function withClient(context: PolicyContext, record: PartyClient): Partial<PolicyContext> {
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

function withLicence(context: PolicyContext, licence: Licence): Partial<PolicyContext> {
  const target = context.target;
  if (target?.kind !== 'licence') return {};
  const put = (c: PartyClient): PartyClient => ({
    ...c,
    driver: { ...(c.driver ?? {}), document: { number: licence.number, issued: licence.issued } },
  });
  if (target.index === 'drive') return context.insurer ? { insurer: put(context.insurer) } : {};
  return { insureds: context.insureds.map((c, i) => (i === target.index ? put(c) : c)) };
}

/** Documents and anti-money-laundering images: the dialog answers the owner's updated fields (images, podft). */
function withOwnerPatch(context: PolicyContext, patch: Record<string, unknown>): Partial<PolicyContext> {
  const target = context.target;
  if (target?.kind !== 'documents' && target?.kind !== 'podft') return {};
  const owner = target.owner;
  if (owner.kind === 'insurer') return context.insurer ? { insurer: { ...context.insurer, ...patch } } : {};
  if (owner.kind === 'insured')
    return { insureds: context.insureds.map((c, i) => (i === owner.index ? { ...c, ...patch } : c)) };
  return { vehicles: context.vehicles.map((v, i) => (i === owner.index ? { ...v, ...patch } : v)) };
}

function without(context: PolicyContext, target: PartyTarget): Partial<PolicyContext> {
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
function deletedClient(context: PolicyContext, target: PartyTarget): PartyClient | null {
  if (target.kind === 'insurer') return context.insurer;
  if (target.kind === 'insured' && target.index !== null) return context.insureds[target.index] ?? null;
  return null;
}

function withChief(context: PolicyContext, record: PartyChief): Partial<PolicyContext> {
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

function withVehicle(context: PolicyContext, record: PartyVehicle): Partial<PolicyContext> {
  const target = context.target;
  if (target?.kind !== 'vehicle') return {};
  return {
    vehicles:
      target.index === null
        ? [...context.vehicles, record]
        : context.vehicles.map((v, i) => (i === target.index ? record : v)),
  };
}

/** A saved record put where its dialog was opened for. */
function withSaved(context: PolicyContext, record: unknown): Partial<PolicyContext> {
  switch (context.target?.kind) {
    case 'insurer':
    case 'drive':
    case 'insured':
      return withClient(context, record as PartyClient);
    case 'leader':
    case 'beneficiary':
      return withChief(context, record as PartyChief);
    case 'vehicle':
      return withVehicle(context, record as PartyVehicle);
    case 'licence':
      return withLicence(context, record as Licence);
    case 'documents':
    case 'podft':
      return withOwnerPatch(context, record as Record<string, unknown>);
    default:
      return {};
  }
}

/** A dialog's state: the dialog runs as the child of its name; saved, its record is put in place; either way, idle. */
function dialogState<S extends DialogActor>(src: S, request: (context: PolicyContext) => unknown) {
  return {
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: PolicyContext }) => request(context),
      onDone: { target: 'idle' as const, actions: ['applySaved' as const, 'clearTarget' as const] },
      onError: { target: 'idle' as const, actions: 'clearTarget' as const },
    },
  };
}

type DialogActor =
  'clientDialog' | 'chiefDialog' | 'vehicleDialog' | 'licenceDialog' | 'documentsDialog' | 'podftDialog';

const rejects = (name: string) =>
  fromPromise<never, unknown>(() =>
    Promise.reject(new Error(`policyMachine: provide the \`${name}\` actor`)),
  );

const isSaved = <T>(output: unknown): output is { kind: 'saved'; record: T } =>
  typeof output === 'object' && output !== null && (output as { kind?: unknown }).kind === 'saved';

export const policyMachine = setup({
  types: {
    context: {} as PolicyContext,
    events: {} as PolicyEvent,
    input: {} as PolicyInput,
  },
  actors: {
    clientDialog: rejects('clientDialog') as AnyActorLogic,
    chiefDialog: rejects('chiefDialog') as AnyActorLogic,
    vehicleDialog: rejects('vehicleDialog') as AnyActorLogic,
    licenceDialog: rejects('licenceDialog') as AnyActorLogic,
    documentsDialog: rejects('documentsDialog') as AnyActorLogic,
    podftDialog: rejects('podftDialog') as AnyActorLogic,
    deleteClientImages: fromPromise<unknown, DeleteClientImages>(() =>
      Promise.reject(new Error('policyMachine: provide the `deleteClientImages` actor')),
    ),
    loadAvailability: fromPromise<ProductAvailability, void>(() =>
      Promise.reject(new Error('policyMachine: provide the `loadAvailability` actor')),
    ),
    loadManagers: fromPromise<StaffMember[], void>(() =>
      Promise.reject(new Error('policyMachine: provide the `loadManagers` actor')),
    ),
    loadAgents: fromPromise<OrderAgents, { id: number; product: string }>(() =>
      Promise.reject(new Error('policyMachine: provide the `loadAgents` actor')),
    ),
  },
  guards: {
    canOpen: ({ context, event }) => event.type === 'OPEN' && canOpen(context, event.target),
    canDelete: ({ context, event }) => event.type === 'DELETE' && canDelete(context, event.target),
    opensClient: ({ event }) =>
      event.type === 'OPEN' && ['insurer', 'insured', 'drive'].includes(event.target.kind),
    opensChief: ({ event }) => event.type === 'OPEN' && ['leader', 'beneficiary'].includes(event.target.kind),
    opensVehicle: ({ event }) => event.type === 'OPEN' && event.target.kind === 'vehicle',
    opensLicence: ({ event }) => event.type === 'OPEN' && event.target.kind === 'licence',
    opensDocuments: ({ event }) => event.type === 'OPEN' && event.target.kind === 'documents',
    hasManager: ({ context }) => context.manager !== null,
    hasApc: ({ context }) => showsApc(context.user),
    managerFree: ({ context }) => !context.managerLocked,
    isOtherManager: ({ context, event }) =>
      event.type === 'SET_MANAGER' &&
      event.id !== context.manager &&
      context.managers.some((m) => m.id === event.id),
    isAgentChoice: ({ context, event }) =>
      event.type === 'SET_AGENT' &&
      !context.agentLocked &&
      (event.id === null || context.agents.some((a) => a.id === event.id)),
  },
  actions: {
    setTarget: assign({ target: ({ event }) => (event.type === 'OPEN' ? event.target : null) }),
    clearTarget: assign({ target: null }),
    /** The managers loaded, and the manager the user's role gives (section 6). */
    setManagers: assign(({ context, event }) => {
      const managers = (event as { output?: unknown }).output as StaffMember[];
      const choice = managerChoice(context.user, managers);
      return { managers, manager: choice.manager, managerLocked: choice.locked };
    }),
    applySaved: assign(({ context, event }) => {
      const output = (event as { output?: unknown }).output;
      return isSaved<unknown>(output) ? withSaved(context, output.record) : {};
    }),
    // only a deleted client has images to delete (a vehicle, a leader, an owner or the insurer's driver card has none)
    deleteImages: enqueueActions(({ context, event, enqueue }) => {
      const client = deletedClient(context, (event as { target: PartyTarget }).target);
      if (client) enqueue.spawnChild('deleteClientImages', { input: { client, ulid: context.number } });
    }),
  },
}).createMachine({
  id: 'policy',
  context: ({ input }) => ({
    productType: input.productType,
    product: OGPO_VARIANT_CODES[input.productType],
    number: input.number,
    user: input.user,
    apc: showsApc(input.user) ? input.user.apc : null,
    insurer: null,
    insureds: [],
    isDrive: false,
    vehicles: [],
    leader: null,
    beneficiaries: [],
    target: null,
    managers: [],
    agents: [],
    isCompany: false,
    manager: null,
    agent: null,
    managerLocked: false,
    agentLocked: false,
    staffMessage: null,
    pageMessage: null,
  }),
  initial: 'checking',
  states: {
    // the chosen variant must be offered (the admin catalogue's switch)
    checking: {
      invoke: {
        id: 'loadAvailability',
        src: 'loadAvailability',
        onDone: [
          {
            guard: ({ context, event }) => unavailableMessage(event.output, context.product) !== null,
            target: 'unavailable',
            actions: assign({
              pageMessage: ({ context, event }) => unavailableMessage(event.output, context.product),
            }),
          },
          { target: 'open' },
        ],
        onError: {
          target: 'failed',
          actions: assign({ pageMessage: ({ event }) => errorText(event.error, '. ') }),
        },
      },
    },
    unavailable: {},
    failed: {
      on: { RETRY: { target: 'checking', actions: assign({ pageMessage: null }) } },
    },
    open: {
      type: 'parallel',
      states: {
        parties: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                OPEN: [
                  { guard: and(['canOpen', 'opensClient']), target: 'client', actions: 'setTarget' },
                  { guard: and(['canOpen', 'opensChief']), target: 'chief', actions: 'setTarget' },
                  { guard: and(['canOpen', 'opensVehicle']), target: 'vehicle', actions: 'setTarget' },
                  { guard: and(['canOpen', 'opensLicence']), target: 'licence', actions: 'setTarget' },
                  { guard: and(['canOpen', 'opensDocuments']), target: 'documents', actions: 'setTarget' },
                  { guard: 'canOpen', target: 'podft', actions: 'setTarget' },
                ],
                DELETE: {
                  guard: 'canDelete',
                  actions: [
                    { type: 'deleteImages' },
                    assign(({ context, event }) => without(context, event.target)),
                  ],
                },
              },
            },
            client: dialogState('clientDialog', clientDialogRequest),
            chief: dialogState('chiefDialog', (context) => chiefDialogInput(chiefDialogRequest(context))),
            vehicle: dialogState('vehicleDialog', vehicleDialogRequest),
            licence: dialogState('licenceDialog', licenceDialogRequest),
            documents: dialogState('documentsDialog', documentsDialogRequest),
            podft: dialogState('podftDialog', documentsDialogRequest),
          },
        },
        staff: {
          initial: 'loadingManagers',
          states: {
            loadingManagers: {
              tags: ['staffLoading'],
              entry: assign({ staffMessage: null }),
              invoke: {
                id: 'loadManagers',
                src: 'loadManagers',
                onDone: [
                  {
                    guard: ({ event, context }) =>
                      !showsApc(context.user) && managerChoice(context.user, event.output).manager !== null,
                    target: 'loadingAgents',
                    actions: 'setManagers',
                  },
                  {
                    target: 'ready',
                    actions: 'setManagers',
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: assign({ staffMessage: ({ event }) => errorText(event.error, '. ') }),
                },
              },
            },
            loadingAgents: {
              tags: ['staffLoading'],
              entry: assign({ agents: [], agent: null, staffMessage: null }),
              invoke: {
                id: 'loadAgents',
                src: 'loadAgents',
                input: ({ context }) => ({ id: context.manager as number, product: context.product }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ context, event }) => {
                    const choice = agentChoice(context.user, event.output.data, event.output.isCompany);
                    return {
                      agents: event.output.data,
                      isCompany: event.output.isCompany,
                      agent: choice.agent,
                      agentLocked: choice.locked,
                    };
                  }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ staffMessage: ({ event }) => errorText(event.error, '. ') }),
                },
              },
            },
            ready: {
              on: {
                SET_MANAGER: [
                  {
                    guard: and(['managerFree', 'isOtherManager', not('hasApc')]),
                    target: 'loadingAgents',
                    actions: assign({ manager: ({ event }) => event.id }),
                  },
                  {
                    guard: and(['managerFree', 'isOtherManager']),
                    actions: assign({ manager: ({ event }) => event.id }),
                  },
                ],
                SET_AGENT: { guard: 'isAgentChoice', actions: assign({ agent: ({ event }) => event.id }) },
              },
            },
            failed: {
              on: {
                RETRY_STAFF: [
                  { guard: 'hasManager', target: 'loadingAgents' },
                  { target: 'loadingManagers' },
                ],
              },
            },
          },
        },
      },
    },
  },
});

export type PolicySnapshot = SnapshotFrom<typeof policyMachine>;
