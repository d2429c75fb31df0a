// Stories of the accountant's terminals /terminals: the shared paged list replayed over the terminal rows.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountantTerminalsScreen } from '@sakta/ui';
import { ACCOUNTANT_TERMINALS, listView } from '../fixtures-organisation';

const meta = {
  title: 'Screens/AccountantTerminals',
  tags: ['hand'],
  component: AccountantTerminalsScreen,
  parameters: {
    hand: "the accountant's terminals: a list of rows, not a machine of its own",
    layout: 'padded',
  },
  args: { list: listView(ACCOUNTANT_TERMINALS), onRetry: fn() },
} satisfies Meta<typeof AccountantTerminalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The accountant's terminals: one active with its branch, one inactive with none. */
export const List: Story = {};
export const Loading: Story = { args: { list: listView('loading') } };
export const Failed: Story = { args: { list: listView('offline') } };
export const Empty: Story = { args: { list: listView([]) } };
