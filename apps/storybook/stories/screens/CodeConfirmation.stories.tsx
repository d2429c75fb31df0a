// Stories of the shared code step: every state of the code-confirmation machine, replayed by events.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ruReset } from '@sakta/core';
import { CodeConfirmation } from '@sakta/ui';
import { codeArgs, codeStates } from '../fixtures-public';

/**
 * The product's one-time-code step, alone, in each state of core's code-confirmation machine (the args are its
 * `selectCodeView` after the events that lead to the state). Reset, the consent pages and later features (agreements, AVR, termination) embed it.
 */
const meta = {
  title: 'Screens/CodeConfirmation',
  tags: ['hand'],
  parameters: {
    hand: 'the code step inside a card, with the phones and countdowns the component tests read by name; its Kazakh twin in CodeConfirmation.kk',
  },
  component: CodeConfirmation,
  args: { ...codeArgs, view: codeStates.idle() },
  decorators: [
    (Story) => (
      <div className="max-w-md rounded-2xl border bg-card p-6 shadow-card">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 0: nothing to send yet (the feature's request is incomplete): the send button is disabled. */
export const Step0Disabled: Story = {};
/** Step 0: ready to send. */
export const Step0Ready: Story = { args: { view: codeStates.ready() } };
/** Step 0 with the feature's own label ('Отправить код' is the default). */
export const Step0CustomLabel: Story = { args: { view: codeStates.ready(), sendLabel: 'Отправить SMS' } };
/** The code is being sent: 'Отправка...'. */
export const Sending: Story = { args: { view: codeStates.sending() } };
/** A network error while sending or verifying returns to step 0 with the message. */
export const Step0NetworkError: Story = {
  args: { view: codeStates.sendFailed() },
};
/** Step 1: the code went to the phone; resend locked for 9:59 (reset: 600 s). */
export const Step1Sent: Story = { args: { view: codeStates.sent(599) } };
/** Step 1 when the server did not say which phone. */
export const Step1NoPhone: Story = { args: { view: codeStates.sent(599, null) } };
/** Step 1 after the countdown: 'Отправить код повторно' is enabled. */
export const Step1ResendUnlocked: Story = { args: { view: codeStates.sent(0) } };
/** A new code is on its way (resend): the form stays, 'Отправка...' on the resend button, no confirming. */
export const Resending: Story = { args: { view: codeStates.resending() } };
/** Step 2: four digits, 'Подтвердить' enabled; Enter confirms too. */
export const Step2Complete: Story = { args: { view: codeStates.complete() } };
/** Step 2 with the reset page's label. */
export const Step2ResetLabel: Story = {
  args: { view: codeStates.complete(), verifyLabel: ruReset.confirmCode },
};
/** The code is being checked: 'Проверка...', the field is locked. */
export const Verifying: Story = { args: { view: codeStates.verifying() } };
/** The server refused the code: the field is cleared and its message shown in red. */
export const WrongCode: Story = { args: { view: codeStates.wrongCode() } };
/** The code was sent before the page opened (public pages): no phone line and no resend. */
export const PreSent: Story = { args: { view: codeStates.preSent() } };
/** Pre-sent, prefilled from the link's `code` parameter. */
export const PreSentPrefilled: Story = { args: { view: codeStates.preSent('4821') } };
/** Step 3: confirmed. */
export const Confirmed: Story = { args: { view: codeStates.confirmed() } };
