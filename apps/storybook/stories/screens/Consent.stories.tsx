// Stories of the consent page /kdp/{iin}: the public confirmation machine's states, replayed by events. The same
// states in Kazakh: Consent.kk.stories.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CONSENT_TEXT, fmt, ruPublicMessages } from '@sakta/core';
import { ConsentScreen } from '@sakta/ui';
import { publicStates } from '../fixtures-public';
import { withLanguageState } from './public-language';

const ConsentStory = withLanguageState(ConsentScreen);

/**
 * Every state of the public consent page /kdp/{iin}. The `view` arg is the public confirmation machine's view
 * model (core's `selectPublicConfirmationView` of the machine after each story's events); the code was sent
 * before the page opened (no resend). The page's language is the `language` arg (Russian here): the switch in the
 * bar and the consent's tabs change it.
 */
const meta = {
  title: 'Screens/Consent',
  tags: ['hand'],
  component: ConsentScreen,
  parameters: {
    hand: "the consent page with the records and texts the component tests read by name (the consent's text, a wrong code, the resend's countdown); its Kazakh twin in Consent.kk",
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 860 } },
  },
  args: {
    view: publicStates.form(),
    language: 'ru',
    text: CONSENT_TEXT,
    downloading: false,
    onLanguageChange: fn(),
    onDownload: fn(),
    onCodeChange: fn(),
    onVerify: fn(),
    onRetry: fn(),
  },
  render: (args) => <ConsentStory {...args} />,
} satisfies Meta<typeof ConsentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status is loading. */
export const Loading: Story = { args: { view: publicStates.loading() } };
/** Code sent, not accepted: the consent's text in the page's language, the download link, the code step. */
export const Form: Story = {};
/** The code prefilled from the link's `code` parameter: 'Подтвердить' enabled. */
export const CodeFilled: Story = { args: { view: publicStates.form('4821') } };
/** The consent PDF is being fetched for download. */
export const Downloading: Story = { args: { downloading: true } };
/** The code is being checked. */
export const Verifying: Story = { args: { view: publicStates.verifying() } };
/** The code was refused: cleared, the server's message in red. */
export const WrongCode: Story = { args: { view: publicStates.refused(ruPublicMessages.codeWrong) } };
/** The code is more than 24 hours old. */
export const CodeExpired: Story = { args: { view: publicStates.refused(ruPublicMessages.codeExpired) } };
/** The fifth wrong try blocked the code. */
export const CodeBlocked: Story = { args: { view: publicStates.refused(ruPublicMessages.codeBlocked) } };
/** Too many wrong codes within an hour: no try before the lock ends. */
export const CodesLocked: Story = {
  args: { view: publicStates.refused(fmt(ruPublicMessages.codesLocked, { minutes: 42 })) },
};
/** No code was ever sent for this customer (the server's answer to a code). */
export const CodeNone: Story = { args: { view: publicStates.refused(ruPublicMessages.codeNone) } };
/** No connection while the code was checked. */
export const VerifyOffline: Story = { args: { view: publicStates.verifyOffline() } };
/** Accepted: 'Согласие предоставлено'. */
export const Accepted: Story = { args: { view: publicStates.accepted() } };
/** No code was sent: 'У вас нет доступа'. */
export const NoAccess: Story = { args: { view: publicStates.noAccess() } };
/** The status could not be read (the payload did not decrypt): message and 'Повторить'. */
export const Failed: Story = { args: { view: publicStates.failed() } };
/** The status could not be loaded: no connection. */
export const FailedOffline: Story = { args: { view: publicStates.failedOffline() } };
/** The server could not answer the status. */
export const FailedServer: Story = { args: { view: publicStates.failed(ruPublicMessages.internal) } };
