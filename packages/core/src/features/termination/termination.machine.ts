import { assign, emit, type SnapshotFrom } from 'xstate';
import { ulid as newUlid } from '../../shared/ulid';
import { TERMINATION_INVALID, TERMINATION_NO_DOCUMENT } from './validation';
import { newTerminationRequest, callOf } from './termination-request';
import { terminationSetup } from './termination.setup';
import { documentRegion, signingRegion } from './termination-form.regions';

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
export const terminationMachine = terminationSetup.createMachine({
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
        document: documentRegion,
        signing: signingRegion,
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
