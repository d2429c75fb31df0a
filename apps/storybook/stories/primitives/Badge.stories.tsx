import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@sakta/ui';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Оплачен' },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'success', 'danger', 'warning', 'neutral'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary', children: 'Новый' } };
export const Success: Story = { args: { variant: 'success', children: 'Оплачен' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Ошибка' } };
export const Warning: Story = { args: { variant: 'warning', children: 'На согласовании' } };
export const Neutral: Story = { args: { variant: 'neutral', children: 'Черновик' } };

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="primary">Новый</Badge>
      <Badge variant="success">Оплачен</Badge>
      <Badge variant="danger">Ошибка</Badge>
      <Badge variant="warning">На согласовании</Badge>
      <Badge variant="neutral">Черновик</Badge>
    </div>
  ),
};
