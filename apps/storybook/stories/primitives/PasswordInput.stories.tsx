import type { Meta, StoryObj } from '@storybook/react-vite';
import { ru } from '@sakta/core';
import { Field, PasswordInput } from '@sakta/ui';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { defaultValue: 'Sakta-demo-2026!' },
  render: (args) => (
    <Field label={ru.login.password}>
      <PasswordInput {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the eye button ('Показать пароль') shows it. */
export const Default: Story = {};
export const Empty: Story = { args: { defaultValue: '' } };
export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = {
  render: (args) => (
    <Field label={ru.login.password} error="Пароль должен быть длиннее 8 символов">
      <PasswordInput {...args} defaultValue="12345" />
    </Field>
  ),
};
