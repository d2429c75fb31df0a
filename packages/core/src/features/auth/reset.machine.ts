import { unprovided } from '../../shared/machines/unprovided';
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import type { CodeSent } from '../../shared/api/fields';
import type { SetPasswordRequest } from './contract';
import { canSetPassword, passwordChecks, type PasswordRule } from './password';
import {
  codeConfirmationMachine,
  type CodeConfirmationOutput,
  type CodeConfirmationSnapshot,
} from '../../shared/machines/code-confirmation.machine';
import {
  codeChildOf,
  codeViewOf,
  IDLE_CODE_VIEW,
  type CodeView,
} from '../../shared/machines/code-confirmation.view';

/**
 * Password reset /reset (spec part 1: section 2 "Password reset", 4 "Password reset", 5 "Reset", 8 "Reset").
 *
 *   identifying (step 0: IIN) --SEND--> confirming (the shared code machine: steps 1, 2) --confirmed-->
 *   choosing (step 3: new password) --SAVE--> saving --ok--> done (step 4)
 *                                                      \--failure--> choosing, with the message
 *
 * - SEND needs 12 digits. The code machine sends at once, locks the resend for 600 s, verifies the code
 *   (check-code; a failure clears the code and shows the message). A failure to send, or a network error while
 *   verifying, returns to step 0 with the message (the code machine's exitOnFirstStep).
 * - SAVE needs every password rule and an equal confirmation.
 * - Server errors are joined with ', ' under the title; failures of set-password are also emitted as
 *   `{type: 'failure', message}` for a notification (the code machine emits its own).
 *
 * The app provides `codeConfirmation` = codeConfirmationMachine provided with `sendCode` (POST reset-password)
 * and `verifyCode` (POST check-code), and `setPassword` (POST set-password).
 */

export const RESET_RESEND_SECONDS = 600;
export const RESET_IIN_LENGTH = 12;

export interface ResetContext {
  iin: string;
  /** The code the server accepted; sent again with the new password. */
  code: string;
  password: string;
  confirm: string;
  /** The last failure, shown under the title. */
  error: string | null;
}

export type ResetEvent =
  | { type: 'CHANGE_IIN'; value: string }
  | { type: 'SEND' }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'CHANGE_CONFIRM'; value: string }
  | { type: 'SAVE' };

export interface ResetRequest {
  iin: string;
}

export const sanitizeIin = (value: string) => value.replace(/\D/g, '').slice(0, RESET_IIN_LENGTH);

export const resetMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
    emitted: {} as { type: 'failure'; message: string },
  },
  actors: {
    codeConfirmation: codeConfirmationMachine,
    setPassword: unprovided<unknown, SetPasswordRequest>('resetMachine', 'setPassword'),
  },
  guards: {
    isIinComplete: ({ context }) => context.iin.length === RESET_IIN_LENGTH,
    isCodeConfirmed: ({ event }) => (event as { output?: CodeConfirmationOutput }).output?.confirmed === true,
    isPasswordAcceptable: ({ context }) => canSetPassword(context.password, context.confirm),
  },
}).createMachine({
  id: 'reset',
  context: { iin: '', code: '', password: '', confirm: '', error: null },
  initial: 'identifying',
  states: {
    identifying: {
      tags: ['form'],
      on: {
        CHANGE_IIN: { actions: assign({ iin: ({ event }) => sanitizeIin(event.value) }) },
        SEND: { guard: 'isIinComplete', target: 'confirming', actions: assign({ error: null }) },
      },
    },
    confirming: {
      invoke: {
        id: 'code',
        src: 'codeConfirmation',
        // the view reads the code step: every change of it is a change of this machine's snapshot
        onSnapshot: {},
        input: ({ context }) => ({
          request: { iin: context.iin } satisfies ResetRequest,
          resendSeconds: RESET_RESEND_SECONDS,
          autoSend: true,
          exitOnFirstStep: true,
          errorSeparator: ', ',
        }),
        onDone: [
          {
            guard: 'isCodeConfirmed',
            target: 'choosing',
            actions: assign({ code: ({ event }) => event.output.code, error: null }),
          },
          { target: 'identifying', actions: assign({ error: ({ event }) => event.output.error }) },
        ],
        onError: { target: 'identifying', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    choosing: {
      tags: ['form'],
      on: {
        CHANGE_PASSWORD: { actions: assign({ password: ({ event }) => event.value }) },
        CHANGE_CONFIRM: { actions: assign({ confirm: ({ event }) => event.value }) },
        SAVE: { guard: 'isPasswordAcceptable', target: 'saving', actions: assign({ error: null }) },
      },
    },
    saving: {
      tags: ['loading'],
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({
          form: {
            iin: context.iin,
            code: context.code,
            password: context.password,
            confirm: context.confirm,
          },
        }),
        onDone: { target: 'done' },
        onError: {
          target: 'choosing',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            emit(({ context }) => ({ type: 'failure' as const, message: context.error ?? '' })),
          ],
        },
      },
    },
    done: { type: 'final' },
  },
});

export type ResetSnapshot = SnapshotFrom<typeof resetMachine>;

/** The sendCode and verifyCode calls of the reset, for `codeConfirmationMachine.provide`. */
export interface ResetCalls {
  resetPassword(req: ResetRequest): Promise<CodeSent>;
  checkCode(req: { iin: string; code: string; type: 0 }): Promise<unknown>;
  setPassword(req: SetPasswordRequest): Promise<unknown>;
}

/** The reset machine with its calls: what the app runs. */
export function provideReset(calls: ResetCalls) {
  return resetMachine.provide({
    actors: {
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => {
            const sent = await calls.resetPassword(input.request as ResetRequest);
            return { phone: sent.sendPhone };
          }),
          verifyCode: fromPromise(({ input }) =>
            calls.checkCode({ iin: (input.request as ResetRequest).iin, code: input.code, type: 0 }),
          ),
        },
      }),
      setPassword: fromPromise(({ input }) => calls.setPassword(input)),
    },
  });
}

export type ResetStep = 0 | 1 | 2 | 3 | 4;

export interface ResetView {
  step: ResetStep;
  iin: string;
  canEditIin: boolean;
  /** The code part of steps 0-2 (step 0: only canSend and sending matter). */
  code: CodeView;
  password: string;
  confirm: string;
  checks: Record<PasswordRule, boolean>;
  /** The confirmation is typed and differs from the password. */
  mismatch: boolean;
  canSave: boolean;
  saving: boolean;
  /** The last failure (errors joined with ', '), under the title. */
  error: string | null;
}

/** The code machine of step 1-2, if it runs. */
export function selectResetCode(s: ResetSnapshot): CodeConfirmationSnapshot | undefined {
  return codeChildOf(s);
}

export function selectResetView(s: ResetSnapshot): ResetView {
  const { iin, password, confirm, error } = s.context;
  const child = s.matches('confirming') ? selectResetCode(s) : undefined;
  const code = codeViewOf(child, {
    ...IDLE_CODE_VIEW,
    canSend: s.can({ type: 'SEND' }),
    confirmed: !s.matches('identifying'),
  });
  let step: ResetStep = 0;
  if (s.matches('confirming')) step = code.step === 3 ? 2 : code.step === 0 ? 0 : code.step;
  else if (s.matches('choosing') || s.matches('saving')) step = 3;
  else if (s.matches('done')) step = 4;
  return {
    step,
    iin,
    canEditIin: s.matches('identifying'),
    code,
    password,
    confirm,
    checks: passwordChecks(password),
    mismatch: confirm !== '' && confirm !== password,
    canSave: s.can({ type: 'SAVE' }),
    saving: s.matches('saving'),
    error,
  };
}
