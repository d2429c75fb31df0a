import { assign } from 'xstate';
import type { CodeConfirmationOutput } from '../../shared/machines/code-confirmation.machine';
import { SIGNIN_TYPE } from './contract';
import { ruTerminationModal } from './ru-modal';
import { callOf, otpRequest } from './termination-request';
import { terminationSetup } from './termination.setup';
import { TERMINATION_OTP_RESEND_SECONDS } from './validation';

/**
 * The code step starts at step 1 (the code already sent, no new SMS) when the form is re-entered after a failed
 * update or terminate: the server keeps the customer's confirmation of the unchanged application.
 */
const resumesOtp = (event: { type: string }) =>
  event.type === 'xstate.error.actor.update' || event.type === 'xstate.error.actor.terminate';

/**
 * form.document: none --GENERATE--> generating.only --ok--> ready; none --SEND_SMS--> generating.thenSend --ok-->
 * ready, then the code is sent. Every data edit drops the document it changes.
 */
export const documentRegion = terminationSetup.createStateConfig({
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
});

/**
 * form.signing: paper <--SET_SIGNIN--> otp (the shared code machine 'code'; CHECK asks check-otp) --> confirmed.
 * A data change restarts the code step.
 */
export const signingRegion = terminationSetup.createStateConfig({
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
});
