// Stories of the login screen: the login machine's states replayed by events, and a live demo.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ru } from '@sakta/core';
import { LoginScreen } from '@sakta/ui';
import { loginArgs, loginView, typed } from '../fixtures';
import { offline, refused } from '../replay';
import { DEMO_PASSWORD, LoginDemo } from './login-demo';

/**
 * Every state of the login screen. The args are the login machine's view model (core's `selectLoginView` of the
 * production machine after each story's events): the screen decides nothing itself.
 */
const meta = {
  title: 'Screens/Login',
  tags: ['hand'],
  component: LoginScreen,
  // Full-page screens render in their own frame on the docs page.
  parameters: {
    hand: 'the login typed in steps, with the APC, the session-expired notice, without the reset link, and a live demo; login tests read them',
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
  args: loginArgs,
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: 'Войти' is disabled. */
export const Empty: Story = {};

/** IIN and password still too short (IIN needs 12 digits, password more than 8 characters): disabled. */
export const Typing: Story = { args: loginView(typed('90010130', 'Sakta')) };
/** Both fields complete: 'Войти' is enabled; Enter submits too. */
export const Ready: Story = { args: loginView(typed('900101300017', 'Sakta-demo-2026!')) };
/** With the optional APC filled in. */
export const ReadyWithApc: Story = {
  args: loginView(typed('900101300097', 'Sakta-demo-2026!', 'APC7781')),
};
/** The request is on its way: 'Пожалуйста, подождите...'. */
export const Submitting: Story = {
  args: loginView([...typed('900101300017', 'Sakta-demo-2026!'), { type: 'SUBMIT' }]),
};
/** The server refused: its errors joined with ', ' in red; the button stays disabled until the input changes. */
export const Failed: Story = {
  args: loginView([
    ...typed('900101300017', 'wrong-password'),
    { type: 'SUBMIT' },
    refused('login', [ru.errors.wrongCredentials, ru.errors.apcMismatch], 401),
  ]),
};
/** No connection. */
export const NetworkError: Story = {
  args: loginView([...typed('900101300017', 'Sakta-demo-2026!'), { type: 'SUBMIT' }, offline('login')]),
};
/** While the password reset screen is not built, the app passes no resetHref and the link is not shown. */
export const WithoutResetLink: Story = { args: { resetHref: null } };

/** Sent back here because the session ran out. */
export const SessionExpired: Story = { args: { notice: ru.session.expired } };

/**
 * Live: core's loginMachine drives the screen (fake back end). IIN 900101300047 with the demo password
 * logs in; any other password is refused.
 */
export const Interactive: Story = {
  parameters: { docs: { description: { story: `Demo password: ${DEMO_PASSWORD}` } } },
  render: () => <LoginDemo />,
};
