// Stories of the consent page /kdp/{iin}: the public confirmation machine's states, replayed by events.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CONSENT_TEXT } from '@sakta/core';
import { ConsentScreen, type ConsentScreenProps } from '@sakta/ui';
import { publicStates } from '../fixtures-public';

/** The tab is the page's own state in the app; here too, so the tabs switch (and onLanguageChange is logged). */
function ConsentStory(args: ConsentScreenProps) {
  const [language, setLanguage] = useState(args.language);
  return (
    <ConsentScreen
      {...args}
      language={language}
      onLanguageChange={(next) => {
        setLanguage(next);
        args.onLanguageChange(next);
      }}
    />
  );
}

/**
 * Every state of the public consent page /kdp/{iin}. The `view` arg is the public confirmation machine's view
 * model (core's `selectPublicConfirmationView` of the machine after each story's events); the code was sent before the page opened (no resend).
 */
const meta = {
  title: 'Screens/Consent',
  component: ConsentScreen,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 860 } } },
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
/** Code sent, not accepted: the Russian tab (default), the download link, the code step. */
export const FormRussian: Story = {};
/** The Kazakh tab (lang="kk"). */
export const FormKazakh: Story = { args: { language: 'kz' } };
/** The code prefilled from the link's `code` parameter: 'Подтвердить' enabled. */
export const CodeFilled: Story = { args: { view: publicStates.form('4821') } };
/** The consent PDF is being fetched for download. */
export const Downloading: Story = { args: { downloading: true } };
/** The code is being checked. */
export const Verifying: Story = {
  args: {
    view: publicStates.verifying(),
  },
};
/** The code was refused: cleared, the server's message in red. */
export const WrongCode: Story = {
  args: {
    view: publicStates.refused('Неверный код. Осталось попыток: 2'),
  },
};
/** Accepted: 'Согласие предоставлено'. */
export const Accepted: Story = { args: { view: publicStates.accepted() } };
/** No code was sent: 'У вас нет доступа'. */
export const NoAccess: Story = { args: { view: publicStates.noAccess() } };
/** The status could not be read (e.g. the payload did not decrypt): message and 'Повторить'. */
export const Failed: Story = { args: { view: publicStates.failed() } };
