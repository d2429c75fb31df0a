// Stories of the OGPO success card (the production policy machine replayed to the ticket): while 1C assigns the global number, and with it (receipt and policy open).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SuccessCard } from '@sakta/ui';
import { successStates } from './panel-fixtures';

const meta = {
  title: 'OGPO/SuccessCard',
  tags: ['hand'],
  component: SuccessCard,
  parameters: {
    hand: 'the success card (processing, issued) alone; ogpo-panel-success tests read them',
    layout: 'padded',
  },
  args: { view: successStates.issued(), send: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SuccessCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid and issued: the global number, 'Квитанция', 'Полис', OK. */
export const Issued: Story = {};
/** Paid, 1C still assigning the global number: the documents wait for it. */
export const Processing: Story = { args: { view: successStates.processing() } };
