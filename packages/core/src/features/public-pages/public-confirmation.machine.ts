import { unprovided } from '../../shared/machines/unprovided';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorText, isApiError } from '../../shared/api/errors';
import { PayloadError } from '../../shared/crypto/payload';
import { ruConsent } from './ru';
import { ru } from '../../shared/i18n/ru';
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
 * The customer's confirmation pages: consent /kdp/{iin} and document confirmation /func/otp/{ulid} (spec part 1:
 * section 2, section 3 "Consent status", "Generic code data", section 4 "Consent and generic code pages",
 * section 8 "Consent/code accept").
 *
 *   loading --accepted--> accepted
 *           --code sent--> form (the shared code machine, preSent, code prefilled from ?code) --ok--> accepted
 *           --no code--> noAccess
 *           --failure (network, server, payload that does not decrypt or parse)--> failed --RETRY--> loading
 *
 * A status whose flags are both null is not known yet (spec: the page keeps its loader); the sandbox never
 * answers so, and a page cannot wait forever: it is shown as a failure with a retry.
 * Accept failures stay in the form with the server's message (messages joined with '. ') and are emitted by the
 * code machine for the notification.
 *
 * The app provides `loadStatus` (check-status or get-data, decrypted) and `codeConfirmation` = the code machine
 * provided with `verifyCode` (kdp/accept or functional/otp/accept).
 */

export interface PublicStatus {
  /** isOtpSended */
  sent: boolean | null;
  /** isKdpAccepted / isOtpAccepted */
  accepted: boolean | null;
  type?: string | null;
  /** base64 PDF (document confirmation) */
  document?: string | null;
}

export interface PublicConfirmationInput {
  /** iin or ulid, passed to the calls. */
  subject: string;
  /** The `code` query parameter. */
  code?: string;
}

export interface PublicConfirmationContext {
  subject: string;
  prefill: string;
  status: PublicStatus | null;
  loadError: string | null;
}

export type PublicConfirmationEvent = { type: 'RETRY' };

/** The message of a failed status load. */
export function loadFailureText(error: unknown): string {
  if (error instanceof PayloadError) return ruConsent.badPayload;
  if (isApiError(error)) return errorText(error, '. ');
  return ru.errors.network;
}

type StatusEvent = { output?: PublicStatus };
const statusOf = (e: unknown) => (e as StatusEvent).output;

export const publicConfirmationMachine = setup({
  types: {
    context: {} as PublicConfirmationContext,
    events: {} as PublicConfirmationEvent,
    input: {} as PublicConfirmationInput,
  },
  actors: {
    loadStatus: unprovided<PublicStatus, { subject: string }>('publicConfirmationMachine', 'loadStatus'),
    codeConfirmation: codeConfirmationMachine,
  },
  guards: {
    isAccepted: ({ event }) => statusOf(event)?.accepted === true,
    isCodeSent: ({ event }) => statusOf(event)?.sent === true,
    isUnknown: ({ event }) => statusOf(event)?.sent == null && statusOf(event)?.accepted == null,
    isCodeConfirmed: ({ event }) => (event as { output?: CodeConfirmationOutput }).output?.confirmed === true,
  },
}).createMachine({
  id: 'publicConfirmation',
  context: ({ input }) => ({
    subject: input.subject,
    prefill: input.code ?? '',
    status: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: [
          {
            guard: 'isAccepted',
            target: 'accepted',
            actions: assign({ status: ({ event }) => event.output }),
          },
          { guard: 'isCodeSent', target: 'form', actions: assign({ status: ({ event }) => event.output }) },
          {
            guard: 'isUnknown',
            target: 'failed',
            actions: assign({ status: null, loadError: ruConsent.loadFailed }),
          },
          { target: 'noAccess', actions: assign({ status: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => loadFailureText(event.error) }),
        },
      },
    },
    form: {
      tags: ['form'],
      invoke: {
        id: 'code',
        src: 'codeConfirmation',
        // the view reads the code step: every change of it is a change of this machine's snapshot
        onSnapshot: {},
        input: ({ context }) => ({
          request: { subject: context.subject },
          resendSeconds: 0,
          preSent: true,
          code: context.prefill,
          errorSeparator: '. ',
        }),
        onDone: { guard: 'isCodeConfirmed', target: 'accepted' },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => loadFailureText(event.error) }),
        },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ loadError: null }) } },
    },
    accepted: { type: 'final' },
    noAccess: { type: 'final' },
  },
});

export type PublicConfirmationSnapshot = SnapshotFrom<typeof publicConfirmationMachine>;

export type PublicConfirmationStatus = 'loading' | 'form' | 'accepted' | 'noAccess' | 'failed';

export interface PublicConfirmationView {
  status: PublicConfirmationStatus;
  code: CodeView;
  loadError: string | null;
  document: string | null;
  documentType: string | null;
}

export function selectPublicCode(s: PublicConfirmationSnapshot): CodeConfirmationSnapshot | undefined {
  return codeChildOf(s);
}

export function selectPublicConfirmationView(s: PublicConfirmationSnapshot): PublicConfirmationView {
  const status: PublicConfirmationStatus = s.matches('loading')
    ? 'loading'
    : s.matches('form')
      ? 'form'
      : s.matches('accepted')
        ? 'accepted'
        : s.matches('noAccess')
          ? 'noAccess'
          : 'failed';
  const child = s.matches('form') ? selectPublicCode(s) : undefined;
  return {
    status,
    code: codeViewOf(child, { ...IDLE_CODE_VIEW, step: 1, preSent: true, confirmed: status === 'accepted' }),
    loadError: s.context.loadError,
    document: s.context.status?.document ?? null,
    documentType: s.context.status?.type ?? null,
  };
}

/** Calls of a confirmation page, for `providePublicConfirmation`. */
export interface PublicConfirmationCalls {
  loadStatus(subject: string): Promise<PublicStatus>;
  accept(subject: string, code: string): Promise<unknown>;
}

export function providePublicConfirmation(calls: PublicConfirmationCalls) {
  return publicConfirmationMachine.provide({
    actors: {
      loadStatus: fromPromise(({ input }) => calls.loadStatus(input.subject)),
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          verifyCode: fromPromise(({ input }) =>
            calls.accept((input.request as { subject: string }).subject, input.code),
          ),
        },
      }),
    },
  });
}
