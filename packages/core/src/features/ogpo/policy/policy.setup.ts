import { assign, enqueueActions, fromPromise, or, setup, stateIn } from 'xstate';
import { codeClock, codeConfirmationMachine } from '../../../shared/machines/code-confirmation.machine';
import { documentMachine } from '../../../shared/machines/document.machine';
import { chiefDialogMachine } from '../../../shared/parties/chief/chief-dialog.machine';
import { clientDialogMachine } from '../../../shared/parties/client/client-dialog.machine';
import { documentUploadMachine } from '../../../shared/parties/documents/document-upload.machine';
import { podftDocumentsMachine } from '../../../shared/parties/documents/podft-documents.machine';
import { licenceDialogMachine } from '../licence/licence-dialog.machine';
import { vehicleDialogMachine } from '../vehicle/vehicle-dialog.machine';
import { pause } from '../../../shared/machines/pause';
import { type ProductAvailability } from '../../../shared/product-availability';
import type { OrderAgents, StaffMember } from '../contract';
import type {
  Calculation,
  CheckoutAnswer,
  CheckoutRequest,
  CheckPaymentAnswer,
  OgpoPolicy,
  PolicyGetOutcome,
  PolicyGetRequest,
} from '../sale/contract';
import { managerChoice, showsApc } from '../staff';
import {
  canDelete,
  canOpen,
  deletedClient,
  savedPatch,
  type DeleteClientImages,
  type PartyTarget,
  type PolicyContext,
  type PolicyEmitted,
  type PolicyEvent,
  type PolicyInput,
} from './policy-context';
import {
  lacksTerminal,
  NO_CHECKS,
  paysOnline,
  verificationOutcome,
  withPodft,
  type VerificationAnswers,
  type VerificationRequests,
} from './sale';
import { calculationHints, paymentHints, residentError } from './sale-rules';
import { isOfferedTerm } from './treaty';
import { type LoadedDraft, CALCULATION_RESET, ALERT_SECONDS } from './policy-start';

const rejected = <O, I>(name: string) =>
  fromPromise<O, I>(() => Promise.reject(new Error(`policyMachine: provide the \`${name}\` actor`)));

/** The sale's states tagged 'editable' (the views read the tag; a guard cannot, so it names them). */
const EDITABLE = [
  '#policy.open.sale.editing',
  '#policy.open.sale.podftWaiting',
  '#policy.open.sale.calculated',
];

/** The machine's types, actors, guards and actions; its states are in policy.machine.ts. */
export const policySetup = setup({
  types: {
    context: {} as PolicyContext,
    events: {} as PolicyEvent,
    input: {} as PolicyInput,
    emitted: {} as PolicyEmitted,
    // each child by its id: the actor it runs
    children: {} as {
      loadIp: 'loadIp';
      loadAvailability: 'loadAvailability';
      loadDraft: 'loadDraft';
      policyGet: 'policyGet';
      clientDialog: 'clientDialog';
      chiefDialog: 'chiefDialog';
      vehicleDialog: 'vehicleDialog';
      licenceDialog: 'licenceDialog';
      documentsDialog: 'documentsDialog';
      podftDialog: 'podftDialog';
      loadManagers: 'loadManagers';
      loadAgents: 'loadAgents';
      verifyPolicy: 'verifyPolicy';
      pause: 'pause';
      calculate: 'calculate';
      otp: 'otp';
      checkout: 'checkout';
      checkPayment: 'checkPayment';
      saveDraft: 'saveDraft';
      document: 'document';
      clock: 'clock';
    },
  },
  actors: {
    // the dialogs, each provided with its calls by providePolicy
    clientDialog: clientDialogMachine,
    chiefDialog: chiefDialogMachine,
    vehicleDialog: vehicleDialogMachine,
    licenceDialog: licenceDialogMachine,
    documentsDialog: documentUploadMachine,
    podftDialog: podftDocumentsMachine,
    deleteClientImages: rejected<unknown, DeleteClientImages>('deleteClientImages'),
    loadIp: rejected<{ ip: string }, void>('loadIp'),
    loadAvailability: rejected<ProductAvailability, void>('loadAvailability'),
    loadManagers: rejected<StaffMember[], void>('loadManagers'),
    loadAgents: rejected<OrderAgents, { id: number; product: string }>('loadAgents'),
    loadDraft: rejected<LoadedDraft, { id: string; product: string }>('loadDraft'),
    policyGet: rejected<PolicyGetOutcome, PolicyGetRequest>('policyGet'),
    verifyPolicy: rejected<VerificationAnswers, VerificationRequests>('verifyPolicy'),
    calculate: rejected<Calculation, { policy: OgpoPolicy }>('calculate'),
    otp: codeConfirmationMachine,
    checkout: rejected<CheckoutAnswer, CheckoutRequest>('checkout'),
    checkPayment: rejected<CheckPaymentAnswer, { id: number; payment: 0 | 1 }>('checkPayment'),
    saveDraft: rejected<{ id: string }, { policy: OgpoPolicy }>('saveDraft'),
    pause,
    clock: codeClock,
    /** The shared document machine: the issued policy's PDF (get-document {global, type}). */
    document: documentMachine,
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
    // the sale
    isEditable: or(EDITABLE.map((id) => stateIn(id))),
    partiesIdle: stateIn('#policy.open.parties.idle'),
    canCalculate: ({ context }) => calculationHints(context).length === 0,
    canPay: ({ context, event }) =>
      event.type === 'CHECKOUT' &&
      paymentHints(context).length === 0 &&
      (event.method === 'transfer' || paysOnline(context)),
    isTermEditable: ({ context, event }) =>
      event.type === 'SET_TERM' && context.user.role === 0 && isOfferedTerm(context.productType, event.term),
    hasPayment: ({ context }) => context.payment !== null,
    isProcessing: ({ context }) => context.ticket?.processing === true,
    canSaveDraft: ({ context }) =>
      context.insurer !== null || context.insureds.length > 0 || context.vehicles.length > 0,
    alertClosable: ({ context }) => (context.alert?.secondsLeft ?? 0) <= 0,
    hasGlobal: ({ context }) => !!context.ticket?.global,
    lacksTerminalAlert: ({ context }) => lacksTerminal(context),
    hasDraftRequest: ({ context }) => context.draftRequest !== null,
    hasRewriteRequest: ({ context }) => context.rewriteRequest !== null,
  },
  actions: {
    setTarget: assign({ target: ({ event }) => (event.type === 'OPEN' ? event.target : null) }),
    clearTarget: assign({ target: null }),
    /** The managers loaded, and the manager the user's role gives (section 6), or the one put back with the policy. */
    setManagers: assign(({ context, event }) => {
      const managers = (event as { output?: unknown }).output as StaffMember[];
      const choice = managerChoice(context.user, managers);
      const kept = !choice.locked && managers.some((m) => m.id === context.manager);
      return { managers, manager: kept ? context.manager : choice.manager, managerLocked: choice.locked };
    }),
    /**
     * A dialog's saved record put in its place. A saved party (not its documents) is a change of the policy (4.1);
     * a resident-rules error it brings is also shown in the alert dialog.
     */
    applySaved: enqueueActions(({ context, event, enqueue }) => {
      const saved = savedPatch(context, event);
      if (!saved) return;
      enqueue.assign(saved.patch);
      if (!saved.changesParties) return;
      enqueue.raise({ type: 'POLICY_CHANGED' });
      const error = residentError({ ...context, ...saved.patch });
      if (error && error !== residentError(context))
        enqueue.raise({ type: 'SHOW_ALERT', message: error, seconds: ALERT_SECONDS.default });
    }),
    // only a deleted client has images to delete (a vehicle, a leader, an owner or the insurer's driver card has none)
    deleteImages: enqueueActions(({ context, event, enqueue }) => {
      const client = deletedClient(context, (event as { target: PartyTarget }).target);
      if (client) enqueue.spawnChild('deleteClientImages', { input: { client, ulid: context.number } });
    }),
    resetCalculation: assign({ ...CALCULATION_RESET, checks: NO_CHECKS }),
    applyVerification: assign(({ context, event }) => {
      const outcome = (event as { output?: unknown }).output as VerificationAnswers;
      const result = verificationOutcome(context, outcome);
      return {
        ...withPodft(context, result.podft),
        checks: result.checks,
        saleMessage: result.kind === 'failed' ? result.message : null,
      };
    }),
    notifySaleMessage: enqueueActions(({ context, enqueue }) => {
      if (context.saleMessage) enqueue.emit({ type: 'notice', kind: 'error', message: context.saleMessage });
    }),
  },
});
