// Stories of the termination modal: the termination machine and its children, replayed by events.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@sakta/core';
import { TerminationModal } from '@sakta/ui';
import {
  CALCULATED,
  CARD_FILLED,
  CARD_OTP,
  MODAL_BAD_IBAN,
  MODAL_HISTORY_ITEM,
  MODAL_POLICY,
  OTP_COMPLETE,
  OTP_CONFIRMED,
  OTP_SENDING,
  OTP_SENT,
  answers,
  modalArgs,
  modalView,
  type StoryEvent,
} from '../fixtures-termination-modal';

/**
 * The termination modal (spec part 1 section 2 "Termination modal", section 4 "Termination flow") in every state
 * of core's termination machine: each `view` is selectTerminationView of the real machine after the listed
 * events. Esc, a click outside or 'Закрыть' call onClose.
 */
const meta = {
  title: 'Screens/TerminationModal',
  tags: ['hand'],
  component: TerminationModal,
  parameters: {
    hand: 'the termination modal with card and cash refunds, OTP and paper signing, each document',
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 1100 } },
  },
  args: modalArgs,
} satisfies Meta<typeof TerminationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (events: StoryEvent[]): Story => ({
  args: { view: modalView(events) },
});

/** A history item: read-only details (refund, signing ОТП, return Карточный счет) and its application. */
export const HistoryItem: Story = {
  args: { view: modalView([answers.applicationLoaded], { kind: 'history', item: MODAL_HISTORY_ITEM }) },
};
/** A history item just opened: its application is being fetched. */
export const HistoryItemLoadingDocument: Story = {
  args: {
    view: modalView([], { kind: 'history', item: { ...MODAL_HISTORY_ITEM, signinType: 2, returnType: 1 } }),
  },
};
/** The application could not be fetched: the message and 'Повторить'. */
export const HistoryItemDocumentFailed: Story = {
  args: { view: modalView([answers.applicationFailed], { kind: 'history', item: MODAL_HISTORY_ITEM }) },
};
/** A result whose status cannot be terminated (not 2 or 3): details only. */
export const NotTerminable: Story = {
  args: {
    view: modalView([], {
      kind: 'result',
      policy: { ...MODAL_POLICY, status: { title: 'Расторгнут', code: 5 } },
    }),
  },
};
/** Status 2 or 3, not calculated: 'Рассчитать сумму возврата'. */
export const NotCalculated: Story = {};
/** 'Идет калькуляция...'. */
export const Calculating = story([{ type: 'CALCULATE' }]);
/** The calculation failed: its message above the button (and a notification). */
export const CalculationFailed = story([{ type: 'CALCULATE' }, answers.calculateFailed]);
/** Calculated with a refund of 0: the form is invalid, no 'Расторгнуть'. */
export const RefundZero = story([{ type: 'CALCULATE' }, answers.calculatedZero]);
/** The form with its defaults: cash, paper signing, early termination, the client as beneficiary. */
export const FormCashPaper = story(CALCULATED);
/** Card chosen, bank block empty: 'Заполните данные корректно'. */
export const CardEmpty = story([...CALCULATED, { type: 'EDIT', field: 'returnType', value: 2 }]);
/** Card with a valid Kazakh IBAN: BIK and bank name filled on focus-out, KBE from the client. */
export const CardBankFilled = story(CARD_FILLED);
/** An IBAN with a wrong checksum: its message under the field. */
export const InvalidIban = story([
  ...CALCULATED,
  { type: 'EDIT', field: 'returnType', value: 2 },
  { type: 'EDIT', field: 'bank.iik', value: MODAL_BAD_IBAN },
  { type: 'BLUR_IBAN' },
]);
/** Death of the policyholder: beneficiary cleared, OTP disabled, paper signing. */
export const DeathReason = story([
  ...CALCULATED,
  { type: 'EDIT', field: 'rescindingReason', value: '00000000020' },
]);
/** Death of the policyholder with the heir typed as beneficiary: valid again. */
export const DeathReasonBeneficiary = story([
  ...CALCULATED,
  { type: 'EDIT', field: 'rescindingReason', value: '00000000020' },
  { type: 'EDIT', field: 'beneficiary.iin', value: '880505400122' },
  { type: 'EDIT', field: 'beneficiary.surname', value: 'Сапаров' },
  { type: 'EDIT', field: 'beneficiary.name', value: 'Ерлан' },
]);
/** 'Формирование заявления...'. */
export const GeneratingDocument = story([...CALCULATED, { type: 'GENERATE' }]);
/** The application generated (download or open): 'Расторгнуть' enabled for paper signing. */
export const DocumentGenerated = story([...CALCULATED, { type: 'GENERATE' }, answers.documentCreated]);
/** OTP signing, step 0: the phone and 'Отправить SMS'; 'Расторгнуть' disabled until confirmed. */
export const OtpStep0 = story(CARD_OTP);
/** OTP: the phone is incomplete: 'Отправить SMS' disabled. */
export const OtpPhoneIncomplete = story([...CARD_OTP, { type: 'CHANGE_PHONE', value: '+7(701) 555-01' }]);
/** 'Отправить SMS' without a document: the document is generated first ('Отправка...'). */
export const OtpGeneratingBeforeSms = story([...CARD_OTP, { type: 'SEND_SMS' }]);
/** The document is ready, the SMS on its way. */
export const OtpSending = story(OTP_SENDING);
/** Step 1: the code sent; resend in 01:00; 'Проверить подтверждение'. */
export const OtpCodeSent = story(OTP_SENT);
/** Step 2: four digits typed, 'Подтвердить' enabled. */
export const OtpCodeComplete = story(OTP_COMPLETE);
/** The code is being checked. */
export const OtpVerifying = story([...OTP_COMPLETE, { code: { type: 'VERIFY' } }]);
/** A refused code: cleared, with the server's message. */
export const OtpWrongCode = story([
  ...OTP_COMPLETE,
  { code: { type: 'VERIFY' } },
  { code: { type: 'xstate.error.actor.verifyCode', error: ApiError.rejected(['Неверный код']) } },
]);
/** 'Проверить подтверждение' asks check-otp. */
export const OtpChecking = story([...OTP_SENT, { type: 'CHECK' }]);
/** Confirmed: 'Подтверждено', 'Расторгнуть' enabled. */
export const OtpConfirmed = story(OTP_CONFIRMED);
/** 'Расторгнуть' asks first: the contract and the refund, 'Отмена' or 'Расторгнуть'. */
export const ConfirmTerminate = story([...OTP_CONFIRMED, { type: 'TERMINATE' }]);
/** Update and terminate: 'Расторжение...'. */
export const Terminating = story([...OTP_CONFIRMED, { type: 'TERMINATE' }, { type: 'CONFIRM_TERMINATE' }]);
/** Terminate failed: back to the form with the message; the OTP back at step 1 ('Проверить подтверждение'). */
export const TerminateFailed = story([
  ...OTP_CONFIRMED,
  { type: 'TERMINATE' },
  { type: 'CONFIRM_TERMINATE' },
  { type: 'xstate.done.actor.update', output: { result: true } },
  { type: 'xstate.error.actor.terminate', error: ApiError.rejected(['Договор уже расторгнут']) },
]);
