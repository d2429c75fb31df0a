import { assign, setup, type ActorRefFrom, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import { errorText } from '../../api/errors';
import { unprovided } from '../../machines/unprovided';
import type { ClientConsentAnswer } from './endpoints';
import { ruClient } from './ru';

/**
 * The consent step of the client dialog (spec part 2 sections 4.3, 7.1 client/force-kdp, kdp/accept,
 * kdp/check-status, 8): client/get answered with a consent status instead of the client, so the customer's consent
 * (КДП) is asked for before the search is repeated. A child of the client dialog, which forwards it the view's
 * events and searches again when it ends.
 *
 *   (status 10) code --CODE--> code --CHECK--> checking --confirmed or given--> given (final: the notice)
 *                                                       --not yet--> code ('Клиент ещё не предоставил согласие')
 *                                                       --failure--> code (message, code cleared)
 *   (2, 3, 6)   resend --RESEND--> resending (force-kdp) --ok--> code ('Обработано / Запрос отправлен на КДП')
 *                                                        --failure--> resend (message)
 *   code --RESEND--> resending; any step --PHONE--> the phone the SMS goes to
 */

/** What the consent check found: the code confirmed, consent given on the page, or not yet. */
export type ConsentCheck = 'confirmed' | 'given' | 'notYet';

export interface ConsentContext {
  consent: ClientConsentAnswer;
  code: string;
  /** A red message (a refusal, a wrong code, consent not given yet). */
  message: string | null;
  /** A neutral note (the request was resent). */
  notice: string | null;
  /** The notice the dialog shows when the search is repeated ('Код подтвержден' or the consent given). */
  given: string | null;
}

export type ConsentEvent =
  { type: 'RESEND' } | { type: 'PHONE'; value: string } | { type: 'CODE'; value: string } | { type: 'CHECK' };

/** Consent given: the notice to show while the dialog searches again. */
export interface ConsentOutput {
  notice: string;
}

type ConsentResult = DoneActorEvent<ConsentCheck, 'checkConsent'>;

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent | ConsentResult,
    input: {} as { consent: ClientConsentAnswer },
    output: {} as ConsentOutput,
  },
  actors: {
    forceKdp: unprovided<{ message: string }, { phone: string; iin: string }>('consentMachine', 'forceKdp'),
    checkConsent: unprovided<ConsentCheck, { iin: string; code: string }>('consentMachine', 'checkConsent'),
  },
  actions: {
    /** The phone the consent SMS goes to (the register's, or the one the customer gives now). */
    setPhone: assign({
      consent: ({ context, event }) =>
        event.type === 'PHONE' ? { ...context.consent, phone: event.value } : context.consent,
    }),
  },
  guards: {
    awaitsCode: ({ context }) => context.consent.status === 10,
    isGiven: ({ event }) => event.type === 'xstate.done.actor.checkConsent' && event.output !== 'notYet',
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({ consent: input.consent, code: '', message: null, notice: null, given: null }),
  initial: 'route',
  states: {
    route: { always: [{ guard: 'awaitsCode', target: 'code' }, { target: 'resend' }] },
    resend: { on: { RESEND: 'resending', PHONE: { actions: 'setPhone' } } },
    resending: {
      tags: ['busy'],
      entry: assign({ message: null }),
      on: { PHONE: { actions: 'setPhone' } },
      invoke: {
        id: 'forceKdp',
        src: 'forceKdp',
        input: ({ context }) => ({ phone: context.consent.phone, iin: context.consent.iin }),
        onDone: { target: 'code', actions: assign({ notice: ruClient.consent.resent }) },
        onError: {
          target: 'resend',
          actions: assign({ message: ({ event }) => errorText(event.error, '. ') }),
        },
      },
    },
    code: {
      on: {
        CODE: {
          actions: assign({ code: ({ event }) => event.value.replace(/\D/g, '').slice(0, 4), message: null }),
        },
        CHECK: 'checking',
        RESEND: 'resending',
        PHONE: { actions: 'setPhone' },
      },
    },
    checking: {
      tags: ['busy'],
      entry: assign({ message: null }),
      on: { PHONE: { actions: 'setPhone' } },
      invoke: {
        id: 'checkConsent',
        src: 'checkConsent',
        input: ({ context }) => ({ iin: context.consent.iin, code: context.code }),
        onDone: [
          {
            guard: 'isGiven',
            target: 'given',
            actions: assign({
              given: ({ event }) =>
                event.output === 'confirmed' ? ruClient.consent.confirmed : ruClient.consent.given,
            }),
          },
          { target: 'code', actions: assign({ message: ruClient.consent.notYet, code: '' }) },
        ],
        onError: {
          target: 'code',
          actions: assign({ message: ({ event }) => errorText(event.error, '. '), code: '' }),
        },
      },
    },
    given: { type: 'final' },
  },
  output: ({ context }) => ({ notice: context.given ?? '' }),
});

export type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;
export type ConsentActor = ActorRefFrom<typeof consentMachine>;

export type ConsentStep = 'resend' | 'resending' | 'code' | 'checking';

export interface ConsentView {
  consent: ClientConsentAnswer;
  step: ConsentStep;
  code: string;
  message: string | null;
  notice: string | null;
  busy: boolean;
}

/** What the client dialog's view reads of its consent child. */
export function selectConsentView(s: ConsentSnapshot): ConsentView {
  return {
    consent: s.context.consent,
    step: (['resend', 'resending', 'code', 'checking'] as const).find((n) => s.matches(n)) ?? 'code',
    code: s.context.code,
    message: s.context.message,
    notice: s.context.notice,
    busy: s.hasTag('busy'),
  };
}
