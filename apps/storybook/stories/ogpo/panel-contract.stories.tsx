// Stories of the OGPO contract panel: the production policy machine replayed through a sale, in every status
// (editing to issued), locked, the compliance wait, the hints, the waiting text, the failures, the draft saved, each
// way to pay. The code step is the shared CodeConfirmation over the machine's child `otp`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CodeConfirmation, ContractPanel } from '@sakta/ui';
import { codeArgs } from '../fixtures-public';
import { panelStates, type PanelStory } from './panel-fixtures';

const meta = {
  title: 'OGPO/ContractPanel',
  tags: ['hand'],
  component: ContractPanel,
  parameters: {
    hand: "the contract panel alone at each step of a sale with the sale's data (premium, phone, invoice, rewrite); ogpo-panel tests read them",
    layout: 'padded',
  },
  args: { view: panelStates.empty().view, send: fn() },
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

/** The panel's args from the replayed sale: its view, and the code step while it runs. */
const at = ({ view, code }: PanelStory): Story => ({
  args: { view, otp: code ? <CodeConfirmation {...codeArgs} view={code} /> : undefined },
});

/** The page opened, no party yet: tomorrow, 12 months, and why 'Рассчитать' is not possible yet. */
export const Empty: Story = {};
/** A manager (role 3) with the parties added: the term read-only, 'Рассчитать'. */
export const Seller: Story = at(panelStates.seller());
/** The administrator (role 0) chooses the term. */
export const AdministratorTerm: Story = at(panelStates.administrator());
/** Temporary entry: 5 days by default, the end date follows. */
export const TemporaryEntry: Story = at(panelStates.temporaryEntry());
/** A first day of cover before tomorrow. */
export const DateBeforeTomorrow: Story = at(panelStates.dateBeforeTomorrow());
/** The parties are verified (terminal, clients, vehicles): everything locked. */
export const Verifying: Story = at(panelStates.verifying());
/** A party awaits the compliance decision: 'Проверить снова'. */
export const PodftWaiting: Story = at(panelStates.podftWaiting());
/**
 * The compliance officer refused the insurer: the officer's message, 'Рассчитать' held, and what the seller can do
 * (replace the insurer, or stop).
 */
export const PodftRefused: Story = at(panelStates.podftRefused());
/** A verification reply without `success`: its error, and the draft it saved. */
export const VerifyTimedOut: Story = at(panelStates.verifyTimedOut());
/** The premium is being calculated. */
export const Calculating: Story = at(panelStates.calculating());
/** Calculated: the premium, the payment phone to give, the code to send to the insurer. */
export const Calculated: Story = at(panelStates.calculated());
/** The code sent: payment waits for it. */
export const CodeSent: Story = at(panelStates.codeSent());
/** The code to an insurer with an e-mail and no phone (4.2): 'Письмо отправлено', the code from the letter. */
export const CodeSentByMail: Story = at(panelStates.codeSentByMail());
/** A rewrite calculated (3.1): the premium, the old policy's premium deducted, what is to pay. */
export const RewriteCalculated: Story = at(panelStates.rewriteCalculated());
/** The code confirmed: transfer, card and Kaspi offered. */
export const CodeConfirmed: Story = at(panelStates.codeConfirmed());
/** The invoice is being issued (transfer). */
export const CheckingOut: Story = at(panelStates.checkingOut());
/** The invoice could not be issued. */
export const CheckoutFailed: Story = at(panelStates.checkoutFailed());
/** A transfer: the invoice and its bank page; 'Проверить оплату'. */
export const AwaitingTransfer: Story = at(panelStates.awaitingTransfer());
/** A card payment: the card page /epay/{id} in a new tab. */
export const AwaitingCard: Story = at(panelStates.awaitingCard());
/** Kaspi: the mobile bank's page. */
export const AwaitingKaspi: Story = at(panelStates.awaitingKaspi());
/** The payment is being checked. */
export const CheckingPayment: Story = at(panelStates.checkingPayment());
/** The check found no payment: the waiting text for 3 s. */
export const Waiting: Story = at(panelStates.waiting());
/** The payment check failed. */
export const PaymentCheckFailed: Story = at(panelStates.paymentCheckFailed());
/** The draft is being saved. */
export const DraftSaving: Story = at(panelStates.draftSaving());
/** The draft saved: 'Сохранено' and its id. */
export const DraftSaved: Story = at(panelStates.draftSaved());
/** Opened with ?draft= of a draft that does not exist: 'Черновик не найден'. */
export const DraftMissing: Story = at(panelStates.draftMissing());
/** Issued: the panel locked behind the success card. */
export const Issued: Story = at(panelStates.issued());
