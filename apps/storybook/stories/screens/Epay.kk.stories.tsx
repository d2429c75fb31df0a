// The card payment page /epay/{id} in Kazakh: every state of Epay.stories.tsx with the page's language 'kk'.
import type { Meta, StoryObj } from '@storybook/react-vite';
import russian, * as ru from './Epay.stories';

const meta = {
  ...russian,
  title: 'Screens/Epay (қазақша)',
  parameters: {
    ...russian.parameters,
    hand: 'every state of Epay.stories in Kazakh: the language the graph does not choose',
  },
  args: { ...russian.args, language: 'kk' },
} satisfies Meta<typeof russian.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = ru.Loading;
export const Widget: Story = ru.Widget;
export const Paid: Story = ru.Paid;
export const Declined: Story = ru.Declined;
export const DeclinedWithReason: Story = ru.DeclinedWithReason;
export const Cancelled: Story = ru.Cancelled;
export const Failed: Story = ru.Failed;
export const AlreadyPaid: Story = ru.AlreadyPaid;
export const NotFound: Story = ru.NotFound;
export const LinkClosed: Story = ru.LinkClosed;
export const UntrustedWidget: Story = ru.UntrustedWidget;
export const FailedNoMessage: Story = ru.FailedNoMessage;
export const FailedOffline: Story = ru.FailedOffline;
