import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusDot } from '@sakta/ui';

const meta = {
  title: 'Primitives/StatusDot',
  component: StatusDot,
  args: { label: 'Активен', tone: 'success', showLabel: true },
  argTypes: { tone: { control: 'select', options: ['primary', 'success', 'danger', 'warning', 'neutral'] } },
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { tone: 'primary', label: 'Новый' } };
export const Success: Story = { args: { tone: 'success', label: 'Активен' } };
export const Danger: Story = { args: { tone: 'danger', label: 'Заблокирован' } };
export const Warning: Story = { args: { tone: 'warning', label: 'Ожидает подтверждения' } };
export const Neutral: Story = { args: { tone: 'neutral', label: 'Удалён' } };
/** Only the dot is visible; the label is read by screen readers. */
export const DotOnly: Story = { args: { tone: 'danger', label: 'Заблокирован', showLabel: false } };
