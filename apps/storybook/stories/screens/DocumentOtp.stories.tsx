// Stories of the document confirmation page /func/otp/{ulid}: the public confirmation machine, replayed by events.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DocumentOtpScreen } from '@sakta/ui';
import { publicStates, SAMPLE_PDF_BASE64 } from '../fixtures-public';

const DOC = { document: SAMPLE_PDF_BASE64, type: 'termination' };

/**
 * Every state of the public page /func/otp/{ulid}: the document (a real PDF drawn by pdf.js, loaded only by this
 * page) and the code step. The `view` arg is core's `selectPublicConfirmationView` of the machine after each story's events.
 */
const meta = {
  title: 'Screens/DocumentOtp',
  component: DocumentOtpScreen,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 980 } } },
  args: { view: publicStates.form('', DOC), onCodeChange: fn(), onVerify: fn(), onRetry: fn() },
} satisfies Meta<typeof DocumentOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data is loading. */
export const Loading: Story = { args: { view: publicStates.loading() } };
/** The document and the empty code field. */
export const Form: Story = {};
/** The code prefilled from the link's `code` parameter. */
export const CodeFilled: Story = { args: { view: publicStates.form('4821', DOC) } };
/** The code is being checked. */
export const Verifying: Story = {
  args: {
    view: publicStates.verifying(DOC),
  },
};
/** The code was refused: cleared, the message in red. */
export const WrongCode: Story = {
  args: { view: publicStates.refused('Неверный код', DOC) },
};
/** A document type the page does not know: the generic title. */
export const UnknownType: Story = { args: { view: publicStates.form('', { ...DOC, type: 'other' }) } };
/** The data carries no document. */
export const NoDocument: Story = { args: { view: publicStates.form('', { type: 'termination' }) } };
/** Confirmed: 'Согласие предоставлено', with what was confirmed (here a termination application). */
export const Accepted: Story = { args: { view: publicStates.accepted({ type: 'termination' }) } };
/** Confirmed, an insurance contract. */
export const AcceptedAgreement: Story = { args: { view: publicStates.accepted({ type: 'agreement' }) } };
/** No code was sent: 'У вас нет доступа'. */
export const NoAccess: Story = { args: { view: publicStates.noAccess() } };
/** The data could not be loaded. */
export const Failed: Story = { args: { view: publicStates.failed('Документ не найден') } };
