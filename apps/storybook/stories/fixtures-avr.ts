import { fn } from 'storybook/test';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import {
  ApiError,
  IDLE_PAGED_LIST_VIEW,
  avrMachine,
  codeConfirmationMachine,
  selectAvrView,
  type AvrEvent,
  type AvrModalView,
  type AvrRow,
  type PagedListView,
} from '@sakta/core';
import { MODEL_AVR_EXPIRED, MODEL_AVR_PENDING, MODEL_AVR_REFUSED, MODEL_AVR_ROWS } from '@sakta/core/testing';
import { SAMPLE_PDF_BASE64 } from './fixtures-public';

/*
 * Fixtures of the АВР stories: every modal view is core's selectAvrView of the real АВР machine after the story's
 * events (its calls and those of the shared code step answered by events), so a story shows only a state the
 * machines can be in.
 */

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;
const still = fromCallback(() => {}) as never;

const storyMachine = avrMachine.provide({
  actors: {
    list: still,
    loadItem: never(),
    refuse: never(),
    clock: still,
    codeConfirmation: codeConfirmationMachine.provide({
      actors: { sendCode: never(), verifyCode: never(), clock: still },
    }),
  },
});

type ActorAnswer = { type: `xstate.${string}`; output?: unknown; error?: unknown };
export type AvrStoryEvent =
  AvrEvent | ActorAnswer | { code: ActorAnswer | { type: 'CHANGE'; value: string } | { type: 'VERIFY' } };

/** The acts as the modal receives them (with a real PDF). */
export const PENDING = { ...MODEL_AVR_PENDING, document: SAMPLE_PDF_BASE64, seconds_left: 25 * 60 };
export const REFUSED = { ...MODEL_AVR_REFUSED, document: SAMPLE_PDF_BASE64 };
export const EXPIRED = { ...MODEL_AVR_EXPIRED, document: SAMPLE_PDF_BASE64 };

export const opened = (item = PENDING): AvrStoryEvent[] => [
  { type: 'OPEN', id: item.id },
  { type: 'xstate.done.actor.loadItem', output: item },
];
export const codeSent: AvrStoryEvent = {
  code: { type: 'xstate.done.actor.sendCode', output: { phone: PENDING.phone } },
};
export const networkFailure = ApiError.network(new TypeError('Failed to fetch'));

/** The modal's view after `events`. */
export function avrModalView(events: AvrStoryEvent[]): AvrModalView | null {
  const actor = createActor(storyMachine);
  actor.start();
  for (const e of events) {
    if ('code' in e) (actor.getSnapshot().children.code as AnyActorRef | undefined)?.send(e.code);
    else actor.send(e as AvrEvent);
  }
  const { modal } = selectAvrView(actor.getSnapshot());
  actor.stop();
  return modal;
}

/** A page of the table as the shared paged list shows it. */
export function avrList(overrides: Partial<PagedListView<AvrRow>> = {}): PagedListView<AvrRow> {
  return {
    ...IDLE_PAGED_LIST_VIEW,
    status: 'ready',
    items: MODEL_AVR_ROWS,
    page: 1,
    pageCount: 2,
    total: 14,
    ...overrides,
  };
}

export const avrModalHandlers = () => ({
  onClose: fn(),
  onRetry: fn(),
  onAccept: fn(),
  onRefuse: fn(),
  onComment: fn(),
  onSubmitRefusal: fn(),
  onClear: fn(),
  onCodeChange: fn(),
  onResend: fn(),
  onVerify: fn(),
});
