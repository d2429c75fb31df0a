// The shared code step in Kazakh (the customer pages' words, core's publicKk.code): every state of
// CodeConfirmation.stories.tsx, the countdown included. The customer pages show its pre-sent states; the others
// are there for the day a customer's page sends its own code.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { publicKk } from '@sakta/core';
import russian, * as ru from './CodeConfirmation.stories';

const meta = {
  ...russian,
  title: 'Screens/CodeConfirmation (қазақша)',
  parameters: {
    ...russian.parameters,
    hand: 'every state of CodeConfirmation.stories in Kazakh: the language the graph does not choose',
  },
  args: { ...russian.args, text: publicKk.code },
  decorators: [
    (Story) => (
      <div lang="kk" className="max-w-md rounded-2xl border bg-card p-6 shadow-card">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof russian.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step0Disabled: Story = ru.Step0Disabled;
export const Step0Ready: Story = ru.Step0Ready;
export const Sending: Story = ru.Sending;
export const Step0NetworkError: Story = ru.Step0NetworkError;
export const Step1Sent: Story = ru.Step1Sent;
export const Step1NoPhone: Story = ru.Step1NoPhone;
export const Step1ResendUnlocked: Story = ru.Step1ResendUnlocked;
export const Resending: Story = ru.Resending;
export const Step2Complete: Story = ru.Step2Complete;
export const Verifying: Story = ru.Verifying;
export const WrongCode: Story = ru.WrongCode;
export const PreSent: Story = ru.PreSent;
export const PreSentPrefilled: Story = ru.PreSentPrefilled;
export const Confirmed: Story = ru.Confirmed;
