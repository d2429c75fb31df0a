import {
  and,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  or,
  setup,
  stateIn,
  type SnapshotFrom,
} from 'xstate';
import { errorText } from '../../shared/api/errors';
import { RETURN_TYPE, SIGNIN_TYPE, isTerminable, type TerminationCall } from './contract';
import { ulid as newUlid } from '../../shared/ulid';
import { ruTerminationModal } from './ru-modal';
import { validateIban } from '../../shared/iban';
import {
  TERMINATION_INVALID,
  TERMINATION_NO_DOCUMENT,
  TERMINATION_OTP_RESEND_SECONDS,
  canSendTerminationSms,
} from './validation';
import {
  codeConfirmationMachine,
  type CodeConfirmationOutput,
} from '../../shared/machines/code-confirmation.machine';
import { documentMachine } from '../../shared/machines/document.machine';
import {
  type TerminationInput,
  type TerminationContext,
  type TerminationEvent,
  type TerminationEmitted,
  type TerminationOutput,
  type TerminationCalculation,
  type CheckOtpAnswer,
  newTerminationRequest,
  afterEvent,
  sameTermination,
  isTerminationReady,
  isDeathReason,
  callOf,
  notProvided,
  otpRequest,
} from './termination-request';

// The request's types and rules are part of this module's API.
export * from './termination-request';

/**
 * The termination modal's flow (spec part 1: section 2 "Termination modal", 4 "Termination flow", 5 "Termination
 * form", 8 "Termination", 9). The request's data and its rules live in termination-request.ts; this machine holds
 * the steps:
 *
 *   details (a history item with its application, or a result that cannot be terminated)
 *   notCalculated --CALCULATE--> calculating --ok--> form (parallel) --TERMINATE--> form.confirmation.asking
 *   --CONFIRM_TERMINATE--> updating --> terminating --> done (CANCEL_TERMINATE: back to the form as it was)
 *     form.document: none --GENERATE--> generating.only --ok--> ready
 *                    none --SEND_SMS--> generating.thenSend --ok--> ready, then the code is sent
 *     form.signing:  paper <--SET_SIGNIN--> otp (the shared code machine 'code'; CHECK asks check-otp) --> confirmed
 *   EDIT {field, value} (and BLUR_IBAN) applies the edit, drops the document it changes and restarts the OTP step;
 *   a failed update or terminate returns to the form with the OTP step at step 1 (resumesOtp).
 *
 * Every failed call is shown (`error`) and emitted as {type: 'failure', message}. The app provides the calls:
 * see provideTermination.
 */
/**
 * The code step starts at step 1 (the code already sent, no new SMS) when the form is re-entered after a failed
 * update or terminate: the server keeps the customer's confirmation of the unchanged application.
 */
const resumesOtp = (event: { type: string }) =>
  event.type === 'xstate.error.actor.update' || event.type === 'xstate.error.actor.terminate';

export const terminationMachine = setup({
  types: {
    context: {} as TerminationContext,
    events: {} as TerminationEvent,
    input: {} as TerminationInput,
    output: {} as TerminationOutput,
    emitted: {} as TerminationEmitted,
  },
  actors: {
    calculate: fromPromise<TerminationCalculation, TerminationCall>(notProvided('calculate')),
    createDocument: fromPromise<{ document: string }, TerminationCall>(notProvided('createDocument')),
    checkOtp: fromPromise<CheckOtpAnswer, { ulid: string }>(notProvided('checkOtp')),
    update: fromPromise<unknown, TerminationCall>(notProvided('update')),
    terminate: fromPromise<unknown, { ulid: string }>(notProvided('terminate')),
    codeConfirmation: codeConfirmationMachine,
    documentLoader: documentMachine,
  },
  guards: {
    isHistoryItem: ({ context }) => context.target.kind === 'history',
    isTerminableResult: ({ context }) => context.policy !== null && isTerminable(context.policy.status.code),
    isOtpSigning: ({ context }) => context.termination.signinType === SIGNIN_TYPE.otp,
    changesData: ({ context, event }) => !sameTermination(afterEvent(context, event), context.termination),
    isCard: ({ context }) => context.termination.returnType === RETURN_TYPE.card,
    isDeathEvent: ({ event }) =>
      event.type === 'EDIT' && event.field === 'rescindingReason' && isDeathReason(event.value),
    canChooseOtp: ({ context, event }) =>
      event.type === 'SET_SIGNIN' &&
      event.value === SIGNIN_TYPE.otp &&
      !isDeathReason(context.termination.rescindingReason),
    isPaperEvent: ({ event }) => event.type === 'SET_SIGNIN' && event.value === SIGNIN_TYPE.paper,
    isFormValid: ({ context }) => isTerminationReady(context.termination),
    isSmsReady: ({ context }) =>
      isTerminationReady(context.termination) && canSendTerminationSms(context.termination.otp.phone),
    canSendSms: and(['isSmsReady', stateIn('#termination.form.signing.otp.waiting')]),
    shouldSendAfter: and([
      stateIn('#termination.form.document.generating.thenSend'),
      stateIn('#termination.form.signing.otp'),
    ]),
    isOtpPaperEvent: and(['isPaperEvent', stateIn('#termination.form.signing.otp')]),
    hasDocument: ({ context }) => context.document !== null,
    isOtpAccepted: ({ event }) => (event as { output?: CheckOtpAnswer }).output?.result === true,
    isSigned: ({ context }) => context.termination.signinType === SIGNIN_TYPE.paper,
    canTerminate: and([
      'isFormValid',
      'hasDocument',
      or(['isSigned', stateIn('#termination.form.signing.confirmed')]),
    ]),
    lacksDocument: ({ context }) => isTerminationReady(context.termination) && context.document === null,
    isFormInvalid: ({ context }) => !isTerminationReady(context.termination),
  },
  actions: {
    applyData: assign(({ context, event }) => ({ termination: afterEvent(context, event) })),
    /** The document is dropped; so is a confirmation of it (the signing region leaves 'confirmed'), the code too. */
    dropDocument: assign(({ context }) => ({
      document: null,
      termination: { ...context.termination, otp: { ...context.termination.otp, code: '' } },
    })),
    /** A new IBAN or return method clears the message; BLUR_IBAN shows the check's message (none when valid). */
    ibanMessage: assign(({ context, event }) => {
      if (event.type === 'EDIT' && (event.field === 'returnType' || event.field === 'bank.iik'))
        return { ibanError: null };
      if (event.type !== 'BLUR_IBAN' || context.termination.returnType !== RETURN_TYPE.card) return {};
      const check = validateIban(context.termination.bank.iik);
      return { ibanError: check.ok ? null : check.message };
    }),
    /** The code machine gets the request {ulid, phone} and sends the code (send-sms). */
    sendCode: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('code', { type: 'SET_REQUEST', request: otpRequest(context) });
      enqueue.sendTo('code', { type: 'SEND' });
    }),
    recordFailure: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
    failure: emit(({ context }) => ({ type: 'failure' as const, message: context.error ?? '' })),
    /** A failed update or terminate: back to the form, the OTP step starts again at step 1 (see resumesOtp). */
    returnToForm: assign(({ context, event }) => ({
      error: errorText((event as { error?: unknown }).error),
      termination: { ...context.termination, otp: { ...context.termination.otp, code: '' } },
    })),
  },
}).createMachine({
  id: 'termination',
  context: ({ input }) => {
    const policy = input.target.kind === 'result' ? input.target.policy : null;
    return {
      target: input.target,
      policy,
      termination: newTerminationRequest(policy, input.ulid ?? newUlid()),
      document: null,
      ibanError: null,
      error: null,
    };
  },
  output: ({ context }) => ({ number: context.policy?.number ?? '' }),
  initial: 'details',
  states: {
    /**
     * Read only: a history item (with its application) or a policy that cannot be terminated. A result of
     * status 2 or 3 goes on to the calculation at once.
     */
    details: {
      always: { guard: 'isTerminableResult', target: 'notCalculated' },
      initial: 'summary',
      states: {
        summary: { always: { guard: 'isHistoryItem', target: 'withApplication' } },
        /** A history item: its application is fetched now (the history page carries none). */
        withApplication: {
          invoke: {
            id: 'document',
            src: 'documentLoader',
            onSnapshot: {},
            input: ({ context }) => ({
              request: { id: context.target.kind === 'history' ? context.target.item.id : 0 },
            }),
          },
        },
      },
    },
    notCalculated: {
      on: { CALCULATE: { target: 'calculating', actions: assign({ error: null }) } },
    },
    calculating: {
      tags: ['loading'],
      invoke: {
        id: 'calculate',
        src: 'calculate',
        input: ({ context }) => callOf(context),
        onDone: {
          target: 'form',
          actions: assign(({ context, event }) => ({
            termination: {
              ...context.termination,
              refund: event.output.refund,
              commission: event.output.commission,
            },
          })),
        },
        onError: { target: 'notCalculated', actions: ['recordFailure', 'failure'] },
      },
    },
    form: {
      type: 'parallel',
      on: {
        // a TERMINATE that the confirmation region does not take (see confirmation.idle) says what is missing
        TERMINATE: [
          { guard: 'lacksDocument', actions: emit({ type: 'failure', message: TERMINATION_NO_DOCUMENT }) },
          { guard: 'isFormInvalid', actions: emit({ type: 'failure', message: TERMINATION_INVALID }) },
        ],
      },
      states: {
        /** Termination is irreversible: 'Расторгнуть' asks first, naming the contract and the refund. */
        confirmation: {
          initial: 'idle',
          states: {
            // handled here, not on the parallel form: a transition of the form itself would restart its regions
            idle: {
              on: {
                TERMINATE: { guard: 'canTerminate', target: 'asking', actions: assign({ error: null }) },
              },
            },
            asking: {
              on: {
                CONFIRM_TERMINATE: { guard: 'canTerminate', target: '#termination.updating' },
                CANCEL_TERMINATE: 'idle',
                // the question is about the data it named: a change of it closes the question
                EDIT: 'idle',
                BLUR_IBAN: 'idle',
                SET_SIGNIN: 'idle',
                CHANGE_PHONE: 'idle',
              },
            },
          },
        },
        document: {
          initial: 'choose',
          on: {
            // every data edit: apply it, drop the document it changes, then re-check (the IBAN's message)
            EDIT: {
              guard: 'changesData',
              target: '.none',
              actions: ['applyData', 'dropDocument', 'ibanMessage'],
            },
            BLUR_IBAN: [
              {
                guard: 'changesData',
                target: '.none',
                actions: ['applyData', 'dropDocument', 'ibanMessage'],
              },
              { guard: 'isCard', actions: 'ibanMessage' },
            ],
          },
          states: {
            choose: {
              always: [{ guard: 'hasDocument', target: 'ready' }, { target: 'none' }],
            },
            none: {
              on: {
                GENERATE: { guard: 'isFormValid', target: 'generating', actions: assign({ error: null }) },
                SEND_SMS: {
                  guard: 'canSendSms',
                  target: 'generating.thenSend',
                  actions: assign({ error: null }),
                },
              },
            },
            generating: {
              tags: ['loading'],
              invoke: {
                id: 'createDocument',
                src: 'createDocument',
                input: ({ context }) => callOf(context),
                onDone: [
                  {
                    guard: 'shouldSendAfter',
                    target: 'ready',
                    actions: [assign({ document: ({ event }) => event.output.document }), 'sendCode'],
                  },
                  { target: 'ready', actions: assign({ document: ({ event }) => event.output.document }) },
                ],
                onError: { target: 'none', actions: ['recordFailure', 'failure'] },
              },
              initial: 'only',
              states: {
                only: {},
                /** SEND_SMS came first: the code is sent once the document is ready (if still signing by OTP). */
                thenSend: { on: { SET_SIGNIN: { guard: 'isOtpPaperEvent', target: 'only' } } },
              },
            },
            ready: {
              on: { SEND_SMS: { guard: 'canSendSms', actions: [assign({ error: null }), 'sendCode'] } },
            },
          },
        },
        signing: {
          initial: 'choose',
          states: {
            choose: {
              always: [{ guard: 'isOtpSigning', target: 'otp' }, { target: 'paper' }],
            },
            paper: {
              on: {
                SET_SIGNIN: {
                  guard: 'canChooseOtp',
                  target: 'otp',
                  actions: assign({
                    termination: ({ context }) => ({ ...context.termination, signinType: 1 as const }),
                  }),
                },
              },
            },
            otp: {
              invoke: {
                id: 'code',
                src: 'codeConfirmation',
                // the view reads the code step: every change of it is a change of this machine's snapshot
                onSnapshot: {},
                input: ({ context, event }) => ({
                  request: otpRequest(context),
                  resendSeconds: TERMINATION_OTP_RESEND_SECONDS,
                  preSent: resumesOtp(event),
                  errorSeparator: ', ',
                }),
                onDone: {
                  target: 'confirmed',
                  actions: assign(({ context, event }) => ({
                    error: null,
                    termination: {
                      ...context.termination,
                      otp: {
                        ...context.termination.otp,
                        code: (event.output as CodeConfirmationOutput).code,
                      },
                    },
                  })),
                },
                onError: {
                  target: 'otp',
                  reenter: true,
                  actions: ['recordFailure', 'failure'],
                },
              },
              initial: 'waiting',
              on: {
                SET_SIGNIN: {
                  guard: 'isPaperEvent',
                  target: 'paper',
                  actions: assign({
                    termination: ({ context }) => ({ ...context.termination, signinType: SIGNIN_TYPE.paper }),
                  }),
                },
                CHANGE_PHONE: {
                  actions: assign({
                    termination: ({ context, event }) => ({
                      ...context.termination,
                      otp: { ...context.termination.otp, phone: event.value.slice(0, 16) },
                    }),
                  }),
                },
                // a data change restarts the code step (a code belonged to the dropped document)
                EDIT: [
                  { guard: 'isDeathEvent', target: 'paper' },
                  { guard: 'changesData', target: 'otp', reenter: true },
                ],
                BLUR_IBAN: { guard: 'changesData', target: 'otp', reenter: true },
              },
              states: {
                waiting: {
                  on: {
                    CHECK: { guard: 'hasDocument', target: 'checking', actions: assign({ error: null }) },
                  },
                },
                checking: {
                  tags: ['loading'],
                  invoke: {
                    id: 'checkOtp',
                    src: 'checkOtp',
                    input: ({ context }) => ({ ulid: context.termination.ulid }),
                    onDone: [
                      {
                        guard: 'isOtpAccepted',
                        target: '#termination.form.signing.confirmed',
                        actions: assign({ error: null }),
                      },
                      {
                        target: 'waiting',
                        actions: [
                          assign({
                            error: ({ event }) => event.output.message || ruTerminationModal.notConfirmed,
                          }),
                          'failure',
                        ],
                      },
                    ],
                    onError: { target: 'waiting', actions: ['recordFailure', 'failure'] },
                  },
                },
              },
            },
            confirmed: {
              on: {
                SET_SIGNIN: {
                  guard: 'isPaperEvent',
                  target: 'paper',
                  actions: assign({
                    termination: ({ context }) => ({
                      ...context.termination,
                      signinType: SIGNIN_TYPE.paper,
                      otp: { ...context.termination.otp, code: '' },
                    }),
                  }),
                },
                EDIT: [
                  { guard: 'isDeathEvent', target: 'paper' },
                  { guard: 'changesData', target: 'otp' },
                ],
                BLUR_IBAN: { guard: 'changesData', target: 'otp' },
              },
            },
          },
        },
      },
    },
    updating: {
      tags: ['loading'],
      invoke: {
        id: 'update',
        src: 'update',
        input: ({ context }) => callOf(context),
        onDone: { target: 'terminating' },
        onError: { target: 'form', actions: ['returnToForm', 'failure'] },
      },
    },
    terminating: {
      tags: ['loading'],
      invoke: {
        id: 'terminate',
        src: 'terminate',
        input: ({ context }) => ({ ulid: context.termination.ulid }),
        onDone: { target: 'done' },
        onError: { target: 'form', actions: ['returnToForm', 'failure'] },
      },
    },
    done: { type: 'final' },
  },
});

export type TerminationSnapshot = SnapshotFrom<typeof terminationMachine>;
