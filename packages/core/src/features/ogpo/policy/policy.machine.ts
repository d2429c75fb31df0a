import { and, assign, emit, enqueueActions, not, raise, stateIn, type SnapshotFrom } from 'xstate';
import { errorText } from '../../../shared/api/errors';
import { OGPO_PRODUCT, unavailableMessage } from '../../../shared/product-availability';
import { isUlid } from '../../../shared/ulid';
import { chiefDialogInput, type ChiefDialogInput } from '../../../shared/parties/chief/chief-dialog.machine';
import type { ClientDialogInput } from '../../../shared/parties/client/client-dialog.machine';
import type { DocumentUploadInput } from '../../../shared/parties/documents/document-upload.machine';
import type { LicenceDialogInput } from '../licence/licence-dialog.machine';
import type { VehicleDialogRequest } from '../vehicle/vehicle-dialog.machine';
import type { CheckoutAnswer, PolicyGetOutcome } from '../sale/contract';
import { ruSale } from '../sale/ru';
import { agentChoice, managerChoice, showsApc } from '../staff';
import {
  chiefDialogRequest,
  clientDialogRequest,
  documentsDialogRequest,
  licenceDialogRequest,
  vehicleDialogRequest,
  without,
  type PolicyContext,
} from './policy-context';
import {
  insurerCodeRequest,
  paymentPhoneAfterCalculation,
  policyOf,
  verificationRequests,
  withClasses,
} from './sale';
import { policySetup } from './policy.setup';
import {
  type LoadedDraft,
  failureText,
  ALERT_SECONDS,
  SALE_PAUSES,
  OTP_RESEND_SECONDS,
  initialContext,
  restored,
  checkoutRequest,
  paymentCode,
  paymentCheck,
  outcomeOf,
} from './policy-start';

/**
 * The OGPO policy (spec part 2 sections 2.1, 3.1, 4.1, 4.2, 6, 7.2, 7.3): one machine whose context is the policy
 * object; the spec's has* flags are read from where its regions are, never kept by hand.
 *
 * Before the page opens: the seller's address is read (`locating`: GET /api/get-ip; a failure is 'Ошибка загрузки
 * продукта' with a retry); the variant must be offered (`checking`); a ?draft= is loaded (`loadingDraft`: a missing
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
export { ALERT_SECONDS, OTP_RESEND_SECONDS, SALE_PAUSES } from './policy-start';

/** What each dialog is opened with. */
interface DialogInputs {
  clientDialog: ClientDialogInput;
  chiefDialog: ChiefDialogInput;
  vehicleDialog: VehicleDialogRequest;
  licenceDialog: LicenceDialogInput;
  documentsDialog: DocumentUploadInput;
  podftDialog: DocumentUploadInput;
}
type DialogActor = keyof DialogInputs;

/** A dialog's state: the dialog runs as the child of its name; saved, its record is put in place; either way, idle. */
function dialogState<S extends DialogActor>(src: S, request: (context: PolicyContext) => DialogInputs[S]) {
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

export const policyMachine = policySetup.createMachine({
  id: 'policy',
  context: ({ input }) => initialContext(input),
  initial: 'locating',
  states: {
    // the seller's address goes into the policy (3.1 ip); without it the product does not load (8)
    locating: {
      invoke: {
        id: 'loadIp',
        src: 'loadIp',
        onDone: { target: 'checking', actions: assign({ ip: ({ event }) => event.output.ip }) },
        onError: {
          target: 'failed',
          actions: assign({
            pageMessage: ({ event }) => `${ruSale.productLoadFailed}. ${errorText(event.error, '. ')}`,
          }),
        },
      },
    },
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
      on: { RETRY: { target: 'locating', actions: assign({ pageMessage: null }) } },
    },
    // ?draft=: the draft's policy, or 'Черновик не найден' and an empty policy (4.1)
    loadingDraft: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ id: context.draftRequest as string, product: OGPO_PRODUCT }),
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
                // the server's fresh number is the rewrite's sale: the rewrite is granted to that sale only
                number: policy.number,
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
              tags: ['editable'],
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
              tags: ['editable'],
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
              tags: ['editable'],
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
                    // a declined payment: the payment choices come back, the message stays under them
                    guard: ({ event }) => 'declined' in event.output && event.output.declined === true,
                    target: 'calculated.payable',
                    actions: [
                      assign({
                        payment: null,
                        saleMessage: ({ event }) =>
                          ('message' in event.output && event.output.message) || null,
                      }),
                      'notifySaleMessage',
                    ],
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

export type PolicySnapshot = SnapshotFrom<typeof policyMachine>;
