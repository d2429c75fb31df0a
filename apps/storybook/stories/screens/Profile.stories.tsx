import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileScreen } from '@sakta/ui';
import { drm, manager, shellUser } from '../fixtures';

const meta = {
  title: 'Screens/Profile',
  tags: ['hand'],
  parameters: { hand: 'the profile: no machine' },
  component: ProfileScreen,
  args: { user: { ...manager, roleName: shellUser(manager).roleName }, onLogout: fn() },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** No patronymic, phone or birthday: the missing values show '—'. */
export const MissingValues: Story = {
  args: { user: { ...drm, phone: null, birthday: null, roleName: shellUser(drm).roleName } },
};
