import type { PolicyChief, PolicyClient } from '../contract';
import { addDays } from '../treaty';
import type { PaymentMethod } from '../types';
import { isIsoDate } from '../../dates';
import { ruFi } from './ru';
import { signatoryValid, type Signatory } from './signatory';

/**
 * How a financial-institution policy may be paid (spec part 2 sections 2.3, 5.6), shared by property and casco: the
 * page's payment buttons, the kernel's guard and the server's checkout-fi read these rules.
 */

/** What the payment rules read of a policy. */
export interface FiPaymentFacts {
  insurer: PolicyClient | null;
  leader: PolicyChief | null;
  owners: readonly PolicyChief[];
  signatory: Signatory | null;
  /** The payment date ('YYYY-MM-DD', '' until chosen). */
  paymentDate: string;
  /** Tomorrow: the earliest payment date (5.6). */
  minDate: string;
}

const isEntity = (insurer: PolicyClient | null) => insurer !== null && !insurer.filter.person;

/** 5.6: a legal entity pays by transfer only; the others may also pay by card (Epay) or Kaspi. */
export const fiPaysOnline = (insurer: PolicyClient | null): boolean => !isEntity(insurer);

/** The payment date is a real day, not before tomorrow. */
export const paymentDateValid = (paymentDate: string, minDate: string): boolean =>
  isIsoDate(paymentDate) && paymentDate >= minDate;

/**
 * 5.6: why the policy cannot be paid this way yet. Every way needs a valid signatory (when the insurer has one);
 * a transfer also needs the payment date, and for a legal entity its leader and at least one beneficial owner;
 * a legal entity cannot pay online.
 */
export function fiPaymentHints(f: FiPaymentFacts, method: PaymentMethod): string[] {
  const hints: string[] = [];
  if (!signatoryValid(f.signatory, f.insurer, addDays(f.minDate, -1))) hints.push(ruFi.hints.signatory);
  if (method !== 'transfer') {
    if (!fiPaysOnline(f.insurer)) hints.push(ruFi.hints.entityTransfer);
    return hints;
  }
  if (!paymentDateValid(f.paymentDate, f.minDate)) hints.push(ruFi.hints.paymentDate);
  if (isEntity(f.insurer)) {
    if (!f.leader) hints.push(ruFi.hints.leader);
    if (f.owners.length === 0) hints.push(ruFi.hints.owner);
  }
  return hints;
}
