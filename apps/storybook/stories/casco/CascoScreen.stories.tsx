// Stories of the casco sale page (spec part 2 sections 2.4, 3.2, 3.4, 4.1, 5.2, 5.6, 8, 9): the page's gate, the
// parties of a person and of a legal entity, the programs (trucks, special machinery with and without the accident
// risk), the vehicles as 5.2 and the limits judge them, their premiums or the calculation's refusal, the risks and
// note modals, and the sale from verification to the payment, each the production casco machine replayed with
// core's fixtures and shown with its contract panel (or success card) in the `panel` slot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CascoScreen, ContractPanel, HistoryPanel, PolicyAlerts, SuccessCard } from '@sakta/ui';
import {
  AWAITING_EPAY,
  CALCULATED,
  CALCULATION_REFUSED,
  CHECKED,
  ENTITY,
  ENTITY_AWAITING_TRANSFER,
  ISSUED,
  MACHINERY_WITH_ACCIDENT,
  MACHINERY_WITHOUT_ACCIDENT,
  OPENED,
  PERSON,
  READY,
  TYPE_CHANGED,
  VERIFYING,
  WITH_NOTE,
  done,
  noTerminalInput,
  offline,
  pageAfter,
  type PageStory,
} from './page-fixtures';
import { historyHandlers, historyView } from '../fixtures-drafts';
import { SALE_SIGNATORIES } from '../fixtures';

const meta = {
  title: 'Casco/Page',
  tags: ['hand'],
  component: CascoScreen,
  parameters: {
    hand: 'a sale told step by step with the fixtures a designer names (a person, a legal entity, special machinery with and without the accident risk, a note): data the shortest paths do not choose; casco-page tests read them',
    layout: 'padded',
  },
  args: {
    view: pageAfter(OPENED).view,
    onOpen: fn(),
    onDelete: fn(),
    onManager: fn(),
    onAgent: fn(),
    onRetryStaff: fn(),
    onRetry: fn(),
    onInsurerInsured: fn(),
    onProgram: fn(),
    onConditions: fn(),
    onSignatory: fn(),
    onSignatoryId: fn(),
    // the company's active signatories the contract panel offers (2.3)
    signatories: SALE_SIGNATORIES,
    // the page's history button, beside the first column's heading as the app places it
    history: <HistoryPanel view={historyView([])} {...historyHandlers()} />,
  },
} satisfies Meta<typeof CascoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's args from the replayed sale: its view, and below it the contract panel or the success card. */
const at = ({ view, panel, success }: PageStory): Story => ({
  args: {
    view,
    panel: success ? <SuccessCard view={success} send={fn()} /> : <ContractPanel view={panel} send={fn()} />,
  },
});

/** The seller's address and the programs' availability are being read. */
export const Checking: Story = at(pageAfter([]));
/** The trucks' program is switched off in the admin catalogue. */
export const Unavailable: Story = at(
  pageAfter([
    done('loadIp', { ip: '10.20.30.40' }),
    done('loadAvailability', [{ code: 'DSAT_CASCO_FRE', status: 0 }]),
  ]),
);
/** The availability could not be read: the error and 'Повторить'. */
export const Failed: Story = at(
  pageAfter([done('loadIp', { ip: '10.20.30.40' }), offline('loadAvailability')]),
);
/** The page opened, nothing added: the add tiles, trucks, 500 000 000 available, nothing confirmed. */
export const Empty: Story = at(pageAfter(OPENED));
/** A person insured by the checkbox, the bank, the HD78 and the Isuzu; the loan number and the report still asked. */
export const PersonWithBankAndTrucks: Story = at(pageAfter(PERSON));
/** A legal entity: its leader and owner (required), one truck, the signatory on Устав with a short IIN. */
export const LegalEntity: Story = at(pageAfter(ENTITY));
/** The entity's excavator, special machinery with the accident risk (product 3): its limit 1 000 000 000. */
export const SpecialMachineryWithAccident: Story = at(pageAfter(MACHINERY_WITH_ACCIDENT));
/** A person's excavator, special machinery without the accident risk (product 4): its limit 200 000 000. */
export const SpecialMachineryWithoutAccident: Story = at(pageAfter(MACHINERY_WITHOUT_ACCIDENT));
/** The trucks' program switched to trailers: the product reset, both trucks refused on their cards. */
export const VehicleRefusedAfterTypeChange: Story = at(pageAfter(TYPE_CHANGED));
/** Everything filled: 'Проверить'. */
export const ReadyToVerify: Story = at(pageAfter(READY));
/** The parties are being verified: everything read-only. */
export const Verifying: Story = at(pageAfter(VERIFYING));
/** Every party passed: 'Рассчитать'. */
export const Verified: Story = at(pageAfter(CHECKED));
/** Calculated: each truck's premium, the panel's premium and tariff, the payment choices. */
export const Calculated: Story = at(pageAfter(CALCULATED));
/** The Isuzu refused by the calculation: 'Ошибка при получении премии' on its card, the server's message. */
export const CalculationRefused: Story = at(pageAfter(CALCULATION_REFUSED));
/** The risks of special machinery with the accident risk (damage at 5 %): the modal. */
export const RisksModal: Story = {
  args: { ...at(pageAfter(MACHINERY_WITH_ACCIDENT)).args, defaultRisksOpen: true },
};
/** The note modal, starting from the policy's note. */
export const NoteModal: Story = {
  args: { ...at(pageAfter(WITH_NOTE)).args, defaultNoteOpen: true },
};
/** Epay requested: 'Открыть страница оплаты', 'Проверить оплату'; the page read-only. */
export const AwaitingPayment: Story = at(pageAfter(AWAITING_EPAY));
/** A legal entity's invoice issued (transfer): the leader, owners, signatory and conditions read-only. */
export const LockedAfterTransfer: Story = at(pageAfter(ENTITY_AWAITING_TRANSFER));
/** Paid: 'Договор успешно создан' with the numbers and the dates. */
export const Issued: Story = at(pageAfter(ISSUED));
/** The service manager has no terminal: the red banner and the alert above the cards. */
export const NoTerminal: Story = (() => {
  const page = pageAfter([...OPENED.slice(0, 3)], noTerminalInput);
  return {
    args: {
      ...at(page).args,
      header: <PolicyAlerts view={page.alerts} send={fn()} />,
    },
  };
})();
