import { unprovided } from './unprovided';
import { and, assign, emit, fromCallback, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import { errorText, isApiError } from '../api/errors';

/**
 * The one-time-code behaviour of the whole product, written once (spec part 1 section 4: reset, home agreement,
 * AVR, termination OTP; part 2: OGPO, operator errors, employees). Each feature invokes or provides it with its
 * own calls and resend lock:
 *
 *   idle (step 0) --SEND--> sending --ok--> sent (step 1 | 2) --VERIFY--> verifying --ok--> confirmed (final)
 *
 * - `sent` is parallel: `entry` (entering: fewer than 4 digits, step 1; complete: 4 digits, step 2; verifying)
 *   and `resend` (locked for `resendSeconds` with a visible countdown, then unlocked: RESEND sends a new code
 *   while the code form stays; the new code clears the typed one and locks the resend again).
 * - A rejected code clears the code and shows the server's message (entry goes back to entering).
 * - A network error while verifying returns to the first step (idle) with its message; so does any failure to
 *   send a code, except a refusal saying the previous code is still live (the step was closed and opened again
 *   within the resend window: `codeSent` with Retry-After): then the code field opens for the code already
 *   received, the resend locked for the seconds the server gave. Pages whose code was sent before they opened (`preSent`: consent, /func/otp) have no first
 *   step: they stay at code entry with the message, and never resend.
 * - Every failure is also emitted as `{type: 'failure', message}` for the app's notification.
 * - The only timer is the `clock` actor invoked while the resend is locked: it reports whole seconds elapsed
 *   (`TICK {seconds}`, robust to throttled background timers). Tests send TICK themselves.
 *
 * `request` is the feature's data the calls need (reset: {iin}; termination: {ulid, phone}); it is set with the
 * input or with SET_REQUEST while idle (null: nothing to send yet, SEND is refused).
 *
 * Features whose first step is their own (reset: the IIN) start it with `autoSend` (it sends at once) and
 * `exitOnFirstStep`: instead of returning to idle, a failure ends the machine with `{confirmed: false, error}`
 * and the feature shows its own first step again. The output of a confirmation is `{confirmed: true, code}`.
 */

export const CODE_LENGTH = 4;

export interface CodeConfirmationInput {
  /** Seconds the resend stays locked after a code is sent (spec section 9: 600 reset, 300 agreements...). */
  resendSeconds: number;
  request?: unknown;
  /** The code was sent before the page opened: start at code entry, no first step, no resend. */
  preSent?: boolean;
  /** Prefilled code (query parameter `code` of the public pages). */
  code?: string;
  /** How the server's messages are joined (', ' reset; '. ' consent pages). */
  errorSeparator?: string;
  /** Send at once (the feature collected the request in its own first step). */
  autoSend?: boolean;
  /** A failure that returns to the first step ends the machine instead (output confirmed: false). */
  exitOnFirstStep?: boolean;
}

export interface CodeConfirmationContext {
  request: unknown;
  resendSeconds: number;
  preSent: boolean;
  errorSeparator: string;
  autoSend: boolean;
  exitOnFirstStep: boolean;
  /** Where the code went, as the server reported it (a masked phone or e-mail address). */
  phone: string | null;
  /** How it went, when the server says (the sale's code to the insurer, 4.2: by SMS or by mail); null otherwise. */
  channel: CodeChannel | null;
  code: string;
  /** Seconds until RESEND is possible. */
  secondsLeft: number;
  error: string | null;
  /** What the verify call answered (a rescind's message with the refund sum), null until confirmed. */
  answer: unknown;
}

/** How a code reaches its holder (spec part 2 section 7.2: otp/send answers `type` sms or mail). */
export type CodeChannel = 'sms' | 'mail';

export interface CodeSentOutput {
  phone?: string | null;
  channel?: CodeChannel | null;
}

export interface CodeConfirmationOutput {
  confirmed: boolean;
  request: unknown;
  code: string;
  error: string | null;
  /** The verify call's answer when confirmed (see the context's `answer`). */
  answer: unknown;
}

export type CodeConfirmationEvent =
  | { type: 'SET_REQUEST'; request: unknown }
  | { type: 'SEND' }
  | { type: 'RESEND' }
  | { type: 'CHANGE'; value: string }
  | { type: 'VERIFY' }
  | { type: 'TICK'; seconds?: number };

/** What the user does on the code step: the events a view's callbacks send to the code machine. */
export type CodeStepEvent = Extract<CodeConfirmationEvent, { type: 'SEND' | 'CHANGE' | 'RESEND' | 'VERIFY' }>;

export type CodeConfirmationEmitted = { type: 'failure'; message: string };

/** What the code field keeps of a typed value: digits, at most 4. */
export function sanitizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

const isNetwork = (error: unknown) => !isApiError(error) || error.kind === 'network';

/** A refused send whose previous code is still live: seconds until the resend, or 0 for any other failure. */
const pendingCodeSeconds = (error: unknown): number =>
  isApiError(error) && error.codeSent ? (error.retryAfter ?? 0) : 0;

/** Default clock: whole seconds elapsed since it started, reported as they pass. */
export const codeClock = fromCallback<{ type: 'TICK'; seconds: number }>(({ sendBack }) => {
  const started = Date.now();
  let reported = 0;
  const id = setInterval(() => {
    const elapsed = Math.floor((Date.now() - started) / 1000);
    if (elapsed > reported) {
      sendBack({ type: 'TICK', seconds: elapsed - reported });
      reported = elapsed;
    }
  }, 250);
  return () => clearInterval(id);
});

const tickSeconds = (e: CodeConfirmationEvent) => (e.type === 'TICK' ? Math.max(1, e.seconds ?? 1) : 0);

export const codeConfirmationMachine = setup({
  types: {
    context: {} as CodeConfirmationContext,
    events: {} as CodeConfirmationEvent,
    input: {} as CodeConfirmationInput,
    output: {} as CodeConfirmationOutput,
    emitted: {} as CodeConfirmationEmitted,
  },
  actors: {
    sendCode: unprovided<CodeSentOutput | void, { request: unknown }>('codeConfirmationMachine', 'sendCode'),
    verifyCode: unprovided<unknown, { request: unknown; code: string }>(
      'codeConfirmationMachine',
      'verifyCode',
    ),
    clock: codeClock,
  },
  guards: {
    hasRequest: ({ context }) => context.request != null,
    isPreSent: ({ context }) => context.preSent,
    isAutoSend: ({ context }) => context.autoSend && context.request != null,
    isExiting: ({ context }) => context.exitOnFirstStep && context.error !== null,
    isCodeComplete: ({ context }) => context.code.length === CODE_LENGTH,
    isChangeComplete: ({ event }) =>
      event.type === 'CHANGE' && sanitizeCode(event.value).length === CODE_LENGTH,
    isUnlocked: ({ context }) => context.secondsLeft <= 0,
    isLastTick: ({ context, event }) => context.secondsLeft - tickSeconds(event) <= 0,
    isCodePending: ({ event }) => pendingCodeSeconds((event as { error?: unknown }).error) > 0,
    isNetworkFailure: ({ context, event }) =>
      !context.preSent && isNetwork((event as { error?: unknown }).error),
    isResendable: and([not('isPreSent'), not(stateIn('#code.sent.entry.verifying'))]),
    isNotResending: not(stateIn('#code.sent.resend.resending')),
  },
  actions: {
    applyCode: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const code = sanitizeCode(event.value);
      return code === context.code ? {} : { code, error: null };
    }),
    recordFailure: assign({
      error: ({ context, event }) => errorText((event as { error?: unknown }).error, context.errorSeparator),
      code: '',
    }),
    emitFailure: emit(({ context }) => ({ type: 'failure' as const, message: context.error ?? '' })),
  },
}).createMachine({
  id: 'code',
  context: ({ input }) => ({
    request: input.request ?? null,
    resendSeconds: input.resendSeconds,
    preSent: input.preSent ?? false,
    errorSeparator: input.errorSeparator ?? ', ',
    autoSend: input.autoSend ?? false,
    exitOnFirstStep: input.exitOnFirstStep ?? false,
    phone: null,
    channel: null,
    code: sanitizeCode(input.code ?? ''),
    secondsLeft: 0,
    error: null,
    answer: null,
  }),
  initial: 'idle',
  output: ({ context }) => ({
    confirmed: context.error === null,
    request: context.request,
    code: context.code,
    error: context.error,
    answer: context.answer,
  }),
  states: {
    idle: {
      tags: ['form'],
      always: [
        { guard: 'isPreSent', target: 'sent' },
        { guard: 'isAutoSend', target: 'sending' },
        { guard: 'isExiting', target: 'returned' },
      ],
      on: {
        SET_REQUEST: { actions: assign({ request: ({ event }) => event.request, error: null }) },
        SEND: { guard: 'hasRequest', target: 'sending', actions: assign({ error: null }) },
      },
    },
    sending: {
      tags: ['loading'],
      entry: assign({ autoSend: false }),
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ request: context.request }),
        onDone: {
          target: 'sent',
          actions: assign({
            phone: ({ event }) => (event.output as CodeSentOutput | undefined)?.phone ?? null,
            channel: ({ event }) => (event.output as CodeSentOutput | undefined)?.channel ?? null,
            secondsLeft: ({ context }) => context.resendSeconds,
            code: '',
            error: null,
          }),
        },
        onError: [
          {
            guard: 'isCodePending',
            target: 'sent',
            actions: assign({
              secondsLeft: ({ event }) => pendingCodeSeconds(event.error),
              code: '',
              error: null,
            }),
          },
          { target: 'idle', actions: ['recordFailure', 'emitFailure'] },
        ],
      },
    },
    sent: {
      type: 'parallel',
      states: {
        entry: {
          initial: 'entering',
          states: {
            entering: {
              tags: ['form'],
              always: { guard: 'isCodeComplete', target: 'complete' },
              on: { CHANGE: { actions: 'applyCode' } },
            },
            complete: {
              tags: ['form'],
              on: {
                CHANGE: [
                  { guard: 'isChangeComplete', actions: 'applyCode' },
                  { target: 'entering', actions: 'applyCode' },
                ],
                VERIFY: { guard: 'isNotResending', target: 'verifying', actions: assign({ error: null }) },
              },
            },
            verifying: {
              tags: ['loading'],
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ request: context.request, code: context.code }),
                onDone: {
                  target: '#code.confirmed',
                  actions: assign({ error: null, answer: ({ event }) => event.output ?? null }),
                },
                onError: [
                  {
                    guard: 'isNetworkFailure',
                    target: '#code.idle',
                    actions: ['recordFailure', 'emitFailure'],
                  },
                  { target: 'entering', actions: ['recordFailure', 'emitFailure'] },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'locked',
          states: {
            locked: {
              always: { guard: 'isUnlocked', target: 'unlocked' },
              invoke: { id: 'clock', src: 'clock' },
              on: {
                TICK: [
                  { guard: 'isLastTick', target: 'unlocked', actions: assign({ secondsLeft: 0 }) },
                  {
                    actions: assign({
                      secondsLeft: ({ context, event }) => context.secondsLeft - tickSeconds(event),
                    }),
                  },
                ],
              },
            },
            unlocked: {
              on: { RESEND: { guard: 'isResendable', target: 'resending' } },
            },
            /** A new code is on its way; the code form stays (step 1 or 2) and cannot be verified meanwhile. */
            resending: {
              tags: ['loading'],
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ request: context.request }),
                onDone: {
                  target: ['#code.sent.entry.entering', '#code.sent.resend.locked'],
                  actions: assign({
                    phone: ({ context, event }) =>
                      (event.output as CodeSentOutput | undefined)?.phone ?? context.phone,
                    channel: ({ context, event }) =>
                      (event.output as CodeSentOutput | undefined)?.channel ?? context.channel,
                    secondsLeft: ({ context }) => context.resendSeconds,
                    code: '',
                    error: null,
                  }),
                },
                onError: { target: '#code.idle', actions: ['recordFailure', 'emitFailure'] },
              },
            },
          },
        },
      },
    },
    confirmed: { type: 'final' },
    /** Back to the feature's own first step (exitOnFirstStep). */
    returned: { type: 'final' },
  },
});

export type CodeConfirmationSnapshot = SnapshotFrom<typeof codeConfirmationMachine>;
