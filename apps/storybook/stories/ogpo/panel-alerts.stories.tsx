// Stories of the OGPO page's alerts: the red banner and the blocking alert dialog, counting down and closable.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PolicyAlerts } from '@sakta/ui';
import { alertStates } from './panel-fixtures';

const meta = {
  title: 'OGPO/PolicyAlerts',
  component: PolicyAlerts,
  parameters: { layout: 'padded' },
  args: { view: alertStates.banner, send: fn() },
} satisfies Meta<typeof PolicyAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The resident rules and the missing documents in the red banner. */
export const Banner: Story = {};
/** Nothing to say: nothing shown. */
export const None: Story = { args: { view: alertStates.none } };
/** A seller without a terminal: the banner and the 3-s alert. */
export const NoTerminal: Story = { args: { view: alertStates.noTerminal } };
/** The alert counting down: it cannot be closed yet. */
export const Counting: Story = { args: { view: alertStates.counting } };
/** The countdown over: 'Закрыть'. */
export const Closable: Story = { args: { view: alertStates.closable } };
