// Stories of the document confirmation page /func/otp/{ulid}: the public confirmation machine, replayed by events.
// The same states in Kazakh: DocumentOtp.kk.stories.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fmt, ruPublicMessages } from '@sakta/core';
import { DocumentOtpScreen } from '@sakta/ui';
import { publicStates, SAMPLE_PDF_BASE64 } from '../fixtures-public';
import { withLanguageState } from './public-language';

const DOC = { document: SAMPLE_PDF_BASE64, type: 'termination' };
const DocumentOtpStory = withLanguageState(DocumentOtpScreen);

/**
 * Every state of the public page /func/otp/{ulid}: the document (a real PDF drawn by pdf.js, loaded only by this
 * page) and the code step. The `view` arg is core's `selectPublicConfirmationView` of the machine after each
 * story's events; the page's language is the `language` arg (Russian here).
 */
const meta = {
  title: 'Screens/DocumentOtp',
  tags: ['hand'],
  component: DocumentOtpScreen,
  parameters: {
    hand: 'the document page for each kind of document and each code step, as the component tests read them by name; its Kazakh twin in DocumentOtp.kk',
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 980 } },
  },
  args: {
    view: publicStates.form('', DOC),
    language: 'ru',
    onLanguageChange: fn(),
    onCodeChange: fn(),
    onVerify: fn(),
    onRetry: fn(),
  },
  render: (args) => <DocumentOtpStory {...args} />,
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
export const Verifying: Story = { args: { view: publicStates.verifying(DOC) } };
/** The code was refused: cleared, the message in red. */
export const WrongCode: Story = { args: { view: publicStates.refused(ruPublicMessages.codeWrong, DOC) } };
/** The code is more than 24 hours old. */
export const CodeExpired: Story = {
  args: { view: publicStates.refused(ruPublicMessages.codeExpired, DOC) },
};
/** The fifth wrong try blocked the code. */
export const CodeBlocked: Story = {
  args: { view: publicStates.refused(ruPublicMessages.codeBlocked, DOC) },
};
/** Too many wrong codes within an hour. */
export const CodesLocked: Story = {
  args: { view: publicStates.refused(fmt(ruPublicMessages.codesLocked, { minutes: 42 }), DOC) },
};
/** No connection while the code was checked. */
export const VerifyOffline: Story = { args: { view: publicStates.verifyOffline(DOC) } };
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
/** The data could not be read (the payload did not decrypt). */
export const Failed: Story = { args: { view: publicStates.failed() } };
/** The data could not be loaded: no connection. */
export const FailedOffline: Story = { args: { view: publicStates.failedOffline() } };
/** The server could not answer. */
export const FailedServer: Story = { args: { view: publicStates.failed(ruPublicMessages.internal) } };
