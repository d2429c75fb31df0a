// Stories of the session refresh modal: the session machine's selectors after restore, ticks and refresh.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RefreshSessionDialog } from '@sakta/ui';
import { refreshDialogProps, restoredAt, tickAt } from '../fixtures-session';
import { offline } from '../replay';

/**
 * The token refresh modal: opens at 300 s left, and once more at 60 s left after it was dismissed. Its props are the session machine's selectors after the story's
 * events (restored with a one-hour grant, the clock ticked, refresh, dismiss).
 */
const WARNING = restoredAt(298);
const meta = {
  title: 'Screens/Session/RefreshDialog',
  tags: ['hand'],
  component: RefreshSessionDialog,
  // Full-page screens render in their own frame on the docs page.
  parameters: {
    hand: 'the refresh modal at the moments the spec names (the last call at 60 s)',
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
  args: {
    ...refreshDialogProps(WARNING),
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
export const Refreshing: Story = { args: refreshDialogProps([...WARNING, { type: 'REFRESH' }]) };
/** The refresh failed: the error shows and the user may try again or log out. */
export const RefreshFailed: Story = {
  args: refreshDialogProps([...WARNING, { type: 'REFRESH' }, offline('refresh'), tickAt(241)]),
};
/** Closed (dismissed): nothing is rendered. */
export const Closed: Story = { args: refreshDialogProps([...WARNING, { type: 'DISMISS' }]) };
/** Dismissed, it comes back once at 60 s left: 'осталось 01:00' (issue 44 item 9). */
export const LastCall: Story = {
  args: refreshDialogProps([...WARNING, { type: 'DISMISS' }, tickAt(61), tickAt(60)]),
};
