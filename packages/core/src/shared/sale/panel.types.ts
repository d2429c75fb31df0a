import type { Term } from './contract';

/**
 * What a sale's contract panel shows (spec part 2 section 2.1), as the kernel's selectors give it: the
 * views in ui render exactly this and send the events named beside each part.
 */

/** Where the sale is (the spec's has* flags are read from it). */
export type SaleStatus =
  | 'editing' // parties and terms being assembled; CALCULATE when `calculate.enabled`
  | 'verifying' // verify/terminal, verify/client, verify/vehicle running
  | 'podftWaiting' // a party awaits the compliance decision; VERIFY checks again
  | 'checked' // (a product that verifies first: property, casco) every party passed; CALCULATE
  | 'calculating'
  | 'calculated' // premium shown; the code to the insurer; payment buttons after the code is confirmed
  | 'checkingOut'
  | 'awaitingPayment' // the payer pays (invoice, card page, mobile bank); CHECK_PAYMENT
  | 'checkingPayment'
  | 'issued'; // the success card (the ticket)

export interface TermOption {
  term: Term;
  /** 'на 5 дней', 'на 1 месяц', 'на 12 месяцев'. */
  label: string;
}

export interface ActionButton {
  shown: boolean;
  enabled: boolean;
  /** Its call is running (a spinner on the button). */
  busy: boolean;
}

export interface ContractPanelView {
  status: SaleStatus;
  /** Everything is locked while a call runs and once a payment was requested. */
  locked: boolean;
  treaty: {
    /** The first day of cover (input type date); min tomorrow. Event SET_TREATY_DATE {date}. */
    date: string;
    min: string;
    /** The last day of cover, computed. */
    end: string;
    term: Term;
    /** The choices of the variant; the select shows only for role 0 (`termEditable`). Event SET_TERM {term}. */
    terms: TermOption[];
    termEditable: boolean;
    dateError: string | null;
  };
  /** Event SET_PAYMENT_PHONE {phone} ('+7(###) ###-####' masked). */
  paymentPhone: { value: string; required: boolean; error: string | null };
  /**
   * The payment date of a transfer (property, casco; 5.6: not before tomorrow), input type date; null for a product
   * without one. Event EDIT {patch: {paymentDate}}.
   */
  paymentDate: { value: string; min: string; error: string | null } | null;
  calculation: {
    premium: number;
    /** '1 234 567,50 тг.' */
    premiumText: string;
    calculationDate: string;
    /** The tariff, percent of the insured amount ('0,1485 %'), for a product that shows one. */
    tariffText: string | null;
    /**
     * A rewrite's money (3.1 refund, add_payment): the old policy's premium deducted and what is to pay,
     * '45 753,00 тг.'; null for a sale that replaces no policy.
     */
    settlement: { refundText: string; addPaymentText: string } | null;
  } | null;
  /** The code to the insurer (4.2): the shared code-confirmation view of the child `otp`, null until calculated. */
  otp: { shown: boolean; confirmed: boolean } | null;
  buttons: {
    /** VERIFY: a product that verifies first ('Проверить'); never shown for the others. */
    verify: ActionButton;
    calculate: ActionButton; // CALCULATE (verifies, then calculates; or, verified first, calculates)
    verifyAgain: ActionButton; // VERIFY (podft waiting: ask the compliance decision again)
    saveDraft: ActionButton; // SAVE_DRAFT
    transfer: ActionButton; // CHECKOUT {method: 'transfer'}
    card: ActionButton; // CHECKOUT {method: 'card'}
    kaspi: ActionButton; // CHECKOUT {method: 'kaspi'}
    checkPayment: ActionButton; // CHECK_PAYMENT
  };
  /** The buttons' and the payment link's words: the kernel's, or the product's own (property: 'Epay'). */
  labels: PanelLabels;
  /** Why calculation or payment is not possible yet (short Russian reasons, shown under the buttons). */
  hints: string[];
  /** Where the payer pays (the invoice's bank page, /epay/{id}, the mobile bank): a link 'Открыть страницу оплаты'. */
  payment: { method: 'transfer' | 'card' | 'kaspi'; url: string; invoice: string | null } | null;
  /** 'Оплата ещё не поступила…' for 3 s after a check that found nothing. */
  waiting: string | null;
  /** The last failure of a call of this panel (checkout, payment check, calculation, verification). */
  error: string | null;
  /** 'Сохранено' after a draft was saved; the draft's id. */
  draft: { saving: boolean; savedId: string | null; message: string | null };
}

export type PanelButtonName = keyof ContractPanelView['buttons'];

export interface PanelLabels {
  buttons: Record<PanelButtonName, string>;
  /** The payment page's link ('Открыть страницу оплаты'). */
  openPayment: string;
}

/** The red banner (2.1): no terminal, the resident-rules error, missing documents or licences. */
export interface PolicyAlertsView {
  banner: string[];
  /** The blocking alert dialog: it cannot be closed until `secondsLeft` is 0. Event DISMISS_ALERT. */
  dialog: { message: string; secondsLeft: number } | null;
}

/** The success card (2.1): number, global number (or 'processing'), dates, receipt link, OK (reloads). */
export interface SuccessCardView {
  number: string;
  global: string | null;
  processing: boolean;
  from: string;
  to: string;
  premiumText: string;
  /** The receipt and the policy open through get-document (global needed). Events OPEN_DOCUMENT {type}. */
  documents: boolean;
}
