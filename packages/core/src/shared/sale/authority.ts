import { displayDate } from '../display-dates';
import { fmt } from '../i18n/ru';
import { sameTerm, tomorrow, treatyEnd } from './treaty';
import type { SaleTerm } from './types';

/**
 * The sale on the server (spec part 2 sections 4.1, 4.2, 4.4, 6): the page's machine guides the seller, the server
 * is the authority. Per sale (its ulid) the server keeps a ledger: the version of the sale's data, which version was
 * calculated and at what premium, on which version the insurer confirmed the code, and whether a payment was
 * applied. `saleStep` is the one rule every sale endpoint asks, whatever the product:
 *
 * | state of the ledger             | calculate | code (send, verify) | checkout            | a payment arrives        |
 * | ------------------------------- | --------- | ------------------- | ------------------- | ------------------------ |
 * | data shown, not calculated      | prices it | refused             | refused             | refused, to return       |
 * | calculated (current version)    | prices it | allowed             | a link (voids older)| paid, if the link's      |
 * | a change since (new version)    | prices it | refused             | refused             | refused, to return       |
 * | paid                            | -         | -                   | the ticket          | refused, to return       |
 *
 * A change of parties, objects, vehicles, sums, dates or term (`saleMaterial` differs) makes a new version: it voids
 * the calculation, the code and every open payment link of the earlier versions. A premium is above zero.
 */

/** What the server keeps per sale. */
export interface SaleLedger {
  /** The version of the sale's data (0: no call has shown it yet). */
  version: number;
  /** The digest of the current version's material data (`saleMaterial`, hashed by the server), or null. */
  digest: string | null;
  /** The version calculate priced, and the premium it gave. */
  calculated: { version: number; premium: number } | null;
  /** The version on which the insurer confirmed the one-time code (4.2). */
  confirmed: number | null;
  /** A payment of the sale was applied: the policy is paid. */
  paid: boolean;
}

export const NEW_SALE_LEDGER: SaleLedger = {
  version: 0,
  digest: null,
  calculated: null,
  confirmed: null,
  paid: false,
};

/** The calls of a sale as the rule sees them. */
export type SaleEvent =
  /** A call showed the sale's data (calculate, checkout, a draft saved): its digest. */
  | { type: 'data'; digest: string }
  /** The server priced the current version. */
  | { type: 'calculate'; premium: number }
  /** The one-time code to the insurer is sent or checked (otp/send, otp/verify). */
  | { type: 'code' }
  /** The insurer's code was right. */
  | { type: 'code-confirmed' }
  /** Checkout at the server's premium of the current version. */
  | { type: 'checkout'; premium: number; needsCode: boolean }
  /** A payment arrived for a link made for `version` (voided when a later checkout or change closed it). */
  | { type: 'pay'; version: number; voided: boolean };

/** What the server does besides answering: close the sale's open payment links; record a payment to give back. */
export type SaleEffect = 'void-links' | 'return-payment';

export interface SaleRefusal {
  status: 400 | 409 | 422;
  message: string;
}

export interface SaleStepResult {
  ledger: SaleLedger;
  refusal: SaleRefusal | null;
  effects: SaleEffect[];
}

export const saleAuthorityRu = {
  notCalculated: 'Рассчитайте премию перед оплатой.',
  codeBeforeCalculation: 'Код отправляется после расчёта премии.',
  changed: 'Данные договора изменены после расчёта. Рассчитайте премию заново.',
  zeroPremium: 'Премия должна быть больше нуля: проверьте страховую сумму.',
  noCode: 'Страхователь не подтвердил оформление кодом из СМС или письма',
  linkVoided:
    'Данные договора изменены: эта ссылка на оплату больше не действует. Платёж будет возвращён, запросите новую ссылку.',
  paidAlready: 'Договор уже оплачен. Повторный платёж будет возвращён.',
  replacedAlready: 'Полис уже переоформлен другим договором. Платёж будет возвращён.',
  linkClosed: 'Данные договора изменены: эта ссылка на оплату больше не действует. Запросите новую ссылку.',
  dateTooEarly: 'Дата начала договора не может быть раньше {date}.',
  termLocked: 'Срок страхования может изменить только администратор.',
  termNotOffered: 'Выбранный срок страхования недоступен для этого продукта.',
  end: 'Дата окончания договора не соответствует сроку страхования',
} as const;

const refuse = (
  ledger: SaleLedger,
  status: SaleRefusal['status'],
  message: string,
  effects: SaleEffect[] = [],
) => ({
  ledger,
  refusal: { status, message },
  effects,
});
const allow = (ledger: SaleLedger, effects: SaleEffect[] = []): SaleStepResult => ({
  ledger,
  refusal: null,
  effects,
});

const isCalculated = (l: SaleLedger) => l.calculated !== null && l.calculated.version === l.version;

/** The one rule: what a call may do to a sale in its present state, and what it leaves behind. */
export function saleStep(ledger: SaleLedger, event: SaleEvent): SaleStepResult {
  switch (event.type) {
    case 'data':
      if (event.digest === ledger.digest) return allow(ledger);
      return allow(
        { ...ledger, version: ledger.version + 1, digest: event.digest },
        ledger.digest === null ? [] : ['void-links'],
      );
    case 'calculate':
      if (!(event.premium > 0)) return refuse(ledger, 422, saleAuthorityRu.zeroPremium);
      return allow({ ...ledger, calculated: { version: ledger.version, premium: event.premium } });
    case 'code':
      return isCalculated(ledger)
        ? allow(ledger)
        : refuse(ledger, 409, saleAuthorityRu.codeBeforeCalculation);
    case 'code-confirmed':
      return isCalculated(ledger)
        ? allow({ ...ledger, confirmed: ledger.version })
        : refuse(ledger, 409, saleAuthorityRu.codeBeforeCalculation);
    case 'checkout': {
      if (ledger.calculated === null) return refuse(ledger, 409, saleAuthorityRu.notCalculated);
      if (!isCalculated(ledger) || ledger.calculated.premium !== event.premium)
        return refuse(ledger, 409, saleAuthorityRu.changed);
      if (!(event.premium > 0)) return refuse(ledger, 422, saleAuthorityRu.zeroPremium);
      if (event.needsCode && ledger.confirmed !== ledger.version)
        return refuse(ledger, 400, saleAuthorityRu.noCode);
      return allow(ledger, ['void-links']);
    }
    case 'pay':
      if (ledger.paid) return refuse(ledger, 409, saleAuthorityRu.paidAlready, ['return-payment']);
      if (event.voided || event.version !== ledger.version)
        return refuse(ledger, 409, saleAuthorityRu.linkVoided, ['return-payment']);
      return allow({ ...ledger, paid: true });
  }
}

/**
 * Keys of a policy that are not its material data: what the page or the server shows (premiums, tariffs, classes,
 * the calculation's date), how it pays (sellers, phone, date, signatory, card or not), the documents attached to a
 * party and the marks its checks left. A change of any other field is a change of the sale (4.1).
 */
const NOT_MATERIAL = new Set([
  'premium',
  'tariff',
  'calc',
  'calculationDate',
  'class',
  'images',
  'podft',
  'beingVerify',
  'verified_at',
  'differences',
  'selected',
  'manager',
  'agent',
  'apc',
  'ip',
  'paymentPhone',
  'paymentDate',
  'signatory',
  'signatoryId',
  'isEpay',
  'hasPaid',
  'hasCalc',
  'hasVerify',
  'hasSave',
  'hasOtpVerify',
  'hasOtpSend',
  'refund',
  'add_payment',
]);

function material(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(material);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key, v]) => !NOT_MATERIAL.has(key) && v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, v]) => [key, material(v)]));
}

/**
 * The sale's material data as one canonical string (keys sorted, what is not material left out): two policies that
 * differ only in what the calculation, the payment or the attached documents set give the same string. The server
 * hashes it into the ledger's digest.
 */
export function saleMaterial(policy: unknown): string {
  return JSON.stringify(material(policy));
}

/** What the treaty rule reads: the product's term for the policy's variant (its default, and those it offers). */
export interface TermRule {
  initial: SaleTerm;
  offered(term: SaleTerm): boolean;
}

/**
 * The server's check of the treaty (4.1, 5.6, 6, 9): the first day of cover not before tomorrow in Almaty, the
 * product's default term unless the administrator (role 0) chose another it offers, and the last day of cover the
 * term's. Null when the treaty stands.
 */
export function treatyRefusal(
  treaty: { date: string; term: SaleTerm; end?: string },
  rule: TermRule,
  who: { role: number; now: number },
): SaleRefusal | null {
  const earliest = tomorrow(who.now);
  if (treaty.date < earliest)
    return { status: 422, message: fmt(saleAuthorityRu.dateTooEarly, { date: displayDate(earliest) }) };
  if (!sameTerm(treaty.term, rule.initial)) {
    if (who.role !== 0) return { status: 422, message: saleAuthorityRu.termLocked };
    if (!rule.offered(treaty.term)) return { status: 422, message: saleAuthorityRu.termNotOffered };
  }
  if (treaty.end !== undefined && treaty.end !== treatyEnd(treaty.date, treaty.term))
    return { status: 422, message: saleAuthorityRu.end };
  return null;
}
