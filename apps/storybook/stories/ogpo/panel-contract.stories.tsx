// Stories of the OGPO contract panel: every status of the sale, locked, the compliance wait, the hints, the
// waiting text, the failures, the draft saved, each way to pay. The code step is the shared CodeConfirmation.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CodeConfirmation, ContractPanel } from '@sakta/ui';
import { codeArgs, codeStatesFor } from '../fixtures-public';
import { panelStates } from './panel-fixtures';

const code = codeStatesFor(60);
const otpSent = <CodeConfirmation {...codeArgs} view={code.sent(54)} />;
const otpConfirmed = <CodeConfirmation {...codeArgs} view={code.confirmed()} />;

const meta = {
  title: 'OGPO/ContractPanel',
  component: ContractPanel,
  parameters: { layout: 'padded' },
  args: { view: panelStates.editing, send: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContractPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seller assembles a Standard sale: tomorrow, 12 months (read-only), 'Рассчитать'. */
export const Editing: Story = {};
/** The administrator (role 0) chooses the term. */
export const AdministratorTerm: Story = { args: { view: panelStates.administrator } };
/** Temporary entry: 5 days by default, the end date follows. */
export const TemporaryEntry: Story = { args: { view: panelStates.temporaryEntry } };
/** Calculation not possible yet: the reasons under the buttons. */
export const Hints: Story = { args: { view: panelStates.hints } };
/** A treaty date before tomorrow and an incomplete payment phone. */
export const Invalid: Story = { args: { view: panelStates.invalid } };
/** The parties are verified (terminal, clients, vehicles): everything locked. */
export const Verifying: Story = { args: { view: panelStates.verifying } };
/** A party awaits the compliance decision: 'Проверить снова'. */
export const PodftWaiting: Story = { args: { view: panelStates.podftWaiting } };
/** A verification without an answer: its error, and the draft it saved. */
export const VerifyFailed: Story = { args: { view: panelStates.verifyFailed } };
/** The premium is being calculated. */
export const Calculating: Story = { args: { view: panelStates.calculating } };
/** Calculated: the premium and the code to the insurer; payment waits for the code. */
export const Calculated: Story = { args: { view: panelStates.calculated, otp: otpSent } };
/** The code confirmed: transfer, card and Kaspi offered. */
export const CodeConfirmed: Story = { args: { view: panelStates.codeConfirmed, otp: otpConfirmed } };
/** The invoice is being issued (transfer). */
export const CheckingOut: Story = { args: { view: panelStates.checkingOut, otp: otpConfirmed } };
/** The invoice could not be issued. */
export const CheckoutFailed: Story = { args: { view: panelStates.checkoutFailed, otp: otpConfirmed } };
/** A transfer: the invoice and its bank page; 'Проверить оплату'. */
export const AwaitingTransfer: Story = { args: { view: panelStates.awaitingTransfer } };
/** A card payment: the card page /epay/{id} in a new tab. */
export const AwaitingCard: Story = { args: { view: panelStates.awaitingCard } };
/** Kaspi: the mobile bank's page. */
export const AwaitingKaspi: Story = { args: { view: panelStates.awaitingKaspi } };
/** The payment is being checked. */
export const CheckingPayment: Story = { args: { view: panelStates.checkingPayment } };
/** The check found no payment: the waiting text for 3 s. */
export const Waiting: Story = { args: { view: panelStates.waiting } };
/** The draft is being saved. */
export const DraftSaving: Story = { args: { view: panelStates.draftSaving } };
/** The draft saved: 'Сохранено' and its id. */
export const DraftSaved: Story = { args: { view: panelStates.draftSaved } };
/** Issued: the panel locked behind the success card. */
export const Issued: Story = { args: { view: panelStates.issued } };
