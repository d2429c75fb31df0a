/*
 * Fixtures of the contract panel's stories: the production policy machine replayed through a sale (the parties
 * added, CALCULATE, the verification's and the calculation's answers, the code to the insurer, checkout, the
 * payment check, the ticket), then read by core's selectors (selectContractPanel, selectPolicyAlerts,
 * selectSuccessCard) and the shared code step's selectCodeView.
 */
import {
  ruSale,
  selectContractPanel,
  selectPolicyAlerts,
  selectSuccessCard,
  type ContractPanelView,
  type PolicyAlertsView,
  type PolicyInput,
  type PolicySnapshot,
  type SuccessCardView,
} from '@sakta/core/ogpo';
import { selectCodeView, type CodeConfirmationSnapshot, type CodeView } from '@sakta/core';
import {
  OGPO_AGENTS,
  OGPO_COMPLETE_POLICY,
  OGPO_MANAGER_USER,
  OGPO_MANAGERS,
  OGPO_NO_CONSENT_DRIVER,
  OGPO_PASSENGER_CAR,
  OGPO_RESIDENT_INSURER,
  OGPO_SCANNED_DRIVER,
} from '@sakta/core/testing';
import {
  BOTH_OFFERED,
  OPENED,
  PODFT_REFUSAL,
  add,
  adminInput,
  loaded,
  storyPolicyMachine,
} from '../fixtures-ogpo';
import { DEMO_PHONE } from '../fixtures-public';
import { done, offline, replay, type AnyEvent, type ReplayEvent } from '../replay';

type SaleEvent = ReplayEvent<AnyEvent>;

export const PREMIUM_TEXT = '1\u00A0234\u00A0567,50\u00A0тг.';
export const PAYMENT_PHONE = '+7(701) 234-5678';
export const INVOICE = 'INV-2026-000815';
export const DRAFT_ID = '01JDSAKTA00000000000000D01';
export const TRANSFER_URL = 'http://localhost:8082/bank/invoice/INV-2026-000815';
export const CARD_URL = '/epay/2107';
export const KASPI_URL = 'http://localhost:8083/kaspi/pay/2108';
export const GLOBAL = '2611-0000815-OGPO';

// ---------------------------------------------------------------------------------------------- the sale's steps

const insurer = add('clientDialog', { kind: 'insurer' }, OGPO_RESIDENT_INSURER);
const driver = add('clientDialog', { kind: 'insured', index: null }, OGPO_NO_CONSENT_DRIVER);
const car = add('vehicleDialog', { kind: 'vehicle', index: null }, OGPO_PASSENGER_CAR);

/** A resident insurer, a driver with a licence, a car, the manager: 'Рассчитать' is possible. */
export const PARTIES: SaleEvent[] = [...OPENED, ...insurer, ...driver, ...car];
const CALCULATE: SaleEvent = { type: 'CALCULATE' };
const passed = { success: true };
const verified = (clients: object[]) => done('verifyPolicy', { terminal: null, clients, vehicles: [passed] });

export const VERIFYING: SaleEvent[] = [...PARTIES, CALCULATE];
/** Every party passed; after the 0.5-s pause the premium is asked for. */
export const CALCULATING: SaleEvent[] = [...VERIFYING, verified([passed, passed]), done('pause')];
export const CALCULATED: SaleEvent[] = [
  ...CALCULATING,
  done('calculate', {
    result: true,
    premium: 1234567.5,
    calculationDate: '2026-11-25 11:05:00',
    classes: { insurer: '3', insureds: ['5'] },
    add_payment: 0,
    refund: 0,
  }),
];

/** An event for the code step (the child `otp`, the shared code-confirmation machine). */
const toOtp = (event: SaleEvent): SaleEvent => ({ to: 'otp', event: event as AnyEvent });
/**
 * The payment phone typed (the insurer has none to copy), the code sent to the insurer by SMS (otp/send type 'sms'),
 * 6 s of the lock gone.
 */
export const CODE_SENT: SaleEvent[] = [
  ...CALCULATED,
  { type: 'SET_PAYMENT_PHONE', phone: PAYMENT_PHONE },
  toOtp({ type: 'SEND' }),
  toOtp(done('sendCode', { phone: DEMO_PHONE, channel: 'sms' })),
  toOtp({ type: 'TICK', seconds: 6 }),
];
/** The masked address a letter went to (otp/send type 'mail': an insurer with an e-mail and no phone, 4.2). */
export const MAIL_TO = 'a***@web.de';
const CODE_SENT_BY_MAIL: SaleEvent[] = [
  ...CALCULATED,
  { type: 'SET_PAYMENT_PHONE', phone: PAYMENT_PHONE },
  toOtp({ type: 'SEND' }),
  toOtp(done('sendCode', { phone: MAIL_TO, channel: 'mail' })),
];

/** A rewrite of an issued policy (3.1), kept in the browser, calculated: the old premium deducted, the rest to pay. */
export const REWRITE_GLOBAL = '2611-0000321-OGPO';
const rewriteInput: PolicyInput = {
  ...adminInput,
  kept: {
    policy: { ...OGPO_COMPLETE_POLICY, global: REWRITE_GLOBAL, isRewrite: true },
    draftId: null,
    payment: null,
  },
};
const REWRITE_CALCULATED: SaleEvent[] = [
  ...loaded(BOTH_OFFERED),
  done('loadManagers', OGPO_MANAGERS),
  CALCULATE,
  done('verifyPolicy', { terminal: null, clients: [passed], vehicles: [passed] }),
  done('pause'),
  done('calculate', {
    result: true,
    premium: 53_379,
    calculationDate: '2026-11-25 11:05:00',
    classes: { insurer: '3', insureds: [] },
    refund: 45_753,
    add_payment: 7_626,
  }),
];
export const CODE_CONFIRMED: SaleEvent[] = [
  ...CODE_SENT,
  toOtp({ type: 'CHANGE', value: '1234' }),
  toOtp({ type: 'VERIFY' }),
  toOtp(done('verifyCode', { result: true })),
];

const checkout = (method: 'transfer' | 'card' | 'kaspi'): SaleEvent[] => [
  ...CODE_CONFIRMED,
  { type: 'CHECKOUT', method },
];
/** The payment requested: where the payer pays. */
const awaiting = (method: 'transfer' | 'card' | 'kaspi', url: string, invoice?: string): SaleEvent[] => [
  ...checkout(method),
  done('checkout', { result: true, policyId: 2107, url, ...(invoice ? { invoice } : {}) }),
];
export const CHECKING_PAYMENT: SaleEvent[] = [...awaiting('card', CARD_URL), { type: 'CHECK_PAYMENT' }];

const TICKET = {
  policyId: 2107,
  number: '26-OGPO-100815',
  global: null,
  processing: true,
  from: '2026-11-26',
  to: '2027-11-25',
  premium: 1234567.5,
};
/** Paid: the ticket while 1C assigns the global number, then with it (the next poll after 2 s). */
export const PROCESSING: SaleEvent[] = [
  ...CHECKING_PAYMENT,
  done('checkPayment', { result: true, ticket: TICKET }),
];
export const ISSUED: SaleEvent[] = [
  ...PROCESSING,
  done('pause'),
  done('checkPayment', { result: true, ticket: { ...TICKET, global: GLOBAL, processing: false } }),
];

// ------------------------------------------------------------------------------------------------- the views

export interface PanelStory {
  view: ContractPanelView;
  /** The code step's view while the child `otp` runs. */
  code: CodeView | null;
}

const readPanel = (s: PolicySnapshot): PanelStory => {
  const otp = s.children.otp as { getSnapshot(): CodeConfirmationSnapshot } | undefined;
  return { view: selectContractPanel(s), code: otp ? selectCodeView(otp.getSnapshot()) : null };
};

export const panelAfter = (events: SaleEvent[], input: PolicyInput = adminInput): PanelStory =>
  replay(storyPolicyMachine, events, readPanel, input);

/** A manager (role 3): the manager is himself, the term read-only. */
const managerInput: PolicyInput = { ...adminInput, user: OGPO_MANAGER_USER };
const MANAGER_OPENED: SaleEvent[] = [
  ...loaded(BOTH_OFFERED),
  done('loadManagers', OGPO_MANAGERS),
  done('loadAgents', OGPO_AGENTS),
];

export const panelStates = {
  empty: () => panelAfter(OPENED),
  seller: () => panelAfter([...MANAGER_OPENED, ...insurer, ...driver, ...car], managerInput),
  administrator: () => panelAfter(PARTIES),
  temporaryEntry: () => panelAfter(OPENED, { ...adminInput, productType: 2 }),
  dateBeforeTomorrow: () => panelAfter([...PARTIES, { type: 'SET_TREATY_DATE', date: '2026-11-24' }]),
  verifying: () => panelAfter(VERIFYING),
  podftWaiting: () =>
    panelAfter([
      ...VERIFYING,
      verified([passed, { success: true, podft: { status: 1, message: 'Клиент на проверке ПОДФТ' } }]),
    ]),
  // the insurer refused by the compliance officer (issue 44 item 1): the register passed him, the officer did not
  podftRefused: () =>
    panelAfter([
      ...VERIFYING,
      verified([
        {
          success: true,
          message: 'Проверка пройдена.',
          podft: { id: 7, status: 4, success: false, message: PODFT_REFUSAL },
        },
        passed,
      ]),
      done('saveDraft', { id: DRAFT_ID }),
    ]),
  // a reply without `success` (spec 8): the cards marked, the reason, the policy saved as a draft
  verifyTimedOut: () =>
    panelAfter([...VERIFYING, verified([passed, {}]), done('saveDraft', { id: DRAFT_ID })]),
  calculating: () => panelAfter(CALCULATING),
  calculated: () => panelAfter(CALCULATED),
  codeSent: () => panelAfter(CODE_SENT),
  codeSentByMail: () => panelAfter(CODE_SENT_BY_MAIL),
  rewriteCalculated: () => panelAfter(REWRITE_CALCULATED, rewriteInput),
  codeConfirmed: () => panelAfter(CODE_CONFIRMED),
  checkingOut: () => panelAfter(checkout('transfer')),
  checkoutFailed: () => panelAfter([...checkout('transfer'), offline('checkout')]),
  awaitingTransfer: () => panelAfter(awaiting('transfer', TRANSFER_URL, INVOICE)),
  awaitingCard: () => panelAfter(awaiting('card', CARD_URL)),
  awaitingKaspi: () => panelAfter(awaiting('kaspi', KASPI_URL)),
  checkingPayment: () => panelAfter(CHECKING_PAYMENT),
  waiting: () =>
    panelAfter([
      ...CHECKING_PAYMENT,
      done('checkPayment', { result: true, waiting: true, message: ruSale.waiting }),
    ]),
  paymentCheckFailed: () => panelAfter([...CHECKING_PAYMENT, offline('checkPayment')]),
  draftSaving: () => panelAfter([...PARTIES, { type: 'SAVE_DRAFT' }]),
  // ?draft= of a draft that does not exist (4.1)
  draftMissing: () =>
    panelAfter([...loaded(BOTH_OFFERED), done('loadDraft', { result: false })], {
      ...adminInput,
      draft: DRAFT_ID,
    }),
  draftSaved: () => panelAfter([...PARTIES, { type: 'SAVE_DRAFT' }, done('saveDraft', { id: DRAFT_ID })]),
  issued: () => panelAfter(ISSUED),
};

// ------------------------------------------------------------------------------------------------- alerts

/** A manager whose terminal is not set up: the banner and the 3-s alert at opening. */
const noTerminalInput: PolicyInput = { ...adminInput, user: { ...OGPO_MANAGER_USER, hasTerminal: false } };
const NO_TERMINAL_OPENED: SaleEvent[] = [...MANAGER_OPENED];
const tick: SaleEvent = { type: 'TICK' };

export const alertsAfter = (events: SaleEvent[], input: PolicyInput = noTerminalInput): PolicyAlertsView =>
  replay(storyPolicyMachine, events, selectPolicyAlerts, input);

export const alertStates = {
  none: () => alertsAfter(PARTIES, adminInput),
  noTerminal: () => alertsAfter(NO_TERMINAL_OPENED),
  counting: () => alertsAfter([...NO_TERMINAL_OPENED, tick]),
  closable: () => alertsAfter([...NO_TERMINAL_OPENED, tick, tick, tick]),
  // the alert closed; a driver without a licence adds to the banner
  banner: () =>
    alertsAfter([
      ...NO_TERMINAL_OPENED,
      tick,
      tick,
      tick,
      { type: 'DISMISS_ALERT' },
      ...add('clientDialog', { kind: 'insured', index: null }, OGPO_SCANNED_DRIVER),
    ]),
};

// ------------------------------------------------------------------------------------------------- success

const successAfter = (events: SaleEvent[]): SuccessCardView => {
  const view = replay(storyPolicyMachine, events, selectSuccessCard, adminInput);
  if (!view) throw new Error('the sale did not reach the success card');
  return view;
};

export const successStates = {
  processing: () => successAfter(PROCESSING),
  issued: () => successAfter(ISSUED),
};
