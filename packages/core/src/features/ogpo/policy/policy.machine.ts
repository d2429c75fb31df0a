import {
  and,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  not,
  or,
  raise,
  setup,
  stateIn,
  type AnyActorLogic,
  type SnapshotFrom,
} from 'xstate';
import { errorText, isApiError } from '../../../shared/api/errors';
import { codeClock, codeConfirmationMachine } from '../../../shared/machines/code-confirmation.machine';
import { documentMachine } from '../../../shared/machines/document.machine';
import { pause } from '../../../shared/machines/pause';
import {
  OGPO_VARIANT_CODES,
  unavailableMessage,
  type ProductAvailability,
} from '../../../shared/product-availability';
import { isUlid } from '../../../shared/ulid';
import type { OrderAgents, StaffMember } from '../contract';
import { chiefDialogInput } from '../chief/chief-dialog.machine';
import type {
  Calculation,
  CheckoutAnswer,
  CheckoutRequest,
  CheckPaymentAnswer,
  OgpoPolicy,
  PolicyGetOutcome,
  PolicyGetRequest,
} from '../sale/contract';
import { ruSale } from '../sale/ru';
import { agentChoice, managerChoice, showsApc } from '../staff';
import {
  canDelete,
  canOpen,
  chiefDialogRequest,
  clientDialogRequest,
  deletedClient,
  documentsDialogRequest,
  licenceDialogRequest,
  vehicleDialogRequest,
  withSaved,
  without,
  type DeleteClientImages,
  type KeptSale,
  type PartyTarget,
  type PolicyContext,
  type PolicyEmitted,
  type PolicyEvent,
  type PolicyInput,
} from './policy-context';
import {
  NO_CHECKS,
  insurerCodeRequest,
  partiesOf,
  paymentPhoneAfterCalculation,
  paysOnline,
  policyOf,
  verificationOutcome,
  verificationRequests,
  withClasses,
  withPodft,
  type VerificationAnswers,
  type VerificationOutcome,
  type VerificationRequests,
} from './sale';
import { calculationHints, paymentHints, residentError } from './sale-rules';
import { defaultTerm, isOfferedTerm, tomorrow } from './treaty';

/**
 * The OGPO policy (spec part 2 sections 2.1, 3.1, 4.1, 4.2, 6, 7.2, 7.3): one machine whose context is the policy
 * object; the spec's has* flags are read from where its regions are, never kept by hand.
 *
 * Before the page opens: the variant must be offered (`checking`); a ?draft= is loaded (`loadingDraft`: a missing
 * draft or one of another product gives 'Черновик не найден' and an empty policy; the first day of cover becomes
 * tomorrow; a draft id of digits only gets the page's fresh number); a ?global= with isRewrite is loaded
 * (`loadingRewrite`: refused with the insurer's IIN, the error and a phone prompt; refused without, not-found).
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
 * - `sale`: editing -> verifying (terminal, every party and vehicle) -> verified (0.5 s) -> calculating ->
 *   calculated.code (the one-time code to the insurer, the shared code machine `otp`) -> calculated.payable ->
 *   checkingOut -> awaitingPayment <-> checkingPayment -> issued (processing until 1C gives the global number, then
 *   done). A failed verification marks the cards, says why and saves a draft; a party flagged by the podft check
 *   waits for the review (podftWaiting, VERIFY asks again). Any change to the parties (not their documents), the
 *   treaty or the term goes back to editing and drops the calculation, the code and the payment (4.1).
 * - `draft`: SAVE_DRAFT saves the policy ('Сохранено'); saving again updates the same draft.
 * - `alert`: the blocking alert dialog, closable once its countdown ends (3 s for 'Без терминала нельзя заключить
 *   полис!' at opening; 10 s for a resident-rules error that a change brought).
 */

export * from './policy-context';

/** A dialog's state: the dialog runs as the child of its name; saved, its record is put in place; either way, idle. */
function dialogState<S extends DialogActor>(src: S, request: (context: PolicyContext) => unknown) {
  return {
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: PolicyContext }) => request(context),
      onDone: {
        target: 'idle' as const,
        actions: ['applySaved' as const, 'noticeChange' as const, 'clearTarget' as const],
      },
      onError: { target: 'idle' as const, actions: 'clearTarget' as const },
    },
  };
}

type DialogActor =
  'clientDialog' | 'chiefDialog' | 'vehicleDialog' | 'licenceDialog' | 'documentsDialog' | 'podftDialog';

const isSaved = <T>(output: unknown): output is { kind: 'saved'; record: T } =>
  typeof output === 'object' && output !== null && (output as { kind?: unknown }).kind === 'saved';

type LoadedDraft = { result: true; id: string; policy: OgpoPolicy } | { result: false };

const rejected = <O, I>(name: string) =>
  fromPromise<O, I>(() => Promise.reject(new Error(`policyMachine: provide the \`${name}\` actor`)));

/** The alert dialog's countdowns (spec 9): 10 s by default, 3 s for the missing terminal. */
export const ALERT_SECONDS = { default: 10, noTerminal: 3 } as const;
/** Pauses (spec 4.1, 9): after verification, the waiting message, between polls of a ticket being processed. */
export const SALE_PAUSES = { verified: 500, waiting: 3000, processing: 2000 } as const;
export const OTP_RESEND_SECONDS = 60;

function initialContext(input: PolicyInput): PolicyContext {
  const minDate = tomorrow(input.now);
  const kept = input.kept ?? null;
  const base: PolicyContext = {
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
    treaty: { date: minDate, term: defaultTerm(input.productType) },
    minDate,
    paymentPhone: '',
    premium: null,
    calculationDate: null,
    checks: NO_CHECKS,
    saleMessage: null,
    method: null,
    payment: null,
    waiting: null,
    ticket: null,
    draftId: null,
    draftNotice: null,
    draftRequest: input.draft || null,
    rewriteRequest: input.rewrite ? { ...input.rewrite, phone: '' } : null,
    rewrite: null,
    rewriteError: null,
    document: null,
    alert: null,
  };
  return kept ? { ...base, ...keptContext(base, kept) } : base;
}

/** A saved policy put back: its parties and terms; the first day of cover never before tomorrow. */
function restored(context: PolicyContext, policy: OgpoPolicy): Partial<PolicyContext> {
  const parties = partiesOf(policy);
  const term = isOfferedTerm(context.productType, parties.treaty.term)
    ? parties.treaty.term
    : defaultTerm(context.productType);
  return {
    ...parties,
    treaty: { date: parties.treaty.date < context.minDate ? context.minDate : parties.treaty.date, term },
  };
}

function keptContext(context: PolicyContext, kept: KeptSale): Partial<PolicyContext> {
  return {
    ...restored(context, kept.policy),
    number: kept.policy.number,
    draftId: kept.draftId,
    payment: kept.payment,
    ...(kept.policy.global ? { rewrite: { global: kept.policy.global } } : {}),
  };
}

/** Everything a change drops (4.1): the calculation, the code (the `otp` child stops with its state), the payment. */
const CALCULATION_RESET = {
  premium: null,
  calculationDate: null,
  payment: null,
  waiting: null,
  saleMessage: null,
} as const;

const failureText = (error: unknown, fallback: string) =>
  isApiError(error) && error.kind !== 'network' ? errorText(error, '. ') || fallback : fallback;

const EDITABLE = [
  '#policy.open.sale.editing',
  '#policy.open.sale.podftWaiting',
  '#policy.open.sale.calculated',
];

export const policyMachine = setup({
  types: {
    context: {} as PolicyContext,
    events: {} as PolicyEvent,
    input: {} as PolicyInput,
    emitted: {} as PolicyEmitted,
  },
  actors: {
    clientDialog: rejected<never, unknown>('clientDialog') as AnyActorLogic,
    chiefDialog: rejected<never, unknown>('chiefDialog') as AnyActorLogic,
    vehicleDialog: rejected<never, unknown>('vehicleDialog') as AnyActorLogic,
    licenceDialog: rejected<never, unknown>('licenceDialog') as AnyActorLogic,
    documentsDialog: rejected<never, unknown>('documentsDialog') as AnyActorLogic,
    podftDialog: rejected<never, unknown>('podftDialog') as AnyActorLogic,
    deleteClientImages: rejected<unknown, DeleteClientImages>('deleteClientImages'),
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
    lacksTerminalAlert: ({ context }) => context.user.role !== 0 && context.user.hasTerminal === false,
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
    applySaved: assign(({ context, event }) => {
      const output = (event as { output?: unknown }).output;
      return isSaved<unknown>(output) ? withSaved(context, output.record) : {};
    }),
    /**
     * A saved party (not its documents) is a change of the policy (4.1); a resident-rules error it brings is also
     * shown in the alert dialog.
     */
    noticeChange: enqueueActions(({ context, event, enqueue }) => {
      const output = (event as { output?: unknown }).output;
      const kind = context.target?.kind;
      if (!isSaved(output) || kind === 'documents' || kind === 'podft') return;
      enqueue.raise({ type: 'POLICY_CHANGED' });
      const error = residentError({ ...context, ...withSaved(context, output.record) });
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
}).createMachine({
  id: 'policy',
  context: ({ input }) => initialContext(input),
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
          { guard: 'hasDraftRequest', target: 'loadingDraft' },
          { guard: 'hasRewriteRequest', target: 'loadingRewrite' },
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
    // ?draft=: the draft's policy, or 'Черновик не найден' and an empty policy (4.1)
    loadingDraft: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ id: context.draftRequest as string, product: 'OGPO_WEB_EA' }),
        onDone: [
          {
            guard: ({ context, event }) =>
              event.output.result && event.output.policy.product_type === context.productType,
            target: 'open',
            actions: assign(({ context, event }) => {
              const loaded = event.output as Extract<LoadedDraft, { result: true }>;
              return {
                ...restored(context, loaded.policy),
                // a draft id of digits only (made before policy numbers were ULIDs) gets the page's fresh number
                number: isUlid(loaded.id) ? loaded.policy.number : context.number,
                draftId: loaded.id,
                draftRequest: null,
              };
            }),
          },
          {
            target: 'open',
            actions: [
              assign({ draftRequest: null, draftNotice: ruSale.draftMissing }),
              emit({ type: 'notice', kind: 'warning', message: ruSale.draftMissing }),
              emit({ type: 'draftMissing' }),
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            pageMessage: ({ event }) => `${ruSale.pageLoadFailed}. ${errorText(event.error, '. ')}`,
          }),
        },
      },
    },
    // ?global=&isRewrite: the issued policy to rewrite (7.2, 8)
    loadingRewrite: {
      invoke: {
        id: 'policyGet',
        src: 'policyGet',
        input: ({ context }) => {
          const r = context.rewriteRequest as NonNullable<PolicyContext['rewriteRequest']>;
          return {
            global: r.global,
            isGlobal: r.isGlobal,
            isRewrite: true,
            ...(r.phone.length > 3 ? { phone: r.phone } : {}),
          };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.result,
            target: 'open',
            actions: assign(({ context, event }) => {
              const policy = (event.output as Extract<PolicyGetOutcome, { result: true }>).policy;
              return {
                ...restored(context, policy),
                rewrite: { global: policy.global ?? context.rewriteRequest!.global },
                rewriteError: null,
              };
            }),
          },
          {
            guard: ({ event }) => !event.output.result && !!event.output.iin,
            target: 'rewritePhone',
            actions: assign({
              rewriteError: ({ event }) => (event.output.result ? null : event.output.error),
            }),
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            pageMessage: ({ event }) => `${ruSale.pageLoadFailed}. ${errorText(event.error, '. ')}`,
          }),
        },
      },
    },
    rewritePhone: {
      on: {
        REWRITE: {
          target: 'loadingRewrite',
          actions: assign({
            rewriteRequest: ({ context, event }) => ({ ...context.rewriteRequest!, phone: event.phone }),
          }),
        },
      },
    },
    notFound: {},
    open: {
      type: 'parallel',
      states: {
        parties: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                OPEN: [
                  {
                    guard: and(['isEditable', 'canOpen', 'opensClient']),
                    target: 'client',
                    actions: 'setTarget',
                  },
                  {
                    guard: and(['isEditable', 'canOpen', 'opensChief']),
                    target: 'chief',
                    actions: 'setTarget',
                  },
                  {
                    guard: and(['isEditable', 'canOpen', 'opensVehicle']),
                    target: 'vehicle',
                    actions: 'setTarget',
                  },
                  {
                    guard: and(['isEditable', 'canOpen', 'opensLicence']),
                    target: 'licence',
                    actions: 'setTarget',
                  },
                  {
                    guard: and(['isEditable', 'canOpen', 'opensDocuments']),
                    target: 'documents',
                    actions: 'setTarget',
                  },
                  { guard: and(['isEditable', 'canOpen']), target: 'podft', actions: 'setTarget' },
                ],
                DELETE: {
                  guard: and(['isEditable', 'canDelete']),
                  actions: [
                    { type: 'deleteImages' },
                    assign(({ context, event }) => without(context, event.target)),
                    raise({ type: 'POLICY_CHANGED' }),
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
              entry: assign({ agents: [], staffMessage: null }),
              invoke: {
                id: 'loadAgents',
                src: 'loadAgents',
                input: ({ context }) => ({ id: context.manager as number, product: context.product }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ context, event }) => {
                    const choice = agentChoice(context.user, event.output.data, event.output.isCompany);
                    // an agent put back with the policy stays while the manager's list still has it
                    const kept = !choice.locked && event.output.data.some((a) => a.id === context.agent);
                    return {
                      agents: event.output.data,
                      isCompany: event.output.isCompany,
                      agent: kept ? context.agent : choice.agent,
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
                    guard: and(['isEditable', 'managerFree', 'isOtherManager', not('hasApc')]),
                    target: 'loadingAgents',
                    actions: [
                      assign({ manager: ({ event }) => event.id, agent: null }),
                      raise({ type: 'POLICY_CHANGED' }),
                    ],
                  },
                  {
                    guard: and(['isEditable', 'managerFree', 'isOtherManager']),
                    actions: [
                      assign({ manager: ({ event }) => event.id }),
                      raise({ type: 'POLICY_CHANGED' }),
                    ],
                  },
                ],
                SET_AGENT: {
                  guard: and(['isEditable', 'isAgentChoice']),
                  actions: [assign({ agent: ({ event }) => event.id }), raise({ type: 'POLICY_CHANGED' })],
                },
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
        sale: {
          initial: 'start',
          on: {
            POLICY_CHANGED: { guard: 'isEditable', target: '.editing', actions: 'resetCalculation' },
            SET_TREATY_DATE: {
              guard: 'isEditable',
              target: '.editing',
              actions: [
                assign({ treaty: ({ context, event }) => ({ ...context.treaty, date: event.date }) }),
                'resetCalculation',
              ],
            },
            SET_TERM: {
              guard: and(['isEditable', 'isTermEditable']),
              target: '.editing',
              actions: [
                assign({ treaty: ({ context, event }) => ({ ...context.treaty, term: event.term }) }),
                'resetCalculation',
              ],
            },
            SET_PAYMENT_PHONE: {
              guard: 'isEditable',
              actions: assign({ paymentPhone: ({ event }) => event.phone }),
            },
          },
          states: {
            // a sale put back after its payment was requested waits for that payment
            start: { always: [{ guard: 'hasPayment', target: 'awaitingPayment' }, { target: 'editing' }] },
            editing: {
              on: {
                CALCULATE: {
                  guard: and(['partiesIdle', 'canCalculate']),
                  target: 'verifying',
                  actions: assign({ saleMessage: null }),
                },
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                id: 'verifyPolicy',
                src: 'verifyPolicy',
                input: ({ context }) => verificationRequests(context),
                onDone: [
                  {
                    guard: ({ context, event }) => outcomeOf(context, event.output) === 'passed',
                    target: 'verified',
                    actions: 'applyVerification',
                  },
                  {
                    guard: ({ context, event }) => outcomeOf(context, event.output) === 'podft',
                    target: 'podftWaiting',
                    actions: 'applyVerification',
                  },
                  // failed: the cards are marked, the reason shown, and the policy kept as a draft (4.1)
                  {
                    target: 'editing',
                    actions: ['applyVerification', 'notifySaleMessage', raise({ type: 'SAVE_DRAFT' })],
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: [
                    assign({ saleMessage: ({ event }) => errorText(event.error, '. ') }),
                    'notifySaleMessage',
                  ],
                },
              },
            },
            podftWaiting: {
              on: {
                VERIFY: { guard: 'partiesIdle', target: 'verifying' },
                CALCULATE: { guard: and(['partiesIdle', 'canCalculate']), target: 'verifying' },
              },
            },
            verified: {
              tags: ['busy'],
              invoke: {
                id: 'pause',
                src: 'pause',
                input: { ms: SALE_PAUSES.verified },
                onDone: 'calculating',
              },
            },
            calculating: {
              tags: ['busy'],
              invoke: {
                id: 'calculate',
                src: 'calculate',
                input: ({ context }) => ({ policy: policyOf(context) }),
                onDone: {
                  target: 'calculated',
                  actions: assign(({ context, event }) => ({
                    ...withClasses(context, event.output.classes),
                    premium: event.output.premium,
                    calculationDate: event.output.calculationDate,
                    paymentPhone: paymentPhoneAfterCalculation(context),
                  })),
                },
                onError: {
                  target: 'editing',
                  actions: [
                    assign({
                      saleMessage: ({ event }) => failureText(event.error, ruSale.calculationFailed),
                    }),
                    'notifySaleMessage',
                  ],
                },
              },
            },
            calculated: {
              initial: 'code',
              states: {
                // the one-time code to the insurer (4.2): a new calculation starts it afresh
                code: {
                  invoke: {
                    id: 'otp',
                    src: 'otp',
                    input: ({ context }) => ({
                      resendSeconds: OTP_RESEND_SECONDS,
                      request: insurerCodeRequest(context),
                    }),
                    onDone: 'payable',
                  },
                },
                payable: {
                  on: {
                    CHECKOUT: {
                      guard: 'canPay',
                      target: '#policy.open.sale.checkingOut',
                      actions: assign({ method: ({ event }) => event.method, saleMessage: null }),
                    },
                  },
                },
              },
            },
            checkingOut: {
              tags: ['busy'],
              invoke: {
                id: 'checkout',
                src: 'checkout',
                input: ({ context }) => checkoutRequest(context),
                onDone: [
                  {
                    guard: ({ event }) => 'ticket' in event.output,
                    target: 'issued',
                    actions: assign({
                      ticket: ({ event }) => ('ticket' in event.output ? event.output.ticket : null),
                    }),
                  },
                  {
                    target: 'awaitingPayment',
                    actions: enqueueActions(({ context, event, enqueue }) => {
                      const answer = event.output as Extract<CheckoutAnswer, { url: string }>;
                      const method = context.method ?? 'transfer';
                      enqueue.assign({
                        payment: {
                          method,
                          policyId: answer.policyId,
                          url: answer.url,
                          invoice: answer.invoice ?? null,
                        },
                        saleMessage: null,
                      });
                      enqueue.emit({ type: 'notice', kind: 'success', message: ruSale.checkoutSent });
                      if (method !== 'transfer') enqueue.emit({ type: 'openPayment', url: answer.url });
                    }),
                  },
                ],
                onError: {
                  target: 'calculated.payable',
                  actions: [
                    assign({ saleMessage: ({ event }) => failureText(event.error, ruSale.checkoutFailed) }),
                    'notifySaleMessage',
                  ],
                },
              },
            },
            awaitingPayment: {
              initial: 'idle',
              on: {
                CHECK_PAYMENT: {
                  target: 'checkingPayment',
                  actions: assign({ waiting: null, saleMessage: null }),
                },
              },
              states: {
                idle: {},
                // 'not paid yet' stays for 3 s (spec 9)
                waiting: {
                  invoke: {
                    id: 'pause',
                    src: 'pause',
                    input: { ms: SALE_PAUSES.waiting },
                    onDone: { target: 'idle', actions: assign({ waiting: null }) },
                  },
                },
              },
            },
            checkingPayment: {
              tags: ['busy'],
              invoke: {
                id: 'checkPayment',
                src: 'checkPayment',
                input: ({ context }) => paymentCheck(context),
                onDone: [
                  {
                    guard: ({ event }) => 'ticket' in event.output,
                    target: 'issued',
                    actions: assign({
                      ticket: ({ event }) => ('ticket' in event.output ? event.output.ticket : null),
                    }),
                  },
                  {
                    target: 'awaitingPayment.waiting',
                    actions: assign({
                      waiting: ({ event }) =>
                        ('message' in event.output && event.output.message) || ruSale.waiting,
                    }),
                  },
                ],
                onError: {
                  target: 'awaitingPayment',
                  actions: [
                    assign({
                      saleMessage: ({ event }) => failureText(event.error, ruSale.checkPaymentFailed),
                    }),
                    'notifySaleMessage',
                  ],
                },
              },
            },
            // the success card; while 1C has not given the global number, the ticket is asked again every 2 s
            issued: {
              initial: 'start',
              states: {
                start: { always: [{ guard: 'isProcessing', target: 'processing' }, { target: 'done' }] },
                processing: {
                  invoke: {
                    id: 'pause',
                    src: 'pause',
                    input: { ms: SALE_PAUSES.processing },
                    onDone: 'refreshing',
                  },
                },
                refreshing: {
                  invoke: {
                    id: 'checkPayment',
                    src: 'checkPayment',
                    input: ({ context }) => ({ id: context.ticket!.policyId, payment: paymentCode(context) }),
                    onDone: {
                      target: 'start',
                      actions: assign({
                        ticket: ({ context, event }) =>
                          'ticket' in event.output ? event.output.ticket : context.ticket,
                      }),
                    },
                    onError: 'processing',
                  },
                },
                done: {},
              },
            },
          },
        },
        draft: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                SAVE_DRAFT: {
                  guard: and(['canSaveDraft', not(stateIn('#policy.open.sale.issued'))]),
                  target: 'saving',
                  actions: assign({ draftNotice: null }),
                },
              },
            },
            saving: {
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: ({ context }) => ({ policy: policyOf(context) }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ draftId: ({ event }) => event.output.id, draftNotice: ruSale.draftSaved }),
                    emit({ type: 'notice', kind: 'success', message: ruSale.draftSaved }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: emit(({ event }) => ({
                    type: 'notice' as const,
                    kind: 'error' as const,
                    message: errorText(event.error, '. '),
                  })),
                },
              },
            },
          },
        },
        // the issued policy's documents (2.1: the receipt link), once 1C gave the global number
        document: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                OPEN_DOCUMENT: {
                  guard: 'hasGlobal',
                  target: 'open',
                  actions: assign({ document: ({ event }) => event.document }),
                },
              },
            },
            open: {
              invoke: {
                id: 'document',
                src: 'document',
                input: ({ context }) => ({
                  request: { global: context.ticket!.global as string, type: context.document as 0 | 1 },
                }),
              },
              on: { CLOSE_DOCUMENT: { target: 'closed', actions: assign({ document: null }) } },
            },
          },
        },
        alert: {
          initial: 'start',
          on: {
            SHOW_ALERT: {
              target: '.shown',
              actions: assign({
                alert: ({ event }) => ({ message: event.message, secondsLeft: event.seconds }),
              }),
            },
          },
          states: {
            start: {
              always: [
                {
                  guard: 'lacksTerminalAlert',
                  target: 'shown',
                  actions: assign({
                    alert: { message: ruSale.noTerminalAlert, secondsLeft: ALERT_SECONDS.noTerminal },
                  }),
                },
                { target: 'hidden' },
              ],
            },
            hidden: {},
            shown: {
              invoke: { id: 'clock', src: 'clock' },
              on: {
                TICK: {
                  actions: assign({
                    alert: ({ context, event }) =>
                      context.alert && {
                        ...context.alert,
                        secondsLeft: Math.max(0, context.alert.secondsLeft - Math.max(1, event.seconds ?? 1)),
                      },
                  }),
                },
                DISMISS_ALERT: { guard: 'alertClosable', target: 'hidden', actions: assign({ alert: null }) },
              },
            },
          },
        },
      },
    },
  },
});

function checkoutRequest(context: PolicyContext): CheckoutRequest {
  return {
    payment: context.method === 'transfer' ? 0 : 1,
    epay: context.method === 'card',
    policy: policyOf(context),
    paymentPhone: context.paymentPhone,
    ...(context.rewrite ? { global: context.rewrite.global, isRewrite: true } : {}),
  };
}

const paymentCode = (context: PolicyContext): 0 | 1 =>
  context.payment?.method === 'transfer' || !context.payment ? 0 : 1;

function paymentCheck(context: PolicyContext) {
  return { id: context.payment!.policyId, payment: paymentCode(context) };
}

function outcomeOf(context: PolicyContext, answers: VerificationAnswers): VerificationOutcome['kind'] {
  return verificationOutcome(context, answers).kind;
}

export type PolicySnapshot = SnapshotFrom<typeof policyMachine>;
