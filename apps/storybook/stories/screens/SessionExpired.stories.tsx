import type { Meta, StoryObj } from '@storybook/react-vite';
import { ru } from '@sakta/core';
import { LoginScreen } from '@sakta/ui';
import { loginArgs } from '../fixtures';

/** When the token expires the user is sent to the login page, which says why. */
const meta = {
  title: 'Screens/Session/Expired',
  tags: ['hand'],
  component: LoginScreen,
  // Full-page screens render in their own frame on the docs page.
  parameters: {
    hand: 'the login with the session-expired notice (the session ended elsewhere)',
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
  args: { ...loginArgs, notice: ru.session.expired },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {};
