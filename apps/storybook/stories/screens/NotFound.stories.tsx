import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES, deniedText } from '@sakta/core';
import { NotFoundScreen } from '@sakta/ui';

const meta = {
  title: 'Screens/NotFound',
  tags: ['hand'],
  component: NotFoundScreen,
  // Full-page screens render in their own frame on the docs page.
  parameters: {
    hand: 'the not-found page: no machine',
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
  args: { homeHref: '/' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Oops!', 'Страница не найдена', 'На главную'. */
export const Default: Story = {};
/** A page the role may not open: the guard sends it here, and the text names the page and the role. */
export const Denied: Story = {
  args: { denied: deniedText({ role: 4, apc: null }, ROUTES.termination) },
};
/** Role 8 signed in without its APC at /ogpo: the page is its role's, and it needs the APC to sign in with. */
export const DeniedWithoutApc: Story = {
  args: { denied: deniedText({ role: 8, apc: null }, ROUTES.ogpo) },
};
