// Stories of the agreement confirmation modal: the code and document machines' states, replayed by events.
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AGREEMENT_RESEND_SECONDS,
  ApiError,
  documentMachine,
  selectDocumentView,
  type DocumentView,
  type MyAgreement,
} from '@sakta/core';
import { AgreementModal } from '@sakta/ui';
import { codeStatesFor, SAMPLE_PDF_BASE64 } from '../fixtures-public';
import { done, failed, never, replay, type ActorAnswer } from '../replay';
import { agreementModalHandlers } from '../handlers';

const AGREEMENT: MyAgreement = {
  id: 1,
  title: 'Регламент продаж ОГПО ВТС',
  description: 'Порядок оформления и выдачи договоров обязательного страхования ГПО владельцев ТС',
  status: 0,
  created: '2026-11-20 10:00:00',
};

/** The code step of an agreement: the shared code machine with the 300 s resend lock of spec section 9. */
const code = codeStatesFor(AGREEMENT_RESEND_SECONDS);

/** The agreement's PDF: the shared document machine after its call's answer (none: still fetching). */
const documentView = (answer?: ActorAnswer): DocumentView =>
  replay(
    documentMachine.provide({ actors: { fetchDocument: never() } }),
    answer ? [answer] : [],
    selectDocumentView,
    { request: { id: AGREEMENT.id } },
  );

/**
 * The agreement confirmation modal of the start page, in every step of the shared code machine (the `code` arg is
 * core's selectAgreementsView `code`, the code machine after each story's events): the title, the PDF (pdf.js, fetched when the modal opens), the description
 * and the code step. Esc, a click outside or 'Закрыть' call onClose.
 */
const meta = {
  title: 'Screens/AgreementModal',
  tags: ['hand'],
  component: AgreementModal,
  parameters: {
    hand: 'the agreement modal with a PDF and each code step, and an agreement without a description',
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 980 } },
  },
  args: {
    agreement: AGREEMENT,
    code: code.ready(),
    document: documentView(done('fetchDocument', SAMPLE_PDF_BASE64)),
    ...agreementModalHandlers(),
  },
} satisfies Meta<typeof AgreementModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 0: the document and 'Согласовать'. */
export const Start: Story = {};
/** Step 0 just opened: the PDF is being fetched (the list carries none). */
export const DocumentLoading: Story = {
  args: { document: documentView() },
};
/** The PDF could not be fetched: the message and 'Повторить'; the code step still works. */
export const DocumentFailed: Story = {
  args: {
    document: documentView(failed('fetchDocument', ApiError.rejected(['Соглашение не найдено'], 404))),
  },
};
/** Step 0: the code is being sent. */
export const Sending: Story = { args: { code: code.sending() } };
/** Step 1: the code went to the phone; 'Повторная отправка через 04:59'. */
export const CodeSent: Story = { args: { code: code.sent() } };
/** The countdown ran out: the code can be sent again. */
export const ResendAvailable: Story = { args: { code: code.sent(0) } };
/** Step 2: four digits typed, 'Подтвердить' enabled. */
export const FourDigits: Story = { args: { code: code.complete() } };
/** The code is being checked. */
export const Verifying: Story = { args: { code: code.verifying() } };
/** The server refused the code: the message, the code cleared (back to step 1). */
export const WrongCode: Story = { args: { code: code.wrongCode() } };
/** A network error while verifying: back to step 0 with the message. */
export const NetworkError: Story = { args: { code: code.verifyOffline() } };
/** An agreement without a description. */
export const NoDescription: Story = { args: { agreement: { ...AGREEMENT, description: null } } };
/** Closed: nothing is rendered. */
export const Closed: Story = { args: { agreement: null } };
