import { unprovided } from '../../shared/machines/unprovided';
import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import {
  codeClock,
  codeConfirmationMachine,
  type CodeConfirmationOutput,
  type CodeConfirmationSnapshot,
} from '../../shared/machines/code-confirmation.machine';
import { codeChildOf, codeViewOf, type CodeView } from '../../shared/machines/code-confirmation.view';
import {
  pagedListMachine,
  selectPagedListView,
  type PagedListSnapshot,
  type PagedListView,
} from '../../shared/machines/paged-list.machine';
import type { Page } from '../../shared/api/common';
import type { AvrItem, AvrRow } from './contract';

/**
 * The profile's АВР screen /profile/avr (spec part 1: section 2 "AVR screen"; section 4 "AVR: null unprocessed, 0
 * refused, 1 accepted. Steps 0 choose, 1 code sent, 2 four digits. Resend after 120 s; 30 minutes to confirm;
 * waiting message 3 s"; section 8 "server message in a red box; failed code clears the code; network error on
 * code check returns to step 0").
 *
 *   browsing --OPEN {id}--> opening --ok--> viewing --CLOSE--> browsing
 *                                  \--failure--> openFailed --RETRY--> opening
 *   viewing: decided (already accepted or refused) | expired ('Время согласования вышло') | pending:
 *     choosing (step 0) --ACCEPT--> accepting (the shared code machine: sends at once, resend after 120 s)
 *                       --REFUSE--> refusing --SUBMIT_REFUSAL (comment)--> submitting --ok--> done
 *     accepting --code confirmed--> done; --back to its first step (network error, send failure)--> choosing
 *     every pending step counts down the 30 minutes (TICK from the clock): at 0 the act is expired
 *     CLEAR (Esc) in refusing or accepting clears the form back to step 0
 *   done shows its message 3 s (TICKs), then the modal closes and the table reloads its page.
 *
 * The table is the shared paged-list machine, invoked for the whole screen as child 'list'.
 */

export const AVR_RESEND_SECONDS = 120;
export const AVR_WINDOW_SECONDS = 30 * 60;
export const AVR_DONE_SECONDS = 3;

export interface AvrContext {
  openId: number | null;
  item: AvrItem | null;
  comment: string;
  /** The server's (or the network's) message, shown in the red box. */
  error: string | null;
  secondsLeft: number;
  /** What the act became in this modal (done). */
  result: 'accepted' | 'refused' | null;
  /** Seconds the done message has shown. */
  shownSeconds: number;
}

export type AvrEvent =
  | { type: 'OPEN'; id: number }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  | { type: 'ACCEPT' }
  | { type: 'REFUSE' }
  | { type: 'CHANGE_COMMENT'; value: string }
  | { type: 'SUBMIT_REFUSAL' }
  | { type: 'CLEAR' }
  | { type: 'TICK'; seconds?: number };

/** The code step's request: the act's id. */
export interface AvrCodeRequest {
  id: number;
}

const tickSeconds = (e: AvrEvent) => (e.type === 'TICK' ? Math.max(1, e.seconds ?? 1) : 0);

export const avrMachine = setup({
  types: { context: {} as AvrContext, events: {} as AvrEvent },
  actors: {
    list: pagedListMachine,
    loadItem: unprovided<AvrItem, { id: number }>('avrMachine', 'loadItem'),
    refuse: unprovided<unknown, { id: number; comment: string }>('avrMachine', 'refuse'),
    codeConfirmation: codeConfirmationMachine,
    clock: codeClock,
  },
  guards: {
    isDecided: ({ context }) => context.item?.confirmed !== null,
    isExpired: ({ context }) => !context.item?.has_action || context.secondsLeft <= 0,
    hasComment: ({ context }) => context.comment.trim() !== '',
    isWindowOver: ({ context, event }) => context.secondsLeft - tickSeconds(event) <= 0,
    isShownLongEnough: ({ context, event }) => context.shownSeconds + tickSeconds(event) >= AVR_DONE_SECONDS,
    isConfirmed: ({ event }) => (event as { output?: CodeConfirmationOutput }).output?.confirmed === true,
  },
  actions: {
    forget: assign({ openId: null, item: null, comment: '', error: null, result: null, shownSeconds: 0 }),
    reloadList: sendTo('list', { type: 'RELOAD' }),
  },
}).createMachine({
  id: 'avr',
  context: {
    openId: null,
    item: null,
    comment: '',
    error: null,
    secondsLeft: 0,
    result: null,
    shownSeconds: 0,
  },
  invoke: { id: 'list', src: 'list', input: { page: 1 }, onSnapshot: {} },
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        OPEN: { target: 'opening', actions: assign({ openId: ({ event }) => event.id, error: null }) },
      },
    },
    opening: {
      tags: ['loading'],
      invoke: {
        id: 'loadItem',
        src: 'loadItem',
        input: ({ context }) => ({ id: context.openId ?? 0 }),
        onDone: {
          target: 'viewing',
          actions: assign({
            item: ({ event }) => event.output,
            secondsLeft: ({ event }) => event.output.seconds_left,
          }),
        },
        onError: { target: 'openFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
      on: { CLOSE: { target: 'browsing', actions: 'forget' } },
    },
    openFailed: {
      on: {
        RETRY: { target: 'opening', actions: assign({ error: null }) },
        CLOSE: { target: 'browsing', actions: 'forget' },
      },
    },
    viewing: {
      initial: 'start',
      invoke: { id: 'clock', src: 'clock' },
      on: { CLOSE: { target: 'browsing', actions: 'forget' } },
      states: {
        start: {
          always: [
            { guard: 'isDecided', target: 'decided' },
            { guard: 'isExpired', target: 'expired' },
            { target: 'pending' },
          ],
        },
        decided: {},
        expired: {},
        pending: {
          initial: 'choosing',
          on: {
            TICK: [
              { guard: 'isWindowOver', target: 'expired', actions: assign({ secondsLeft: 0, comment: '' }) },
              {
                actions: assign({
                  secondsLeft: ({ context, event }) => context.secondsLeft - tickSeconds(event),
                }),
              },
            ],
          },
          states: {
            choosing: {
              on: {
                ACCEPT: { target: 'accepting', actions: assign({ error: null }) },
                REFUSE: { target: 'refusing', actions: assign({ error: null }) },
              },
            },
            refusing: {
              tags: ['form'],
              on: {
                CHANGE_COMMENT: { actions: assign({ comment: ({ event }) => event.value, error: null }) },
                SUBMIT_REFUSAL: { guard: 'hasComment', target: 'submitting' },
                CLEAR: { target: 'choosing', actions: assign({ comment: '', error: null }) },
              },
            },
            submitting: {
              tags: ['form', 'loading'],
              invoke: {
                id: 'refuse',
                src: 'refuse',
                input: ({ context }) => ({ id: context.openId ?? 0, comment: context.comment.trim() }),
                onDone: { target: '#avr.viewing.done', actions: assign({ result: 'refused' }) },
                onError: {
                  target: 'refusing',
                  actions: assign({ error: ({ event }) => errorText(event.error) }),
                },
              },
            },
            accepting: {
              tags: ['form'],
              invoke: {
                id: 'code',
                src: 'codeConfirmation',
                onSnapshot: {},
                input: ({ context }) => ({
                  request: { id: context.openId ?? 0 } satisfies AvrCodeRequest,
                  resendSeconds: AVR_RESEND_SECONDS,
                  autoSend: true,
                  exitOnFirstStep: true,
                }),
                onDone: [
                  {
                    guard: 'isConfirmed',
                    target: '#avr.viewing.done',
                    actions: assign({ result: 'accepted' }),
                  },
                  // back to step 0 (a network error, a code that could not be sent) with the message
                  {
                    target: 'choosing',
                    actions: assign({ error: ({ event }) => event.output.error }),
                  },
                ],
                onError: {
                  target: 'choosing',
                  actions: assign({ error: ({ event }) => errorText(event.error) }),
                },
              },
              on: { CLEAR: { target: 'choosing', actions: assign({ error: null }) } },
            },
          },
        },
        done: {
          on: {
            TICK: [
              { guard: 'isShownLongEnough', target: '#avr.browsing', actions: ['reloadList', 'forget'] },
              {
                actions: assign({
                  shownSeconds: ({ context, event }) => context.shownSeconds + tickSeconds(event),
                }),
              },
            ],
            CLOSE: { target: '#avr.browsing', actions: ['reloadList', 'forget'] },
          },
        },
      },
    },
  },
});

export type AvrSnapshot = SnapshotFrom<typeof avrMachine>;

export type AvrStep = 'choose' | 'refuse' | 'accept' | 'expired' | 'decided' | 'done';

export interface AvrModalView {
  status: 'loading' | 'failed' | 'ready';
  item: AvrItem | null;
  step: AvrStep | null;
  comment: string;
  canSubmitRefusal: boolean;
  submitting: boolean;
  /** The red box. */
  error: string | null;
  secondsLeft: number;
  /** Esc clears the form (refusing or accepting); otherwise it closes. */
  canClear: boolean;
  result: 'accepted' | 'refused' | null;
  code: CodeView;
}

export interface AvrView {
  modal: AvrModalView | null;
}

/** The code step of the open act, if it runs. */
export function selectAvrCode(s: AvrSnapshot): CodeConfirmationSnapshot | undefined {
  return codeChildOf(s);
}

function stepOf(s: AvrSnapshot): AvrStep | null {
  if (s.matches({ viewing: 'decided' })) return 'decided';
  if (s.matches({ viewing: 'expired' })) return 'expired';
  if (s.matches({ viewing: 'done' })) return 'done';
  if (s.matches({ viewing: { pending: 'accepting' } })) return 'accept';
  if (s.matches({ viewing: { pending: 'refusing' } }) || s.matches({ viewing: { pending: 'submitting' } }))
    return 'refuse';
  if (s.matches({ viewing: { pending: 'choosing' } })) return 'choose';
  return null;
}

export function selectAvrView(
  s: AvrSnapshot,
  code: CodeConfirmationSnapshot | undefined = selectAvrCode(s),
): AvrView {
  if (s.matches('browsing')) return { modal: null };
  const c = s.context;
  return {
    modal: {
      status: s.matches('opening') ? 'loading' : s.matches('openFailed') ? 'failed' : 'ready',
      item: c.item,
      step: stepOf(s),
      comment: c.comment,
      canSubmitRefusal: s.can({ type: 'SUBMIT_REFUSAL' }),
      submitting: s.matches({ viewing: { pending: 'submitting' } }),
      error: c.error,
      secondsLeft: c.secondsLeft,
      canClear: s.can({ type: 'CLEAR' }),
      result: c.result,
      code: codeViewOf(s.matches({ viewing: { pending: 'accepting' } }) ? code : undefined),
    },
  };
}

/** The table's view: pass the snapshot of the child 'list'. */
export function selectAvrListView(list: PagedListSnapshot | undefined): PagedListView<AvrRow> {
  return selectPagedListView<AvrRow>(list);
}

/** The calls of the АВР screen, for `provideAvr`. */
export interface AvrCalls {
  page(page: number): Promise<Page<AvrRow>>;
  item(id: number): Promise<AvrItem>;
  /** POST confirmed {id, confirmed: 1, comment: ''}: the code goes to the phone. */
  sendCode(id: number): Promise<{ sendPhone?: string }>;
  /** POST check-code {id, code}. */
  checkCode(id: number, code: string): Promise<unknown>;
  /** POST confirmed {id, confirmed: 0, comment}. */
  refuse(id: number, comment: string): Promise<unknown>;
}

export function provideAvr(calls: AvrCalls) {
  return avrMachine.provide({
    actors: {
      list: pagedListMachine.provide({
        actors: { loadPage: fromPromise(({ input }) => calls.page(input.page)) },
      }),
      loadItem: fromPromise(({ input }) => calls.item(input.id)),
      refuse: fromPromise(({ input }) => calls.refuse(input.id, input.comment)),
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => {
            const sent = await calls.sendCode((input.request as AvrCodeRequest).id);
            return { phone: sent.sendPhone ?? null };
          }),
          verifyCode: fromPromise(({ input }) =>
            calls.checkCode((input.request as AvrCodeRequest).id, input.code),
          ),
        },
      }),
    },
  });
}
