// Stories of the OGPO page's alerts (the production policy machine replayed): the red banner and the blocking
// alert dialog, counting down and closable.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PolicyAlerts } from '@sakta/ui';
import { alertStates } from './panel-fixtures';

const meta = {
  title: 'OGPO/PolicyAlerts',
  tags: ['hand'],
  component: PolicyAlerts,
  parameters: {
    hand: "the page's alerts with their messages; ogpo-panel-alerts tests read them",
    layout: 'padded',
  },
  args: { view: alertStates.banner(), send: fn() },
} satisfies Meta<typeof PolicyAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The alert closed: no terminal and a driver without a licence in the red banner. */
export const Banner: Story = {};
/** The administrator with a complete policy: nothing shown. */
export const None: Story = { args: { view: alertStates.none() } };
/** A seller without a terminal: the banner and the 3-s alert. */
export const NoTerminal: Story = { args: { view: alertStates.noTerminal() } };
/** The alert after 1 s: it cannot be closed for 2 s more. */
export const Counting: Story = { args: { view: alertStates.counting() } };
/** The countdown over: 'Закрыть'. */
export const Closable: Story = { args: { view: alertStates.closable() } };
