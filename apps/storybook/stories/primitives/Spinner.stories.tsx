import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '@sakta/ui';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** role=status with the screen-reader label 'Загрузка'. */
export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', className: 'text-primary' } };
export const CustomLabel: Story = {
  args: { size: 'lg', label: 'Переход на оплату договора', className: 'text-primary' },
};
