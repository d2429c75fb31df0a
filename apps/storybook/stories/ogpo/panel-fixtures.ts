/*
 * Fixtures of the contract panel's stories: the views (ContractPanelView, PolicyAlertsView, SuccessCardView) of
 * each state of the sale, written as props until the policy machine's sale region and its selector land; then the
 * stories replay the machine instead.
 */
import type {
  ActionButton,
  ContractPanelView,
  PolicyAlertsView,
  SaleStatus,
  SuccessCardView,
  TermOption,
} from '@sakta/core/ogpo';

const off: ActionButton = { shown: false, enabled: false, busy: false };
const on: ActionButton = { shown: true, enabled: true, busy: false };
const shownDisabled: ActionButton = { shown: true, enabled: false, busy: false };
const busy: ActionButton = { shown: true, enabled: false, busy: true };

export const MONTH_TERMS: TermOption[] = [
  { term: { unit: 'month', count: 12 }, label: 'на 12 месяцев' },
  { term: { unit: 'month', count: 6 }, label: 'на 6 месяцев' },
  { term: { unit: 'month', count: 1 }, label: 'на 1 месяц' },
];
export const DAY_TERMS: TermOption[] = [
  { term: { unit: 'day', count: 5 }, label: 'на 5 дней' },
  { term: { unit: 'day', count: 10 }, label: 'на 10 дней' },
  { term: { unit: 'day', count: 15 }, label: 'на 15 дней' },
  ...MONTH_TERMS.slice().reverse(),
];

export const PREMIUM_TEXT = '1\u00A0234\u00A0567,50 тг.';
export const INVOICE = 'INV-2026-000815';
export const DRAFT_ID = '01JDSAKTA00000000000000D01';
export const HINTS = ['Выберите менеджера', 'Прикрепите водительское удостоверение'];
export const WAITING = 'Оплата ещё не поступила. Проверьте позже.';
export const CHECKOUT_FAILED = 'Ошибка выставления счета, попробуйте ещё раз.';

type Buttons = ContractPanelView['buttons'];
const buttons = (patch: Partial<Buttons>): Buttons => ({
  calculate: off,
  verifyAgain: off,
  saveDraft: on,
  transfer: off,
  card: off,
  kaspi: off,
  checkPayment: off,
  ...patch,
});

/** A Standard sale being assembled by a seller (the term read-only), nothing calculated yet. */
export const EDITING: ContractPanelView = {
  status: 'editing',
  locked: false,
  treaty: {
    date: '2026-11-26',
    min: '2026-11-26',
    end: '2027-11-25',
    term: { unit: 'month', count: 12 },
    terms: MONTH_TERMS,
    termEditable: false,
    dateError: null,
  },
  paymentPhone: { value: '', required: true, error: null },
  calculation: null,
  otp: null,
  buttons: buttons({ calculate: on }),
  hints: [],
  payment: null,
  waiting: null,
  error: null,
  draft: { saving: false, savedId: null, message: null },
};

const CALCULATION = { premium: 1234567.5, premiumText: PREMIUM_TEXT, calculationDate: '2026-11-25' };
const PAY = { transfer: on, card: on, kaspi: on };
const PAY_LOCKED = { transfer: shownDisabled, card: shownDisabled, kaspi: shownDisabled };
const CALCULATED = {
  calculation: CALCULATION,
  paymentPhone: { value: '+7(701) 234-5678', required: true, error: null },
};

/** `EDITING` changed by `patch`, in `status`, with the buttons patched. */
export const panel = (
  status: SaleStatus,
  patch: Partial<ContractPanelView> = {},
  buttonPatch: Partial<Buttons> = {},
): ContractPanelView => ({ ...EDITING, status, ...patch, buttons: buttons(buttonPatch) });

type Payment = NonNullable<ContractPanelView['payment']>;
const TRANSFER: Payment = {
  method: 'transfer',
  url: 'http://localhost:8082/bank/invoice/INV-2026-000815',
  invoice: INVOICE,
};
const CARD: Payment = { method: 'card', url: '/epay/2107', invoice: null };
const KASPI: Payment = { method: 'kaspi', url: 'http://localhost:8083/kaspi/pay/2108', invoice: null };

/** A payment requested (everything locked): 'Проверить оплату', spinning while `status` is checkingPayment. */
const awaiting = (
  payment: Payment,
  patch: Partial<ContractPanelView> = {},
  status: 'awaitingPayment' | 'checkingPayment' = 'awaitingPayment',
) =>
  panel(
    status,
    { ...CALCULATED, locked: true, payment, ...patch },
    { saveDraft: shownDisabled, checkPayment: status === 'checkingPayment' ? busy : on },
  );

export const panelStates = {
  editing: panel('editing', {}, { calculate: on }),
  administrator: panel('editing', { treaty: { ...EDITING.treaty, termEditable: true } }, { calculate: on }),
  temporaryEntry: panel(
    'editing',
    {
      treaty: {
        ...EDITING.treaty,
        end: '2026-11-30',
        term: { unit: 'day', count: 5 },
        terms: DAY_TERMS,
        termEditable: true,
      },
    },
    { calculate: on },
  ),
  hints: panel('editing', { hints: HINTS }, { calculate: shownDisabled }),
  invalid: panel(
    'editing',
    {
      treaty: {
        ...EDITING.treaty,
        date: '2026-11-24',
        dateError: 'Дата начала не может быть раньше завтрашней',
      },
      paymentPhone: { value: '+7(701) 23', required: true, error: 'Укажите телефон для оплаты' },
    },
    { calculate: shownDisabled },
  ),
  verifying: panel('verifying', { locked: true }, { calculate: busy, saveDraft: shownDisabled }),
  podftWaiting: panel(
    'podftWaiting',
    { hints: ['Клиент на проверке ПОДФТ: расчёт после решения комплаенс-службы'] },
    { verifyAgain: on },
  ),
  verifyFailed: panel(
    'editing',
    {
      error: 'Время ожидания ответа от сервера истекло. Попробуйте снова.',
      draft: { saving: false, savedId: DRAFT_ID, message: 'Сохранено' },
    },
    { calculate: on },
  ),
  calculating: panel('calculating', { locked: true }, { calculate: busy, saveDraft: shownDisabled }),
  calculated: panel(
    'calculated',
    { ...CALCULATED, otp: { shown: true, confirmed: false }, hints: ['Подтвердите код страхователя'] },
    { calculate: on, ...PAY_LOCKED },
  ),
  codeConfirmed: panel(
    'calculated',
    { ...CALCULATED, otp: { shown: true, confirmed: true } },
    { calculate: on, ...PAY },
  ),
  checkingOut: panel(
    'checkingOut',
    { ...CALCULATED, locked: true, otp: { shown: true, confirmed: true } },
    { saveDraft: shownDisabled, ...PAY_LOCKED, transfer: busy },
  ),
  checkoutFailed: panel(
    'calculated',
    { ...CALCULATED, otp: { shown: true, confirmed: true }, error: CHECKOUT_FAILED },
    { calculate: on, ...PAY },
  ),
  awaitingTransfer: awaiting(TRANSFER),
  awaitingCard: awaiting(CARD),
  awaitingKaspi: awaiting(KASPI),
  checkingPayment: awaiting(CARD, {}, 'checkingPayment'),
  waiting: awaiting(CARD, { waiting: WAITING }),
  draftSaving: panel(
    'editing',
    { draft: { saving: true, savedId: null, message: null } },
    { calculate: shownDisabled, saveDraft: busy },
  ),
  draftSaved: panel(
    'editing',
    { draft: { saving: false, savedId: DRAFT_ID, message: 'Сохранено' } },
    { calculate: on },
  ),
  issued: panel('issued', { ...CALCULATED, locked: true }, { saveDraft: off }),
} satisfies Record<string, ContractPanelView>;

export const alertStates = {
  none: { banner: [], dialog: null },
  noTerminal: {
    banner: ['У вас не настроен терминал.'],
    dialog: { message: 'Без терминала нельзя заключить полис!', secondsLeft: 3 },
  },
  banner: {
    banner: [
      'Страхователь не может быть нерезидентом для ОГПО ВТС',
      'Прикрепите все документы',
      'Прикрепите водительское удостоверение',
    ],
    dialog: null,
  },
  counting: {
    banner: ['Прикрепите все документы'],
    dialog: { message: 'Прикрепите все документы', secondsLeft: 7 },
  },
  closable: {
    banner: ['Прикрепите все документы'],
    dialog: { message: 'Прикрепите все документы', secondsLeft: 0 },
  },
} satisfies Record<string, PolicyAlertsView>;

const TICKET: SuccessCardView = {
  number: '26-OGPO-100815',
  global: null,
  processing: true,
  from: '2026-11-26',
  to: '2027-11-25',
  premiumText: PREMIUM_TEXT,
  documents: false,
};

export const successStates = {
  processing: TICKET,
  issued: { ...TICKET, global: '2611-0000815-OGPO', processing: false, documents: true },
} satisfies Record<string, SuccessCardView>;
