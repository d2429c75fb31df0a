// The on/off switch (a native button with role switch), as the sale cards use it: inside a label with its text.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Switch } from '@sakta/ui';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { defaultChecked: false, onCheckedChange: fn(), 'aria-label': 'Резидент' },
  render: (args) => (
    <label className="flex items-center gap-2 text-sm">
      <Switch {...args} />
      Резидент
    </label>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { defaultChecked: true, disabled: true } };
