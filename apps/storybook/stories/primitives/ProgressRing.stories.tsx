import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressRing } from '@sakta/ui';

const meta = {
  title: 'Primitives/ProgressRing',
  component: ProgressRing,
  args: { fraction: 0.8, color: 'blue', label: 'Прогресс', size: 48, thickness: 5 },
  argTypes: {
    color: { control: 'select', options: ['blue', 'orange', 'red'] },
    fraction: { control: { type: 'range', min: 0, max: 1, step: 0.01 } },
  },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blue: Story = {};
export const Orange: Story = { args: { fraction: 0.15, color: 'orange' } };
export const Red: Story = { args: { fraction: 0.02, color: 'red' } };
export const Empty: Story = { args: { fraction: 0 } };
export const Full: Story = { args: { fraction: 1 } };
export const LargeWithCenter: Story = {
  args: {
    size: 96,
    thickness: 8,
    fraction: 0.64,
    children: <span className="text-lg font-semibold tabular-nums">64%</span>,
  },
};
