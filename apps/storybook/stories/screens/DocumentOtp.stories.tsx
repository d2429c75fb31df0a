import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DocumentOtpScreen } from '@sakta/ui';
import { codeStates, publicStates, publicView, SAMPLE_PDF_BASE64 } from '../fixtures-public';

const withDocument = (overrides: Parameters<typeof publicView>[0] = {}) =>
  publicView({ document: SAMPLE_PDF_BASE64, documentType: 'termination', ...overrides });

/**
 * Every state of the public page /func/otp/{ulid}: the document (a real PDF drawn by pdf.js, loaded only by this
 * page) and the code step. The `view` arg is core's `selectPublicConfirmationView`.
 */
const meta = {
  title: 'Screens/DocumentOtp',
  component: DocumentOtpScreen,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 980 } } },
  args: { view: withDocument(), onCodeChange: fn(), onVerify: fn(), onRetry: fn() },
} satisfies Meta<typeof DocumentOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data is loading. */
export const Loading: Story = { args: { view: publicStates.loading() } };
/** The document and the empty code field. */
export const Form: Story = {};
/** The code prefilled from the link's `code` parameter. */
export const CodeFilled: Story = { args: { view: withDocument({ code: codeStates.preSent('4821') }) } };
/** The code is being checked. */
export const Verifying: Story = {
  args: {
    view: withDocument({
      code: codeStates.preSent('4821', { canEdit: false, canVerify: false, verifying: true }),
    }),
  },
};
/** The code was refused: cleared, the message in red. */
export const WrongCode: Story = {
  args: { view: withDocument({ code: codeStates.preSent('', { error: 'Неверный код' }) }) },
};
/** A document type the page does not know: the generic title. */
export const UnknownType: Story = { args: { view: withDocument({ documentType: 'other' }) } };
/** The data carries no document. */
export const NoDocument: Story = { args: { view: publicView({ documentType: 'termination' }) } };
/** Confirmed: 'Согласие предоставлено'. */
export const Accepted: Story = { args: { view: publicStates.accepted() } };
/** No code was sent: 'У вас нет доступа'. */
export const NoAccess: Story = { args: { view: publicStates.noAccess() } };
/** The data could not be loaded. */
export const Failed: Story = { args: { view: publicStates.failed('Документ не найден') } };
