import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ru } from '@sakta/core';
import { LoginScreen } from '@sakta/ui';

/** When the token expires the user is sent to the login page, which says why. */
const meta = {
  title: 'Screens/Session/Expired',
  component: LoginScreen,
  // Full-page screens render in their own frame on the docs page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 720 } } },
  args: {
    iin: '',
    password: '',
    apc: '',
    canSubmit: false,
    submitting: false,
    submitLabel: ru.login.submit,
    error: null,
    notice: ru.session.expired,
    resetHref: '/reset',
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {};
