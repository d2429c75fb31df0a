/*
 * Fixtures of the property page's stories: the production property machine (its calls and dialogs never answering by
 * themselves) replayed through a sale, then read by core's view model (connectProperty's view) and the kernel's
 * selectors with property's rules (selectPropertyPanel, selectPropertyAlerts, selectPropertySuccess).
 */
import { DEFAULT_PROGRAM_CONDITION, type ProgramCondition } from '@sakta/core/property';
import {
  propertyMachine,
  selectPropertyAlerts,
  selectPropertyPanel,
  selectPropertySuccess,
  selectPropertyView,
  type PropertyConditions,
  type PropertyInput,
  type PropertySnapshot,
  type PropertyView,
} from '@sakta/core/property/sale';
import {
  ruSale,
  type ContractPanelView,
  type PolicyAlertsView,
  type SuccessCardView,
} from '@sakta/core/sale';
import type { Signatory } from '@sakta/core/sale/fi';
import {
  OGPO_AGENTS,
  PROPERTY_ADMIN_USER,
  PROPERTY_BANK,
  PROPERTY_CALCULATION,
  PROPERTY_ENTITY,
  PROPERTY_EPAY,
  PROPERTY_INVOICE,
  PROPERTY_LEADER,
  PROPERTY_MANAGERS,
  PROPERTY_NO_TERMINAL_USER,
  PROPERTY_OFFERED,
  PROPERTY_OFFICE,
  PROPERTY_OWNER,
  PROPERTY_PERSON,
  PROPERTY_SELLER_IP,
  PROPERTY_SIGNATORY,
  PROPERTY_TICKET,
  PROPERTY_VERIFY_OK,
  PROPERTY_VERIFY_PODFT,
  PROPERTY_VERIFY_UNKNOWN,
  PROPERTY_WAREHOUSE,
  propertyInput,
} from '@sakta/core/testing';
import { done, never, offline, replay, type AnyEvent, type ReplayEvent } from '../replay';
import { saleCalls } from '../story-actors';

type Step = ReplayEvent<AnyEvent>;

/** The property machine whose calls, pauses and clocks never answer by themselves (the stories' events do). */
export const storyPropertyMachine = propertyMachine.provide({
  actors: {
    clientDialog: never(),
    chiefDialog: never(),
    objectDialog: never(),
    documentsDialog: never(),
    podftDialog: never(),
    ...saleCalls(),
  },
});

/** The administrator (role 0) selling the immovable program, at 25.11.2026 11:00 in Almaty. */
export const adminInput = propertyInput('DSI_FI', PROPERTY_ADMIN_USER) as PropertyInput;

// ------------------------------------------------------------------------------------------------ the data

/** The whitelisted bank (5.5): its objects need no loan number. */
export const HALYK_BANK = {
  ...PROPERTY_BANK,
  client: { ...PROPERTY_BANK.client, id: 32, title: 'АО «Народный Банк Казахстана»', iin: '940140000385' },
};

/** A lathe, the movable program's object: no condition, kind or walls. */
export const LATHE = {
  ...PROPERTY_OFFICE,
  address: 'г. Алматы, ул. Рыскулова, 57, цех 2',
  cond_id: '',
  kind_id: '',
  wall_id: '',
  cost: 25_000_000,
  amount: 20_000_000,
  loan_number: 'KZ-2026-014',
  add_info: 'Токарный станок с ЧПУ',
};

export const INSURED_SUM = 180_000_000;
export const DRAFT_ID = '01JDSAKTA00000000000000P01';

// ------------------------------------------------------------------------------------------------ the steps

/** Opens a dialog for `target` and answers it with `record` saved. */
export const add = (dialog: string, target: unknown, record: unknown): Step[] => [
  { type: 'OPEN', target } as AnyEvent,
  done(dialog, { kind: 'saved', record }),
];
const edit = (patch: object): Step => ({ type: 'EDIT', patch });
const conditions = (value: PropertyConditions): Step => edit({ conditions: value });
const programCondition = (patch: Partial<ProgramCondition>): Step =>
  edit({ programCondition: { ...DEFAULT_PROGRAM_CONDITION, ...patch } });
const signatory = (patch: Partial<Signatory>): Step =>
  edit({ signatory: { ...PROPERTY_SIGNATORY, ...patch } });

/** The seller's address, the programs offered, the managers, the first one chosen with his agents. */
export const OPENED: Step[] = [
  done('loadIp', { ip: PROPERTY_SELLER_IP }),
  done('loadAvailability', PROPERTY_OFFERED),
  done('loadManagers', PROPERTY_MANAGERS),
  { type: 'SET_MANAGER', id: PROPERTY_MANAGERS[0]!.id },
  done('loadAgents', OGPO_AGENTS),
];

const personInsured: Step[] = [
  ...add('clientDialog', { kind: 'insurer' }, PROPERTY_PERSON),
  edit({ isDrive: true }),
];
const bank = (record: unknown = PROPERTY_BANK) => add('clientDialog', { kind: 'beneficiary' }, record);
const object = (record: unknown) => add('objectDialog', { kind: 'object', index: null }, record);

/** A person insurer insured by the checkbox, the bank, an office and a warehouse, the insured sum. */
export const PERSON: Step[] = [
  ...OPENED,
  ...personInsured,
  ...bank(),
  ...object(PROPERTY_OFFICE),
  ...object(PROPERTY_WAREHOUSE),
  programCondition({ insuredSum: INSURED_SUM }),
];
/** The program's insured sum typed below the objects' amounts (issue 43, item 4): said under the field. */
export const SUM_BELOW_OBJECTS: Step[] = [...PERSON, programCondition({ insuredSum: 1_000_000 })];
const passed = PROPERTY_VERIFY_OK;
export const DRAFT_SAVED: Step[] = [...PERSON, { type: 'SAVE_DRAFT' }, done('saveDraft', { id: DRAFT_ID })];
export const VERIFYING: Step[] = [...PERSON, { type: 'VERIFY' }];
/** Every party passed (after the 0.5-s pause): 'Рассчитать'. */
export const CHECKED: Step[] = [
  ...VERIFYING,
  done('verifyPolicy', { terminal: null, clients: [passed, passed] }),
  done('pause'),
];
/** The insurer unknown to the register: its card marked, the reason, and the policy saved as a draft. */
export const VERIFY_FAILED: Step[] = [
  ...VERIFYING,
  done('verifyPolicy', { terminal: null, clients: [PROPERTY_VERIFY_UNKNOWN, passed] }),
  done('saveDraft', { id: DRAFT_ID }),
];
/** The insurer awaits the compliance decision: its podft documents asked, 'Проверить снова'. */
export const PODFT_WAITING: Step[] = [
  ...VERIFYING,
  done('verifyPolicy', { terminal: null, clients: [PROPERTY_VERIFY_PODFT, passed] }),
];
export const CALCULATING: Step[] = [...CHECKED, { type: 'CALCULATE' }];
export const CALCULATED: Step[] = [...CALCULATING, done('calculate', PROPERTY_CALCULATION)];
export const AWAITING_EPAY: Step[] = [
  ...CALCULATED,
  { type: 'CHECKOUT', method: 'card' },
  done('checkout', PROPERTY_EPAY),
];
export const CHECKING_PAYMENT: Step[] = [...AWAITING_EPAY, { type: 'CHECK_PAYMENT' }];
export const PAYMENT_WAITING: Step[] = [
  ...CHECKING_PAYMENT,
  done('checkPayment', { result: true, waiting: true, message: ruSale.waiting }),
];
export const ISSUED: Step[] = [
  ...AWAITING_EPAY,
  { type: 'CHECK_PAYMENT' },
  done('checkPayment', { result: true, ticket: PROPERTY_TICKET }),
];

/** A legal-entity insurer insured by the checkbox: its leader and an owner, the whitelisted bank, the office. */
const ENTITY_PARTIES: Step[] = [
  ...OPENED,
  ...add('clientDialog', { kind: 'insurer' }, PROPERTY_ENTITY),
  edit({ isDrive: true }),
  ...add('chiefDialog', { kind: 'leader' }, PROPERTY_LEADER),
  ...add('chiefDialog', { kind: 'owner', index: null }, PROPERTY_OWNER),
  ...bank(HALYK_BANK),
  ...object(PROPERTY_OFFICE),
  programCondition({ insuredSum: INSURED_SUM, franchise: 3, av: 10, md: 5 }),
];
/** The signatory on Устав with an IIN one digit short. */
export const ENTITY: Step[] = [...ENTITY_PARTIES, signatory({ iin: '76091130002' })];
/** A non-resident signatory on a power of attorney dated after today. */
export const ENTITY_NON_RESIDENT: Step[] = [
  ...ENTITY_PARTIES,
  signatory({
    resident: false,
    iin: '',
    surname: 'Miller',
    name: 'John',
    patronymic: '',
    foundation_type: 'Доверенность',
    foundation_number: '17/2026',
    foundation_date: '2026-12-01',
  }),
];
/** The entity's sale with a valid signatory, verified and calculated (transfer only). */
export const ENTITY_CALCULATED: Step[] = [
  ...ENTITY_PARTIES,
  signatory({}),
  { type: 'VERIFY' },
  done('verifyPolicy', { terminal: null, clients: [passed, passed] }),
  done('pause'),
  { type: 'CALCULATE' },
  done('calculate', { ...PROPERTY_CALCULATION, items: [PROPERTY_CALCULATION.items[0]!], premium: 89_100 }),
];
/** The payment date chosen (28.11.2026), then the invoice issued: everything read-only. */
export const ENTITY_DATED: Step[] = [...ENTITY_CALCULATED, edit({ paymentDate: '2026-11-28' })];
export const ENTITY_AWAITING_TRANSFER: Step[] = [
  ...ENTITY_DATED,
  { type: 'CHECKOUT', method: 'transfer' },
  done('checkout', PROPERTY_INVOICE),
];

const MOVABLE_CONDITIONS: PropertyConditions = {
  is_immovable: false,
  kind: 'equipment',
  has_losses: true,
  is_indoors: false,
};
/** The movable program: equipment, a lathe, kept outdoors, with losses in the last 3 years. */
export const MOVABLE: Step[] = [
  ...OPENED,
  ...personInsured,
  ...bank(),
  conditions(MOVABLE_CONDITIONS),
  ...object(LATHE),
  programCondition({ insuredSum: 20_000_000 }),
];
/** The lathe's policy switched to the immovable program: the lathe has no condition, kind nor walls. */
export const SWITCHED_TO_IMMOVABLE: Step[] = [
  ...MOVABLE,
  conditions({ ...MOVABLE_CONDITIONS, is_immovable: true }),
];

// ------------------------------------------------------------------------------------------------ the views

export interface PageStory {
  view: PropertyView;
  panel: ContractPanelView;
  alerts: PolicyAlertsView;
  success: SuccessCardView | null;
}

const read = (s: PropertySnapshot): PageStory => ({
  view: selectPropertyView(s),
  panel: selectPropertyPanel(s),
  alerts: selectPropertyAlerts(s),
  success: selectPropertySuccess(s),
});

export const pageAfter = (events: Step[], input: PropertyInput = adminInput): PageStory =>
  replay(storyPropertyMachine, events, read, input);

/** The service manager (role 7) has no terminal. */
export const noTerminalInput = propertyInput('DSI_FI', PROPERTY_NO_TERMINAL_USER) as PropertyInput;

export { done, offline };
