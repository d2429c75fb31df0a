// Stories of the property contract panel (spec part 2 sections 2.3, 4.1, 5.6): the kernel's panel with property's
// rules, the production property machine replayed: 'Проверить' first, then 'Рассчитать', the tariff and the payment
// date, the payment choices of a person (Перечисление, Epay, Kaspi) and of a legal entity (transfer only),
// 'Открыть страница оплаты', 'Сохранить как черновик', and the success card 'Договор успешно создан'.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContractPanel, SuccessCard } from '@sakta/ui';
import {
  AWAITING_EPAY,
  CALCULATED,
  CALCULATING,
  CHECKED,
  CHECKING_PAYMENT,
  DRAFT_SAVED,
  ENTITY,
  ENTITY_AWAITING_TRANSFER,
  ENTITY_CALCULATED,
  ENTITY_DATED,
  ISSUED,
  OPENED,
  PAYMENT_WAITING,
  PERSON,
  PODFT_WAITING,
  VERIFY_FAILED,
  VERIFYING,
  pageAfter,
} from './page-fixtures';

const meta = {
  title: 'Property/ContractPanel',
  tags: ['hand'],
  component: ContractPanel,
  parameters: {
    hand: "the contract panel alone in each step with the sale's data; property-panel tests read them",
    layout: 'padded',
  },
  args: { view: pageAfter(OPENED).panel, send: fn() },
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

const at = (events: Parameters<typeof pageAfter>[0]): Story => ({ args: { view: pageAfter(events).panel } });

/** Nothing added: tomorrow, 12 months, 'Проверить' disabled and why. */
export const Empty: Story = {};
/** The parties, the objects and the insured sum: 'Проверить'. */
export const ReadyToVerify: Story = at(PERSON);
/** A legal entity whose signatory is not valid yet: the signatory's hint. */
export const SignatoryHint: Story = at(ENTITY);
/** The parties are being verified. */
export const Verifying: Story = at(VERIFYING);
/** A party unknown to the register: the reason, the draft being saved. */
export const VerificationFailed: Story = at(VERIFY_FAILED);
/** A party awaits the compliance decision: 'Проверить снова'. */
export const PodftWaiting: Story = at(PODFT_WAITING);
/** Every party passed: 'Рассчитать'. */
export const Verified: Story = at(CHECKED);
/** The premium is being calculated. */
export const Calculating: Story = at(CALCULATING);
/** A person's policy calculated: premium, tariff, the payment date; Epay and Kaspi, a transfer once dated. */
export const Calculated: Story = at(CALCULATED);
/** A legal entity's policy calculated: transfer only, the payment date asked. */
export const EntityCalculated: Story = at(ENTITY_CALCULATED);
/** The payment date chosen: 'Перечисление'. */
export const EntityDated: Story = at(ENTITY_DATED);
/** Epay requested: 'Открыть страница оплаты', 'Проверить оплату'. */
export const AwaitingEpay: Story = at(AWAITING_EPAY);
/** A transfer requested: the invoice and its bank page. */
export const AwaitingTransfer: Story = at(ENTITY_AWAITING_TRANSFER);
/** The payment is being checked. */
export const CheckingPayment: Story = at(CHECKING_PAYMENT);
/** The check found no payment yet: the waiting text. */
export const PaymentWaiting: Story = at(PAYMENT_WAITING);
/** The draft saved: 'Сохранено' and its id. */
export const DraftSaved: Story = at(DRAFT_SAVED);
/** Paid: 'Договор успешно создан' with the number, the global number, the dates and the documents. */
export const Issued: StoryObj<typeof SuccessCard> = {
  render: () => <SuccessCard view={pageAfter(ISSUED).success!} send={fn()} />,
};
