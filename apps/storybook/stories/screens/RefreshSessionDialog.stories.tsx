import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ru } from '@sakta/core';
import { RefreshSessionDialog } from '@sakta/ui';

/** The token refresh modal: opens at 300 s left (session machine). */
const meta = {
  title: 'Screens/Session/RefreshDialog',
  component: RefreshSessionDialog,
  // Full-page screens render in their own frame on the docs page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 720 } } },
  args: {
    open: true,
    remainingSeconds: 298,
    refreshing: false,
    error: null,
    onRefresh: fn(),
    onLogout: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof RefreshSessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'До окончания сессии осталось 04:58. Продлить сессию?' */
export const Open: Story = {};
/** 'Продление...' while GET /api/refresh runs. */
export const Refreshing: Story = { args: { refreshing: true } };
/** The refresh failed: the error shows and the user may try again or log out. */
export const RefreshFailed: Story = { args: { remainingSeconds: 241, error: ru.errors.network } };
/** Closed (dismissed): nothing is rendered. */
export const Closed: Story = { args: { open: false } };
