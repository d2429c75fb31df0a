import type { Meta, StoryObj } from '@storybook/react-vite';
import { ru } from '@sakta/core';
import { Alert } from '@sakta/ui';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { variant: 'info', children: ru.session.expired },
  argTypes: { variant: { control: 'select', options: ['info', 'success', 'warning', 'error'] } },
  decorators: [
    (Story) => (
      <div className="w-[26rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { variant: 'success', title: 'Успешно', children: 'Авторизация прошла успешно' },
};
export const Warning: Story = { args: { variant: 'warning', children: 'Время согласования вышло' } };
/** Errors are announced at once (role=alert). */
export const ErrorAlert: Story = {
  args: { variant: 'error', children: `${ru.errors.wrongCredentials}, ${ru.errors.userBlocked}` },
};
export const WithTitle: Story = {
  args: { variant: 'error', title: ru.notify.error, children: 'Необходимо сформировать документ' },
};
