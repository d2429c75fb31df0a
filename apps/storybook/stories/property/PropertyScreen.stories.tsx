// Stories of the property sale page (spec part 2 sections 2.3, 3.5, 3.6, 4.1, 5.5, 5.6): the page's gate, the
// parties of a person and of a legal entity, the programs, the objects as 5.5 judges them, the signatory block, and
// the sale from verification to the payment, each the production property machine replayed with core's fixtures and
// shown with its contract panel (or success card) in the `panel` slot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContractPanel, HistoryPanel, PolicyAlerts, PropertyScreen, SuccessCard } from '@sakta/ui';
import {
  AWAITING_EPAY,
  CALCULATED,
  CHECKED,
  ENTITY,
  ENTITY_AWAITING_TRANSFER,
  ENTITY_NON_RESIDENT,
  ISSUED,
  MOVABLE,
  OPENED,
  PERSON,
  PODFT_WAITING,
  VERIFY_FAILED,
  SUM_BELOW_OBJECTS,
  SWITCHED_TO_IMMOVABLE,
  VERIFYING,
  done,
  noTerminalInput,
  offline,
  pageAfter,
  type PageStory,
} from './page-fixtures';
import { historyHandlers, historyView } from '../fixtures-drafts';
import { SALE_SIGNATORIES } from '../fixtures';

const meta = {
  title: 'Property/Page',
  tags: ['hand'],
  component: PropertyScreen,
  parameters: {
    hand: 'a sale told step by step with the fixtures a designer names (movable, immovable, a legal entity); property-page tests read them',
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
    onConditions: fn(),
    onProgramCondition: fn(),
    onSignatory: fn(),
    onSignatoryId: fn(),
    // the company's active signatories the contract panel offers (2.3)
    signatories: SALE_SIGNATORIES,
    // the page's history button, beside the first column's heading as the app places it
    history: <HistoryPanel view={historyView([])} {...historyHandlers()} />,
  },
} satisfies Meta<typeof PropertyScreen>;

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
/** The program is switched off in the admin catalogue. */
export const Unavailable: Story = at(
  pageAfter([
    done('loadIp', { ip: '10.20.30.40' }),
    done('loadAvailability', [
      { code: 'DSI_FI', status: 0 },
      { code: 'DSD_FI', status: 1 },
    ]),
  ]),
);
/** The availability could not be read: the error and 'Повторить'. */
export const Failed: Story = at(
  pageAfter([done('loadIp', { ip: '10.20.30.40' }), offline('loadAvailability')]),
);
/** The page opened, nothing added: the add tiles, the immovable program, the default condition, 'Проверить' disabled. */
export const Empty: Story = at(pageAfter(OPENED));
/** A person insurer insured by the checkbox (his card heads the insureds), the bank, an office and a warehouse. */
export const PersonWithBankAndObjects: Story = at(pageAfter(PERSON));
/** A legal entity: its leader and owner (required), the whitelisted bank's note, the signatory on Устав with a short IIN. */
export const LegalEntity: Story = at(pageAfter(ENTITY));
/**
 * The contract panel's signatory (2.3): who signs the contract for the insurance company, chosen among its active
 * signatories; the policy keeps it, and a termination of the policy sends it.
 */
export const SignatoryChosen: Story = at(
  pageAfter([...PERSON, { type: 'EDIT', patch: { signatoryId: SALE_SIGNATORIES[1]!.id } }]),
);
/** A non-resident signatory on a power of attorney: no IIN, the number and a date after today. */
export const SignatoryNonResident: Story = at(pageAfter(ENTITY_NON_RESIDENT));
/** The movable program: its kind (equipment), kept outdoors, losses in the last 3 years, a lathe. */
export const Movable: Story = at(pageAfter(MOVABLE));

/** The program's insured sum below the objects' amounts: the field says so, 'Проверить' waits. */
export const InsuredSumBelowObjects: Story = at(pageAfter(SUM_BELOW_OBJECTS));
/** The lathe's policy switched to the immovable program: the object refused (no condition, kind nor walls). */
export const ObjectRefusedAfterSwitch: Story = at(pageAfter(SWITCHED_TO_IMMOVABLE));
/** The parties are being verified: everything read-only. */
export const Verifying: Story = at(pageAfter(VERIFYING));
/** The insurer unknown to the register: its card marked red, the reason, the draft saved. */
export const VerificationFailed: Story = at(pageAfter(VERIFY_FAILED));
/** The insurer awaits the compliance decision: 'Документы ПОДФТ' on its cards, 'Проверить снова'. */
export const PodftWaiting: Story = at(pageAfter(PODFT_WAITING));
/** Every party passed: the cards marked 'Проверен', 'Рассчитать'. */
export const Verified: Story = at(pageAfter(CHECKED));
/** Calculated: each object's premium and tariff, the panel's premium, tariff and payment date, the payment choices. */
export const Calculated: Story = at(pageAfter(CALCULATED));
/** The risks of the program condition: the modal with the ten risks and their deductibles (franchise 3 %). */
export const RisksModal: Story = {
  args: { ...at(pageAfter(ENTITY)).args, defaultRisksOpen: true },
};
/** Epay requested: 'Открыть страница оплаты', 'Проверить оплату'; the page read-only. */
export const AwaitingPayment: Story = at(pageAfter(AWAITING_EPAY));
/** A legal entity's invoice issued (transfer): the leader, owners and signatory read-only, no add tile. */
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
