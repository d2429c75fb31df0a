import { isIsoDate } from '../dates';
import { formatKzt } from '../money';
import { isCompletePhone } from '../phone';
import { ruSale } from './ru';
import { ruSalePanel } from './panel-ru';
import { showsApc, type SaleStaffMember } from './staff';
import { treatyEnd } from './treaty';
import type {
  ActionButton,
  ContractPanelView,
  PanelLabels,
  PolicyAlertsView,
  SaleStatus,
  SuccessCardView,
  TermOption,
} from './panel.types';
import type { PaymentMethod, SaleContext, SaleEvent } from './types';

/**
 * What a sale page shows of the sale (spec part 2 sections 2.1, 4.1, 4.2, 6): the contract panel, the red banner and
 * the alert dialog, and the success card, read from where the kernel's regions are. Whether a button works is the
 * machine's answer to its event (its guard); what a product adds is its rules (`PanelRules`): the hints, whether
 * the payer may pay online, whether a payment phone is asked, the terms offered, its banner.
 */

/** What the kernel's selectors read of a sale's snapshot. */
export interface SaleSnapshotLike<P, T> {
  context: SaleContext<P, T>;
  matches(value: unknown): boolean;
  hasTag(tag: string): boolean;
  can(event: SaleEvent<T, P>): boolean;
}

/** A product's rules the panel shows (each reads the sale's context). */
export interface PanelRules<P, T> {
  /** Why calculation is not possible yet. */
  calculationHints(c: SaleContext<P, T>): string[];
  /** Why payment is not possible yet (once calculated). */
  paymentHints(c: SaleContext<P, T>): string[];
  /** The payer may pay by card or the mobile bank (else by transfer only). */
  paysOnline(c: SaleContext<P, T>): boolean;
  needsPaymentPhone(c: SaleContext<P, T>): boolean;
  /** The terms the term select offers. */
  termOptions(c: SaleContext<P, T>): TermOption[];
  /** The red banner's lines (no terminal, the product's own rules). */
  banner(c: SaleContext<P, T>): string[];
  /** The insurer confirms by a one-time code before payment (the product's `confirmsByCode`): the panel's code step. */
  confirmsByCode: boolean;
  /**
   * A product whose verification is a step of its own (its descriptor's `verification.first`): why the parties
   * cannot be verified yet; the calculation hints then follow verification.
   */
  verificationHints?(c: SaleContext<P, T>): string[];
  /** The payment date of a transfer, for a product that has one (property, casco): its value and message. */
  paymentDate?(c: SaleContext<P, T>): { value: string; error: string | null };
  /** The tariff in percent of the insured amount, once calculated (property, casco). */
  tariff?(c: SaleContext<P, T>): number | null;
  /** A rewrite's money once calculated (OGPO, 3.1): the old premium deducted and what is to pay, or null. */
  settlement?(c: SaleContext<P, T>): { refund: number; addPayment: number } | null;
  /** The product's own words for the buttons and the payment link (the spec's, where they differ). */
  labels?: { buttons?: Partial<PanelLabels['buttons']>; openPayment?: string };
}

const STATUSES: readonly SaleStatus[] = [
  'editing',
  'verifying',
  'podftWaiting',
  'checked',
  'calculating',
  'calculated',
  'checkingOut',
  'awaitingPayment',
  'checkingPayment',
  'issued',
];

export function saleStatus(s: { matches(value: unknown): boolean }): SaleStatus {
  if (s.matches({ open: { sale: 'verified' } })) return 'verifying';
  return STATUSES.find((status) => s.matches({ open: { sale: status } })) ?? 'editing';
}

const button = (shown: boolean, enabled: boolean, busy = false): ActionButton => ({
  shown,
  enabled: shown && enabled && !busy,
  busy,
});

/** The contract panel of a product's sale. */
export function contractPanel<P, T>(s: SaleSnapshotLike<P, T>, rules: PanelRules<P, T>): ContractPanelView {
  const c = s.context;
  const status = saleStatus(s);
  const editable = s.hasTag('editable');
  const payable = s.matches({ open: { sale: { calculated: 'payable' } } });
  const pays = (method: PaymentMethod) => s.can({ type: 'CHECKOUT', method });
  const verifiesFirst = rules.verificationHints !== undefined;
  const calcHints = rules.calculationHints(c);
  const beforeCalc =
    verifiesFirst && status !== 'checked'
      ? [...(rules.verificationHints?.(c) ?? []), ...calcHints]
      : calcHints;
  const payHints = status === 'calculated' ? rules.paymentHints(c) : [];
  const hints = [...(editable && status !== 'calculated' ? beforeCalc : []), ...payHints];
  if (status === 'calculated' && !payable && rules.confirmsByCode) hints.push(ruSale.hints.otp);
  if (status === 'podftWaiting') hints.unshift(ruSale.podftWaiting);
  const online = rules.paysOnline(c);
  const paying = status === 'calculated' || status === 'checkingOut';
  const dateValid = isIsoDate(c.treaty.date);
  const phoneRequired = rules.needsPaymentPhone(c);
  const phoneError =
    phoneRequired && c.premium !== null && !isCompletePhone(c.paymentPhone)
      ? ruSale.hints.paymentPhone
      : null;
  const saving = s.matches({ open: { draft: 'saving' } });
  const checkout = (method: PaymentMethod, shown: boolean) =>
    button(shown, pays(method), status === 'checkingOut' && c.method === method);
  return {
    status,
    locked: !editable,
    treaty: {
      date: c.treaty.date,
      min: c.minDate,
      end: dateValid ? treatyEnd(c.treaty.date, c.treaty.term) : '',
      term: c.treaty.term,
      terms: rules.termOptions(c),
      termEditable: c.user.role === 0,
      dateError: !dateValid || c.treaty.date < c.minDate ? ruSale.hints.treatyDate : null,
    },
    paymentPhone: { value: c.paymentPhone, required: phoneRequired, error: phoneError },
    paymentDate: rules.paymentDate ? { ...rules.paymentDate(c), min: c.minDate } : null,
    calculation:
      c.premium === null
        ? null
        : {
            premium: c.premium,
            premiumText: formatKzt(c.premium),
            calculationDate: c.calculationDate ?? '',
            tariffText: tariffText(rules.tariff?.(c) ?? null),
            settlement: settlementText(rules.settlement?.(c) ?? null),
          },
    otp: status === 'calculated' && rules.confirmsByCode ? { shown: true, confirmed: payable } : null,
    buttons: {
      verify: button(
        verifiesFirst && (status === 'editing' || status === 'verifying'),
        s.can({ type: 'VERIFY' }),
        status === 'verifying',
      ),
      calculate: verifiesFirst
        ? button(
            status === 'checked' || status === 'calculating',
            s.can({ type: 'CALCULATE' }),
            status === 'calculating',
          )
        : button(
            status === 'editing' || status === 'verifying' || status === 'calculating',
            s.can({ type: 'CALCULATE' }),
            status === 'verifying' || status === 'calculating',
          ),
      verifyAgain: button(status === 'podftWaiting', s.can({ type: 'VERIFY' })),
      saveDraft: button(status !== 'issued', editable && s.can({ type: 'SAVE_DRAFT' }), saving),
      transfer: checkout('transfer', paying),
      card: checkout('card', online && paying),
      kaspi: checkout('kaspi', online && paying),
      checkPayment: button(
        status === 'awaitingPayment' || status === 'checkingPayment',
        s.can({ type: 'CHECK_PAYMENT' }),
        status === 'checkingPayment',
      ),
    },
    labels: {
      buttons: { ...ruSalePanel.buttons, ...rules.labels?.buttons },
      openPayment: rules.labels?.openPayment ?? ruSalePanel.payment.open,
    },
    // the phone's own error says it under the field
    hints: hints.filter((h) => h !== phoneError),
    payment: c.payment,
    waiting: c.waiting,
    error: c.saleMessage,
    draft: { saving, savedId: c.draftId, message: c.draftNotice },
  };
}

/** A tariff in percent, '0,1485 %' (4 decimals, Russian comma); null when there is none. */
export const tariffText = (tariff: number | null): string | null =>
  tariff === null
    ? null
    : `${tariff.toLocaleString('ru-RU', { minimumFractionDigits: 4, maximumFractionDigits: 4 })} %`;

const settlementText = (s: { refund: number; addPayment: number } | null) =>
  s === null ? null : { refundText: formatKzt(s.refund), addPaymentText: formatKzt(s.addPayment) };

/** The red banner and the blocking alert dialog. */
export function saleAlerts<P, T>(s: SaleSnapshotLike<P, T>, rules: PanelRules<P, T>): PolicyAlertsView {
  return { banner: rules.banner(s.context), dialog: s.context.alert };
}

/** The success card of the issued policy, or null before it is issued. */
export function successCard<P, T>(s: SaleSnapshotLike<P, T>): SuccessCardView | null {
  const t = s.context.ticket;
  if (!t || !s.matches({ open: { sale: 'issued' } })) return null;
  return {
    number: t.number,
    global: t.global,
    processing: t.processing,
    from: t.from,
    to: t.to,
    premiumText: formatKzt(t.premium),
    documents: t.global !== null,
  };
}

/** The panel's three selectors for a product's rules. */
export function salePanelSelectors<P, T>(rules: PanelRules<P, T>) {
  return {
    selectContractPanel: (s: SaleSnapshotLike<P, T>) => contractPanel(s, rules),
    selectPolicyAlerts: (s: SaleSnapshotLike<P, T>) => saleAlerts(s, rules),
    selectSuccessCard: (s: SaleSnapshotLike<P, T>) => successCard(s),
  };
}

/** The contract panel's sellers (spec part 2 section 6): the managers, the agents of the chosen one, or the APC. */
export interface SellersView {
  status: 'loading' | 'ready' | 'failed';
  message: string | null;
  managers: SaleStaffMember[];
  agents: SaleStaffMember[];
  manager: number | null;
  agent: number | null;
  managerLocked: boolean;
  agentLocked: boolean;
  /** The read-only APC field replaces the agent selector. */
  apc: string | null;
}

export function sellersView<P, T>(s: SaleSnapshotLike<P, T>): SellersView {
  const c = s.context;
  return {
    status: s.matches({ open: { staff: 'failed' } })
      ? 'failed'
      : s.matches({ open: { staff: 'ready' } })
        ? 'ready'
        : 'loading',
    message: c.staffMessage,
    managers: c.managers,
    agents: c.agents,
    manager: c.manager,
    agent: c.agent,
    managerLocked: c.managerLocked,
    agentLocked: c.agentLocked,
    apc: showsApc(c.user) ? c.apc : null,
  };
}

/** The issued policy's document open in the viewer: 0 the policy, 1 the receipt, null none. */
export function openDocument(s: { matches(value: unknown): boolean }): 0 | 1 | null {
  if (s.matches({ open: { document: 'policy' } })) return 0;
  return s.matches({ open: { document: 'receipt' } }) ? 1 : null;
}
