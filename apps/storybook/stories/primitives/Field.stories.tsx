import type { Meta, StoryObj } from '@storybook/react-vite';
import { ru } from '@sakta/core';
import { Field, Input } from '@sakta/ui';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label: 'Фамилия', children: null },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextInput: Story = {
  args: { label: 'Фамилия', children: <Input placeholder="Иванов" /> },
};

export const WithHint: Story = {
  args: { label: ru.login.apc, hint: ru.login.apcHint, children: <Input /> },
};

export const WithError: Story = {
  args: {
    label: ru.login.iin,
    error: 'ИИН должен содержать 12 цифр',
    children: <Input defaultValue="90010130" inputMode="numeric" />,
  },
};

export const Required: Story = {
  args: { label: 'E-mail', required: true, children: <Input type="email" placeholder="name@example.kz" /> },
};

export const Disabled: Story = {
  args: { label: 'Логин', children: <Input defaultValue="900101300017" disabled /> },
};
