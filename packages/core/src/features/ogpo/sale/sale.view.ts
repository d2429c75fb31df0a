import { flat } from '../policy/policy-context';
import { isIsoDate } from '../../../shared/dates';
import { formatKzt } from '../../../shared/money';
import type { PaymentMethod, PolicySnapshot } from '../policy/policy.machine';
import { lacksTerminal, needsPaymentPhone, paysOnline } from '../policy/sale';
import { calculationHints, documentsBanner, paymentHints, residentError } from '../policy/sale-rules';
import { termOptions, treatyEnd } from '../policy/treaty';
import { isCompletePhone } from '../../../shared/phone';
import { ruOgpo } from '../ru';
import { ruSale } from './ru';
import type {
  ActionButton,
  ContractPanelView,
  PolicyAlertsView,
  SaleStatus,
  SuccessCardView,
} from './sale-view.types';

/**
 * What the OGPO page shows of the sale (spec part 2 sections 2.1, 4.1, 4.2, 5.4, 6): the contract panel, the red
 * banner and the alert dialog, and the success card, read from where the policy machine's regions are.
 */

const STATUSES: readonly SaleStatus[] = [
  'editing',
  'verifying',
  'podftWaiting',
  'calculating',
  'calculated',
  'checkingOut',
  'awaitingPayment',
  'checkingPayment',
  'issued',
];

export function saleStatus(s: PolicySnapshot): SaleStatus {
  if (s.matches({ open: { sale: 'verified' } })) return 'verifying';
  return STATUSES.find((status) => s.matches({ open: { sale: status } })) ?? 'editing';
}

const button = (shown: boolean, enabled: boolean, busy = false): ActionButton => ({
  shown,
  enabled: shown && enabled && !busy,
  busy,
});

export function selectContractPanel(s: PolicySnapshot): ContractPanelView {
  const c = flat(s.context);
  const status = saleStatus(s);
  const editable = s.hasTag('editable');
  const payable = s.matches({ open: { sale: { calculated: 'payable' } } });
  // whether a button works is the machine's answer to its event (its guard), never a rule written here again
  const pays = (method: PaymentMethod) => s.can({ type: 'CHECKOUT', method });
  const calcHints = calculationHints(c);
  const payHints = status === 'calculated' ? paymentHints(c) : [];
  const hints = [...(editable && status !== 'calculated' ? calcHints : []), ...payHints];
  if (status === 'calculated' && !payable) hints.push(ruSale.hints.otp);
  if (status === 'podftWaiting') hints.unshift(ruSale.podftWaiting);
  const online = paysOnline(c);
  const dateValid = isIsoDate(c.treaty.date);
  const phoneError =
    needsPaymentPhone(c) && c.premium !== null && !isCompletePhone(c.paymentPhone)
      ? ruSale.hints.paymentPhone
      : null;
  return {
    status,
    locked: !editable,
    treaty: {
      date: c.treaty.date,
      min: c.minDate,
      end: dateValid ? treatyEnd(c.treaty.date, c.treaty.term) : '',
      term: c.treaty.term,
      terms: termOptions(c.productType),
      termEditable: c.user.role === 0,
      dateError: !dateValid || c.treaty.date < c.minDate ? ruSale.hints.treatyDate : null,
    },
    paymentPhone: {
      value: c.paymentPhone,
      required: needsPaymentPhone(c),
      error: phoneError,
    },
    calculation:
      c.premium === null
        ? null
        : {
            premium: c.premium,
            premiumText: formatKzt(c.premium),
            calculationDate: c.calculationDate ?? '',
          },
    otp: status === 'calculated' ? { shown: true, confirmed: payable } : null,
    buttons: {
      calculate: button(
        status === 'editing' || status === 'verifying' || status === 'calculating',
        s.can({ type: 'CALCULATE' }),
        status === 'verifying' || status === 'calculating',
      ),
      verifyAgain: button(status === 'podftWaiting', s.can({ type: 'VERIFY' })),
      saveDraft: button(
        status !== 'issued',
        editable && !s.matches({ open: { draft: 'saving' } }),
        s.matches({ open: { draft: 'saving' } }),
      ),
      transfer: button(
        status === 'calculated' || status === 'checkingOut',
        pays('transfer'),
        status === 'checkingOut' && c.method === 'transfer',
      ),
      card: button(
        online && (status === 'calculated' || status === 'checkingOut'),
        pays('card'),
        status === 'checkingOut' && c.method === 'card',
      ),
      kaspi: button(
        online && (status === 'calculated' || status === 'checkingOut'),
        pays('kaspi'),
        status === 'checkingOut' && c.method === 'kaspi',
      ),
      checkPayment: button(
        status === 'awaitingPayment' || status === 'checkingPayment',
        s.can({ type: 'CHECK_PAYMENT' }),
        status === 'checkingPayment',
      ),
    },
    // the phone's own error says it under the field
    hints: hints.filter((h) => h !== phoneError),
    payment: c.payment,
    waiting: c.waiting,
    error: c.saleMessage,
    draft: {
      saving: s.matches({ open: { draft: 'saving' } }),
      savedId: c.draftId,
      message: c.draftNotice,
    },
  };
}

export function selectPolicyAlerts(s: PolicySnapshot): PolicyAlertsView {
  const c = flat(s.context);
  const banner: string[] = [];
  if (lacksTerminal(c)) banner.push(ruOgpo.noTerminal);
  const resident = residentError(c);
  if (resident) banner.push(resident);
  const documents = documentsBanner(c);
  if (documents) banner.push(documents);
  return { banner, dialog: c.alert };
}

export function selectSuccessCard(s: PolicySnapshot): SuccessCardView | null {
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
