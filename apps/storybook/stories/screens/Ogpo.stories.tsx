// Stories of the OGPO sale page: the product choice, the page's gate (checking, unavailable, failed), the parties'
// cards in every state they reach, and the sellers by role; each view is the production policy machine replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HistoryPanel, KeptSaleNotice, OgpoProductChoice, OgpoScreen, RewritePhone } from '@sakta/ui';
import {
  OGPO_DEFAULT_INSURED,
  OGPO_ENTITY_INSURER,
  OGPO_FOREIGN_CAR,
  OGPO_LEADER,
  OGPO_MANAGERS,
  OGPO_NO_CONSENT_DRIVER,
  OGPO_OWNER,
  OGPO_PASSENGER_CAR,
  OGPO_RESIDENT_INSURER,
  OGPO_SCANNED_DRIVER,
} from '@sakta/core/testing';
import {
  LOCATED,
  loaded,
  BOTH_OFFERED,
  OPENED,
  PODFT_REFUSAL,
  STANDARD_OFF,
  add,
  adminInput,
  done,
  offline,
  policyView,
  reserveInput,
} from '../fixtures-ogpo';
import { historyHandlers, historyView } from '../fixtures-drafts';

const meta = {
  title: 'Screens/Ogpo',
  tags: ['hand'],
  component: OgpoScreen,
  parameters: {
    hand: "the page's parties of every kind (legal entity, scanned driver, compliance decisions): records the shortest paths do not add",
    layout: 'padded',
  },
  args: {
    view: policyView(OPENED),
    onOpen: fn(),
    onDelete: fn(),
    onManager: fn(),
    onAgent: fn(),
    onRetryStaff: fn(),
    onRetry: fn(),
    onRetryDefaultInsured: fn(),
    // the page's history button, beside the first column's heading as the app places it
    history: <HistoryPanel view={historyView([])} {...historyHandlers()} />,
  },
} satisfies Meta<typeof OgpoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const insurer = add('clientDialog', { kind: 'insurer' }, OGPO_RESIDENT_INSURER);
const driver = add('clientDialog', { kind: 'insured', index: null }, OGPO_NO_CONSENT_DRIVER);
const car = add('vehicleDialog', { kind: 'vehicle', index: null }, OGPO_PASSENGER_CAR);

/** The page opened, nothing added yet: three 'add' tiles and the sellers. */
export const Empty: Story = {};
/** A resident insurer (bank details collapsed), a driver without consent, a car. */
export const Parties: Story = { args: { view: policyView([...OPENED, ...insurer, ...driver, ...car]) } };
/** The insurer added again as a driver drives himself (isDrive): his card heads the drivers. */
export const InsurerDrives: Story = {
  args: {
    view: policyView([
      ...OPENED,
      ...insurer,
      ...add('clientDialog', { kind: 'insured', index: null }, OGPO_RESIDENT_INSURER),
      ...add(
        'licenceDialog',
        { kind: 'licence', index: 'drive' },
        { number: 'BN123456', issued: '2005-06-10' },
      ),
    ]),
  },
};
/** A driver recognised from a scan: the ЕСБД vs Скан table and the anti-money-laundering message. */
export const ScannedDriver: Story = {
  args: {
    view: policyView([
      ...OPENED,
      ...add('clientDialog', { kind: 'insured', index: null }, OGPO_SCANNED_DRIVER),
      ...add('vehicleDialog', { kind: 'vehicle', index: null }, OGPO_FOREIGN_CAR),
    ]),
  },
};
/** A legal-entity insurer: the leader and beneficial owners, marked required. */
export const LegalEntity: Story = {
  args: {
    view: policyView([
      ...OPENED,
      ...add('clientDialog', { kind: 'insurer' }, OGPO_ENTITY_INSURER),
      ...add('chiefDialog', { kind: 'leader' }, OGPO_LEADER),
      ...add('chiefDialog', { kind: 'beneficiary', index: null }, OGPO_OWNER),
    ]),
  },
};
/** A legal-entity insurer before its leader and owners are added; its default insured on its way. */
export const LegalEntityWithoutChiefs: Story = {
  args: { view: policyView([...OPENED, ...add('clientDialog', { kind: 'insurer' }, OGPO_ENTITY_INSURER)]) },
};
const company = [...OPENED, ...add('clientDialog', { kind: 'insurer' }, OGPO_ENTITY_INSURER)];
/**
 * A legal-entity insurer without named drivers (4.1): the register's default insured stands for them, a card with no
 * buttons saying so; 'Добавить водителя' replaces it.
 */
export const LegalEntityDefaultInsured: Story = {
  args: { view: policyView([...company, done('loadDefaultParty', OGPO_DEFAULT_INSURED), ...car]) },
};
/** The default insured could not be fetched: the server's message and 'Повторить'. */
export const LegalEntityDefaultInsuredFailed: Story = {
  args: { view: policyView([...company, offline('loadDefaultParty')]) },
};
/**
 * Flagged by the anti-money-laundering check, the insurer and the car wait for the officer; their documents were sent
 * (podft/upload): 'Проверка документов' on both cards while the review waits (issue 44 item 2).
 */
const WAITING = 'Клиент направлен на проверку ПОДФТ. Дождитесь решения комплаенс-контроля.';
const waiting = (id: number) => ({ id, status: 1, success: false, setDocument: true, message: WAITING });
const documentsSent = [
  ...OPENED,
  ...insurer,
  ...driver,
  ...car,
  { type: 'CALCULATE' },
  done('verifyPolicy', {
    terminal: null,
    clients: [{ success: true, podft: waiting(7) }, { success: true }],
    vehicles: [{ success: true, podft: waiting(8) }],
  }),
  ...add(
    'podftDialog',
    { kind: 'podft', owner: { kind: 'insurer' } },
    { podft: waiting(7), beingVerify: true },
  ),
  ...add(
    'podftDialog',
    { kind: 'podft', owner: { kind: 'vehicle', index: 0 } },
    { podft: waiting(8), beingVerify: true },
  ),
];
export const PodftDocumentsSent: Story = { args: { view: policyView(documentsSent) } };
/**
 * 'Проверить снова' after the officer decided: the insurer refused (the officer's message on his card), the car
 * approved; nothing is being checked any more (issue 44 items 1 and 2).
 */
export const PodftDecided: Story = {
  args: {
    view: policyView([
      ...documentsSent,
      { type: 'VERIFY' },
      done('verifyPolicy', {
        terminal: null,
        clients: [
          {
            success: true,
            message: 'Проверка пройдена.',
            podft: { id: 7, status: 4, success: false, message: PODFT_REFUSAL },
          },
          { success: true },
        ],
        vehicles: [
          { success: true, podft: { id: 8, status: 3, success: true, message: 'Проверка ПОДФТ пройдена.' } },
        ],
      }),
    ]),
  },
};
/** A reserve seller with an apc (Temporary entry): the first manager, the read-only APC field. */
export const ReserveWithApc: Story = {
  args: {
    view: policyView([...loaded(STANDARD_OFF), done('loadManagers', OGPO_MANAGERS)], reserveInput),
  },
};
/** The managers could not be loaded: the error and 'Повторить'. */
export const SellersFailed: Story = {
  args: { view: policyView([...loaded(BOTH_OFFERED), offline('loadManagers')]) },
};

/** The seller's address (GET /api/get-ip) could not be read: 'Ошибка загрузки продукта' and 'Повторить'. */
export const AddressFailed: Story = { args: { view: policyView([offline('loadIp')]) } };
/** The chosen variant is switched off in the admin catalogue. */
export const Unavailable: Story = { args: { view: policyView(loaded(STANDARD_OFF)) } };
/** The availability could not be read: the error and 'Повторить'. */
export const Failed: Story = {
  args: { view: policyView([LOCATED, offline('loadAvailability')]) },
};

const REWRITE = { ...adminInput, rewrite: { global: '26-OGPO-502145', isGlobal: true } };
const confirmPhone = done('policyGet', {
  result: false,
  error: 'Введите телефон страхователя, указанный при оформлении договора 26-OGPO-502145',
  iin: '850315300128',
});

/** A rewrite (?global=&isRewrite=true) refused until the insurer's phone is given: the error and the phone prompt. */
export const RewritePhonePrompt: Story = {
  args: {
    view: policyView([...loaded(BOTH_OFFERED), confirmPhone], REWRITE),
    rewritePhone: (
      <RewritePhone
        error={policyView([...loaded(BOTH_OFFERED), confirmPhone], REWRITE).pageMessage}
        onSubmit={fn()}
      />
    ),
  },
};

/** A sale put back after a reload (kept in the browser): the notice above the cards, with 'Начать заново'. */
export const RestoredSale: Story = {
  args: {
    view: policyView([...OPENED, ...insurer, ...car]),
    header: <KeptSaleNotice savedAt="25.11.2026 11:40" onDiscard={fn()} />,
  },
};

/** The first step: Standard or Temporary entry. */
export const ProductChoice: StoryObj<typeof OgpoProductChoice> = {
  render: () => <OgpoProductChoice />,
};
