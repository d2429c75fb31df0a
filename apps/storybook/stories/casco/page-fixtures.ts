/*
 * Fixtures of the casco page's stories: the production casco machine (its calls and dialogs never answering by
 * themselves) replayed through a sale with core's fixtures (the FI parties, the casco vehicles, the calculation and
 * its refusal), then read by core's view model (connectCasco's view) and the kernel's selectors with casco's rules
 * (selectCascoPanel, selectCascoAlerts, selectCascoSuccess).
 */
import type { CascoConditions } from '@sakta/core/casco';
import {
  cascoMachine,
  selectCascoAlerts,
  selectCascoPanel,
  selectCascoSuccess,
  selectCascoView,
  type CascoInput,
  type CascoSnapshot,
  type CascoView,
} from '@sakta/core/casco/sale';
import {
  ruSale,
  type ContractPanelView,
  type PolicyAlertsView,
  type SuccessCardView,
} from '@sakta/core/sale';
import type { Signatory } from '@sakta/core/sale/fi';
import {
  CASCO_CALCULATION,
  CASCO_EXCAVATOR,
  CASCO_PERSON_POLICY,
  CASCO_REFUSED,
  CASCO_TRUCK,
  CASCO_TRUCK_2,
  FI_ADMIN_USER,
  FI_AGENTS,
  FI_BANK,
  FI_ENTITY,
  FI_LEADER,
  FI_MANAGERS,
  FI_NO_TERMINAL_USER,
  FI_OWNER,
  FI_PERSON,
  FI_SELLER_IP,
  FI_SIGNATORY,
  FI_VERIFY_OK,
  FI_VERIFY_PODFT,
  FI_VERIFY_UNKNOWN,
  cascoInput,
} from '@sakta/core/testing';
import { done, failed, never, offline, replay, type AnyEvent, type ReplayEvent } from '../replay';
import { saleCalls } from '../story-actors';

type Step = ReplayEvent<AnyEvent>;

/** The casco machine whose calls, pauses and clocks never answer by themselves (the stories' events do). */
export const storyCascoMachine = cascoMachine.provide({
  actors: {
    clientDialog: never(),
    chiefDialog: never(),
    vehicleDialog: never(),
    documentsDialog: never(),
    podftDialog: never(),
    ...saleCalls(),
  },
});

/** The administrator (role 0) selling trucks (DSAT_CASCO_FRE), at 25.11.2026 11:00 in Almaty. */
export const adminInput = cascoInput('DSAT_CASCO_FRE', FI_ADMIN_USER) as CascoInput;
/** The service manager (role 7) has no terminal. */
export const noTerminalInput = cascoInput('DSAT_CASCO_FRE', FI_NO_TERMINAL_USER) as CascoInput;

// ------------------------------------------------------------------------------------------------ the answers

/** The four casco codes offered by the admin catalogue. */
export const CASCO_OFFERED = [
  { code: 'DSAT_CASCO_FRE', status: 1 as const },
  { code: 'DSAT_CASCO_TRL', status: 1 as const },
  { code: 'DSAT_CASCO_SE1', status: 1 as const },
  { code: 'DSAT_CASCO_SE2', status: 1 as const },
];
export const CASCO_INVOICE = {
  result: true as const,
  policyId: 701,
  url: 'http://localhost:4100/bank/invoice/INV-701',
  invoice: 'INV-701',
};
export const CASCO_EPAY = { result: true as const, policyId: 702, url: '/epay/702' };
export const CASCO_TICKET = {
  policyId: 702,
  number: '26-DSAT-100702',
  global: 'KZ-DSAT-2026-0000702',
  processing: false,
  from: '2026-11-26',
  to: '2027-11-25',
  premium: CASCO_CALCULATION.premium,
};
export const DRAFT_ID = '01JDSAKTA0000000000000C001';
/** The note of the note modal's story. */
export const NOTE = 'Техника хранится на охраняемой площадке заёмщика, г. Караганда, ул. Складская, 4.';

// ------------------------------------------------------------------------------------------------ the steps

/** Opens a dialog for `target` and answers it with `record` saved. */
const add = (dialog: string, target: unknown, record: unknown): Step[] => [
  { type: 'OPEN', target } as AnyEvent,
  done(dialog, { kind: 'saved', record }),
];
const edit = (patch: object): Step => ({ type: 'EDIT', patch });
const vehicle = (record: unknown) => add('vehicleDialog', { kind: 'vehicle', index: null }, record);
const bank = add('clientDialog', { kind: 'beneficiary' }, FI_BANK);
const program = (type: number, product: number) => edit({ program: { type, product } });
/** The loan number, the appraisal report and the three confirmations as the person's policy has them. */
const FILLED: CascoConditions = CASCO_PERSON_POLICY.conditions;
const conditions = (patch: Partial<CascoConditions> = {}) => edit({ conditions: { ...FILLED, ...patch } });
const signatory = (patch: Partial<Signatory> = {}) => edit({ signatory: { ...FI_SIGNATORY, ...patch } });
const passed = FI_VERIFY_OK;
const verified = (steps: Step[]): Step[] => [
  ...steps,
  { type: 'VERIFY' },
  done('verifyPolicy', { terminal: null, clients: [passed, passed] }),
  done('pause'),
];

/** The seller's address, the programs offered, the managers, the first one chosen with his agents. */
export const OPENED: Step[] = [
  done('loadIp', { ip: FI_SELLER_IP }),
  done('loadAvailability', CASCO_OFFERED),
  done('loadManagers', FI_MANAGERS),
  { type: 'SET_MANAGER', id: FI_MANAGERS[0]!.id },
  done('loadAgents', FI_AGENTS),
];

/** A person insurer insured by the checkbox, the bank, the Hyundai HD78 and the Isuzu NQR90; no condition yet. */
export const PERSON: Step[] = [
  ...OPENED,
  ...add('clientDialog', { kind: 'insurer' }, FI_PERSON),
  edit({ isDrive: true }),
  ...bank,
  ...vehicle(CASCO_TRUCK),
  ...vehicle(CASCO_TRUCK_2),
];
/** The loan number and the appraisal report typed, the three confirmations given: 'Проверить'. */
export const READY: Step[] = [...PERSON, conditions()];
export const DRAFT_SAVED: Step[] = [...READY, { type: 'SAVE_DRAFT' }, done('saveDraft', { id: DRAFT_ID })];
/** The note written in the note modal. */
export const WITH_NOTE: Step[] = [...PERSON, conditions({ add_info: NOTE })];
export const VERIFYING: Step[] = [...READY, { type: 'VERIFY' }];
/** The insurer unknown to the register: its card marked, the reason, and the policy saved as a draft. */
export const VERIFY_FAILED: Step[] = [
  ...VERIFYING,
  done('verifyPolicy', { terminal: null, clients: [FI_VERIFY_UNKNOWN, passed] }),
  done('saveDraft', { id: DRAFT_ID }),
];
/** The insurer awaits the compliance decision: 'Проверить снова'. */
export const PODFT_WAITING: Step[] = [
  ...VERIFYING,
  done('verifyPolicy', { terminal: null, clients: [FI_VERIFY_PODFT, passed] }),
];
/** Every party passed (after the 0.5-s pause): 'Рассчитать'. */
export const CHECKED: Step[] = verified(READY);
export const CALCULATING: Step[] = [...CHECKED, { type: 'CALCULATE' }];
/** Each truck priced: 450 000 and 720 000, the policy 1 170 000 (1,8 %). */
export const CALCULATED: Step[] = [...CALCULATING, done('calculate', CASCO_CALCULATION)];
/** The Isuzu refused by the tariff: 'Ошибка при получении премии' on its card, the server's message. */
export const CALCULATION_REFUSED: Step[] = [...CALCULATING, failed('calculate', CASCO_REFUSED)];
export const AWAITING_EPAY: Step[] = [
  ...CALCULATED,
  { type: 'CHECKOUT', method: 'card' },
  done('checkout', CASCO_EPAY),
];
export const CHECKING_PAYMENT: Step[] = [...AWAITING_EPAY, { type: 'CHECK_PAYMENT' }];
export const PAYMENT_WAITING: Step[] = [
  ...CHECKING_PAYMENT,
  done('checkPayment', { result: true, waiting: true, message: ruSale.waiting }),
];
export const ISSUED: Step[] = [
  ...CHECKING_PAYMENT,
  done('checkPayment', { result: true, ticket: CASCO_TICKET }),
];

/** The trucks' program switched to trailers: the product reset to 2, both trucks refused on their cards. */
export const TYPE_CHANGED: Step[] = [...READY, program(10, 1)];

/** A legal-entity insurer insured by the checkbox, its leader and an owner, the bank. */
const ENTITY_PARTIES: Step[] = [
  ...OPENED,
  ...add('clientDialog', { kind: 'insurer' }, FI_ENTITY),
  edit({ isDrive: true }),
  ...add('chiefDialog', { kind: 'leader' }, FI_LEADER),
  ...add('chiefDialog', { kind: 'owner', index: null }, FI_OWNER),
  ...bank,
];
/** The entity's trucks: the HD78, the conditions, the signatory on Устав with an IIN one digit short. */
export const ENTITY: Step[] = [
  ...ENTITY_PARTIES,
  ...vehicle(CASCO_TRUCK),
  conditions(),
  signatory({ iin: '76091130002' }),
];
/** The entity's special machinery with the accident risk (product 3, DSAT_CASCO_SE1): its limit 1 000 000 000. */
export const MACHINERY_WITH_ACCIDENT: Step[] = [
  ...ENTITY_PARTIES,
  program(15, 3),
  ...vehicle(CASCO_EXCAVATOR),
  conditions({ risk_damage: 5 }),
  signatory(),
];
/** A person's special machinery without the accident risk (product 4, DSAT_CASCO_SE2): its limit 200 000 000. */
export const MACHINERY_WITHOUT_ACCIDENT: Step[] = [
  ...OPENED,
  ...add('clientDialog', { kind: 'insurer' }, FI_PERSON),
  edit({ isDrive: true }),
  ...bank,
  program(15, 4),
  ...vehicle(CASCO_EXCAVATOR),
  conditions(),
];
/** The entity's trucks with a valid signatory, verified and calculated (transfer only). */
export const ENTITY_CALCULATED: Step[] = [
  ...verified([...ENTITY_PARTIES, ...vehicle(CASCO_TRUCK), conditions(), signatory()]),
  { type: 'CALCULATE' },
  done('calculate', {
    ...CASCO_CALCULATION,
    items: [CASCO_CALCULATION.items[0]!],
    premium: CASCO_CALCULATION.items[0]!.premium,
  }),
];
/** The payment date chosen (28.11.2026), then the invoice issued: everything read-only. */
export const ENTITY_DATED: Step[] = [...ENTITY_CALCULATED, edit({ paymentDate: '2026-11-28' })];
export const ENTITY_AWAITING_TRANSFER: Step[] = [
  ...ENTITY_DATED,
  { type: 'CHECKOUT', method: 'transfer' },
  done('checkout', CASCO_INVOICE),
];

// ------------------------------------------------------------------------------------------------ the views

export interface PageStory {
  view: CascoView;
  panel: ContractPanelView;
  alerts: PolicyAlertsView;
  success: SuccessCardView | null;
}

const read = (s: CascoSnapshot): PageStory => ({
  view: selectCascoView(s),
  panel: selectCascoPanel(s),
  alerts: selectCascoAlerts(s),
  success: selectCascoSuccess(s),
});

export const pageAfter = (events: Step[], input: CascoInput = adminInput): PageStory =>
  replay(storyCascoMachine, events, read, input);

export { done, offline };
