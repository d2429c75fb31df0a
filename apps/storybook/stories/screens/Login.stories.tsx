import type { Meta, StoryObj } from '@storybook/react-vite';
import { ru } from '@sakta/core';
import { LoginScreen } from '@sakta/ui';
import { loginArgs } from '../fixtures';
import { DEMO_PASSWORD, LoginDemo } from './login-demo';

/**
 * Every state of the login screen. The args are the login machine's view model (core's `selectLoginView`):
 * the screen decides nothing itself.
 */
const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  // Full-page screens render in their own frame on the docs page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 720 } } },
  args: loginArgs,
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: 'Войти' is disabled. */
export const Empty: Story = {};

/** IIN and password still too short (IIN needs 12 digits, password more than 8 characters): disabled. */
export const Typing: Story = { args: { iin: '90010130', password: 'Sakta' } };

/** Both fields complete: 'Войти' is enabled; Enter submits too. */
export const Ready: Story = { args: { iin: '900101300017', password: 'Sakta-demo-2026!', canSubmit: true } };

/** With the optional APC filled in. */
export const ReadyWithApc: Story = {
  args: { iin: '900101300097', password: 'Sakta-demo-2026!', apc: 'APC7781', canSubmit: true },
};

/** The request is on its way: 'Пожалуйста, подождите...'. */
export const Submitting: Story = {
  args: {
    iin: '900101300017',
    password: 'Sakta-demo-2026!',
    submitting: true,
    submitLabel: ru.login.waiting,
  },
};

/** The server refused: its errors joined with ', ' in red; the button stays disabled until the input changes. */
export const Failed: Story = {
  args: {
    iin: '900101300017',
    password: 'wrong-password',
    error: `${ru.errors.wrongCredentials}, ${ru.errors.apcMismatch}`,
  },
};

/** No connection. */
export const NetworkError: Story = {
  args: { iin: '900101300017', password: 'Sakta-demo-2026!', error: ru.errors.network },
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
