/*
 * Fixtures of the termination modal's stories. Every view is what core's selectTerminationView gives for the
 * real termination machine after the story's events (its calls, and those of the shared code machine it runs
 * for the OTP, answered by events), so a story can only show a state the machines can be in.
 */
import { fn } from 'storybook/test';
import {
  ApiError,
  selectTerminationView,
  type TerminationEvent,
  type TerminationHistoryItem,
  type TerminationSearchResult,
  type TerminationTarget,
  type TerminationView,
} from '@sakta/core';
import {
  CLIENT_PHONE,
  VALID_IBAN,
  WRONG_CHECKSUM_IBAN,
  historyItem,
  terminablePolicy,
} from '@sakta/core/testing';
import { SAMPLE_PDF_BASE64 } from './fixtures-public';
import { storyTerminationMachine } from './story-actors';
import { replay, type ActorAnswer } from './replay';

export const MODAL_ULID = '01JDSAKTA0STORYTERM1NAT1ON';
export const MODAL_PHONE = CLIENT_PHONE;
export const MODAL_IBAN = VALID_IBAN;
export const MODAL_BAD_IBAN = WRONG_CHECKSUM_IBAN;

/** The machine tests' policy and history item (its application comes by the story's document answer). */
export const MODAL_POLICY: TerminationSearchResult = terminablePolicy;
export const MODAL_HISTORY_ITEM: TerminationHistoryItem = historyItem;

/** An event of the termination machine, an answer to one of its calls, or an event for its code step. */
export type StoryEvent =
  | TerminationEvent
  | ActorAnswer
  | { code: ActorAnswer | { type: 'CHANGE'; value: string } | { type: 'VERIFY' } }
  | { document: ActorAnswer };

export const answers = {
  calculated: { type: 'xstate.done.actor.calculate', output: { refund: 26_450.75, commission: 2_645.08 } },
  calculatedZero: { type: 'xstate.done.actor.calculate', output: { refund: 0, commission: 0 } },
  calculateFailed: {
    type: 'xstate.error.actor.calculate',
    error: ApiError.rejected(['Срок действия договора истек']),
  },
  documentCreated: { type: 'xstate.done.actor.createDocument', output: { document: SAMPLE_PDF_BASE64 } },
  /** A history item's application, fetched when it is opened (child 'document'). */
  applicationLoaded: { document: { type: 'xstate.done.actor.fetchDocument', output: SAMPLE_PDF_BASE64 } },
  applicationFailed: {
    document: {
      type: 'xstate.error.actor.fetchDocument',
      error: ApiError.rejected(['Документ не найден'], 404),
    },
  },
} satisfies Record<string, StoryEvent>;

/** The view of the machine opened on `target` after `events`. */
export function modalView(
  events: StoryEvent[] = [],
  target: TerminationTarget = { kind: 'result', policy: MODAL_POLICY },
): TerminationView {
  const routed = events.map((e) =>
    'code' in e ? { to: 'code', event: e.code } : 'document' in e ? { to: 'document', event: e.document } : e,
  );
  return replay(storyTerminationMachine, routed, selectTerminationView, { target, ulid: MODAL_ULID });
}

/** Calculated: the form with its defaults (cash, paper, early termination). */
export const CALCULATED: StoryEvent[] = [{ type: 'CALCULATE' }, answers.calculated];
/** Card with a valid Kazakh IBAN: BIK and bank filled on focus-out. */
export const CARD_FILLED: StoryEvent[] = [
  ...CALCULATED,
  { type: 'EDIT', field: 'returnType', value: 2 },
  { type: 'EDIT', field: 'bank.iik', value: MODAL_IBAN },
  { type: 'BLUR_IBAN' },
];
/** Card and OTP signing, nothing sent yet. */
export const CARD_OTP: StoryEvent[] = [...CARD_FILLED, { type: 'SET_SIGNIN', value: 1 }];
/** 'Отправить SMS': the document generated first, then the SMS on its way. */
export const OTP_SENDING: StoryEvent[] = [...CARD_OTP, { type: 'SEND_SMS' }, answers.documentCreated];
/** Step 1: the code went to the customer's phone; resend locked for 60 s. */
export const OTP_SENT: StoryEvent[] = [
  ...OTP_SENDING,
  { code: { type: 'xstate.done.actor.sendCode', output: { phone: MODAL_PHONE } } },
];
/** Step 2: four digits typed. */
export const OTP_COMPLETE: StoryEvent[] = [...OTP_SENT, { code: { type: 'CHANGE', value: '4821' } }];
/** Confirmed by the code ('Подтверждено'). */
export const OTP_CONFIRMED: StoryEvent[] = [
  ...OTP_COMPLETE,
  { code: { type: 'VERIFY' } },
  { code: { type: 'xstate.done.actor.verifyCode', output: { result: true } } },
];

export const modalArgs = {
  view: modalView(),
  onEvent: fn(),
  onCodeEvent: fn(),
  onClose: fn(),
  onRetryDocument: fn(),
};
