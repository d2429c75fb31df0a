import type { SaleStaffMember, StaffUser } from './staff';

/**
 * The sale kernel's context, events and answers (spec part 2 sections 4.1, 4.2, 6, 7.2, 7.3): what every product's
 * sale has. What a product adds (its parties, its variant, its verification marks) is `policy`, read and changed
 * only by the product's descriptor (product.ts).
 */

/** How a card came out of verification: passed, failed (the card is marked invalid), or awaiting the podft review. */
export type PartyMark = 'ok' | 'failed' | 'podft';

/** The term of cover: days or months. */
export interface SaleTerm {
  unit: 'day' | 'month';
  count: number;
}

/** The seller: role, apc, and the terminal (a user without one cannot conclude policies; role 0 is not checked). */
export type SaleUser = StaffUser & { c_id?: string | null; hasTerminal?: boolean };

/** How the payer pays: an invoice by transfer, the card provider, or the mobile bank. */
export type PaymentMethod = 'transfer' | 'card' | 'kaspi';

/** A payment requested by checkout, awaited until the check finds it paid. */
export interface SalePayment {
  method: PaymentMethod;
  policyId: number;
  url: string;
  invoice: string | null;
}

/** The issued policy (the success card): number, global number (null while 1C assigns it), dates, premium. */
export interface SaleTicket {
  policyId: number;
  number: string;
  global: string | null;
  processing: boolean;
  from: string;
  to: string;
  premium: number;
}

/** checkout: a ticket (paid already), or the payment to wait for. */
export type SaleCheckoutAnswer =
  | { ticket: SaleTicket }
  | { policyId: number; url: string; invoice?: string | undefined; message?: string | undefined };

/** check-payment: the ticket, or not paid yet (declined: the payer's last attempt was refused). */
export type SaleCheckPaymentAnswer =
  { ticket: SaleTicket } | { waiting: true; declined?: true | undefined; message: string };

/** A draft as draft/item answers it. */
export type LoadedDraft<Policy> = { result: true; id: string; policy: Policy } | { result: false };

/** The policy to rewrite as policy-get answers it: the policy, or why not (with the insurer's IIN: ask a phone). */
export type RewriteOutcome =
  | { result: true; policy: { number: string; global?: string | null | undefined } }
  | { result: false; error: string; iin?: string | null | undefined };

/** A sale kept in the browser (a reload, a closed tab, an expired session): put back as it was. */
export interface KeptSale<Policy> {
  policy: Policy;
  draftId: string | null;
  payment: SalePayment | null;
  /** The calculation of a calculated sale: it comes back calculated, with the code step (issue 30 item 4). */
  calculation?: { premium: number; calculationDate: string } | null;
  /**
   * The sale is its draft as the server keeps it (saved or opened, unchanged since: draft-digest.ts): opening another
   * draft replaces it without asking. Absent: not saved.
   */
  saved?: boolean;
}

export interface SaleInput<Variant, Policy> {
  /** The product's variant (OGPO: 1 Standard, 2 Temporary entry). */
  productType: Variant;
  /** A fresh policy number (a ULID made by the page): documents are uploaded under it. */
  number: string;
  user: SaleUser;
  /** Now (ms): tomorrow is the default and earliest first day of cover. */
  now: number;
  /** ?draft=: the draft to open. */
  draft?: string | null;
  /** ?global= with isRewrite: the issued policy to rewrite. */
  rewrite?: { global: string; isGlobal: boolean } | null;
  kept?: KeptSale<Policy> | null;
}

/** The kernel's part of the context: everything but the product's `policy` and the dialog's `target`. */
export interface SaleCore {
  number: string;
  user: SaleUser;
  apc: string | null;
  managers: SaleStaffMember[];
  agents: SaleStaffMember[];
  isCompany: boolean;
  manager: number | null;
  agent: number | null;
  managerLocked: boolean;
  agentLocked: boolean;
  staffMessage: string | null;
  /** Why the page cannot open: the seller's address or the availability could not be read, or not offered. */
  pageMessage: string | null;
  /** The seller's address (GET /api/get-ip), read before the page opens; it goes into the policy (3.1 ip). */
  ip: string | null;
  /** The first day of cover (default and earliest: `minDate`, tomorrow) and the term. */
  treaty: { date: string; term: SaleTerm };
  minDate: string;
  paymentPhone: string;
  premium: number | null;
  calculationDate: string | null;
  /** The last failure of a sale call (verification, calculation, checkout, payment check). */
  saleMessage: string | null;
  /** The payment method chosen for the checkout. */
  method: PaymentMethod | null;
  payment: SalePayment | null;
  /** 'Оплата ещё не поступила…' for 3 s after a check that found nothing. */
  waiting: string | null;
  ticket: SaleTicket | null;
  /** The draft this policy was opened from or saved as. */
  draftId: string | null;
  /** 'Сохранено', 'Черновик не найден': the page's last notice of the drafts. */
  draftNotice: string | null;
  /** Draft and rewrite loading asks; a rewrite keeps the global number it rewrites. */
  draftRequest: string | null;
  rewriteRequest: { global: string; isGlobal: boolean; phone: string } | null;
  rewrite: { global: string } | null;
  /** The rewrite refused with the insurer's IIN: the error and a phone prompt (spec 8). */
  rewriteError: string | null;
  /** The blocking alert dialog: its message and the seconds before it may be closed. */
  alert: { message: string; secondsLeft: number } | null;
  /** Why the party the product fetches itself (OGPO's default insured) could not be fetched. */
  defaultPartyMessage: string | null;
  /** The sale kept in the browser while the page opens a draft: put back if the seller keeps it or no draft comes. */
  keptSale: KeptSale<unknown> | null;
  /** The draft loaded while the seller is asked whether it replaces the unsaved sale in progress. */
  pendingDraft: { id: string; policy: unknown } | null;
  /** The sale shown is the one kept in the browser (its notice, with 'Начать заново'). */
  restored: boolean;
  /** The sale's data as its draft was last saved or opened (draft-digest.ts), or null when it is no draft's. */
  savedDigest: string | null;
  /** The data being saved as a draft: the saved digest once the save succeeds. */
  savingDigest: string | null;
}

/** The sale's context: the kernel's fields, the product's policy, and what the open dialog edits. */
export interface SaleContext<P, T> extends SaleCore {
  policy: P;
  target: T | null;
}

/**
 * The kernel's events. `EDIT` changes the product's own fields on the page (property: the program, its condition, the
 * signatory, the payment date): the product's descriptor decides what a patch becomes (`SaleProduct.edit`).
 */
export type SaleEvent<T, P = unknown> =
  | { type: 'OPEN'; target: T }
  | { type: 'DELETE'; target: T }
  | { type: 'SET_MANAGER'; id: number }
  | { type: 'SET_AGENT'; id: number | null }
  | { type: 'RETRY_STAFF' }
  | { type: 'RETRY' }
  | { type: 'SET_TREATY_DATE'; date: string }
  | { type: 'SET_TERM'; term: SaleTerm }
  | { type: 'SET_PAYMENT_PHONE'; phone: string }
  | { type: 'CALCULATE' }
  | { type: 'VERIFY' }
  | { type: 'SAVE_DRAFT' }
  | { type: 'CHECKOUT'; method: PaymentMethod }
  | { type: 'CHECK_PAYMENT' }
  | { type: 'DISMISS_ALERT' }
  | { type: 'SHOW_ALERT'; message: string; seconds: number }
  | { type: 'TICK'; seconds?: number }
  | { type: 'REWRITE'; phone: string }
  | { type: 'POLICY_CHANGED' }
  /** Fetch again the party the product fetches itself (OGPO's default insured) after a failure. */
  | { type: 'RETRY_DEFAULT_PARTY' }
  | { type: 'OPEN_DOCUMENT'; document: 0 | 1 }
  | { type: 'CLOSE_DOCUMENT' }
  | { type: 'EDIT'; patch: Partial<P> }
  /** The answers to 'Текущее оформление не сохранено…': open the draft instead, or keep the sale in progress. */
  | { type: 'OPEN_DRAFT' }
  | { type: 'KEEP_SALE' };

/**
 * What the page is told besides the state: notifications, the payment page to open, and `leaveDraft`: the page shows
 * no draft of the address (it is missing, or the seller kept the sale in progress), so ?draft= leaves it.
 */
export type SaleEmitted =
  | { type: 'notice'; kind: 'success' | 'error' | 'warning'; message: string }
  | { type: 'openPayment'; url: string }
  | { type: 'leaveDraft' };

/** A dialog's end: `{kind: 'saved', record}` or `{kind: 'closed'}`. */
export type DialogOutput<R = unknown> = { kind: 'saved'; record: R } | { kind: 'closed' };
