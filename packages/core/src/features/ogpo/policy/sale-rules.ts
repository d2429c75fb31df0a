import { isIsoDate } from '../../../shared/dates';
import { documentsMessage, requiredDocuments, residentRules, ruRules } from '../rules';
import { ruSale } from '../sale/ru';
import { podftRefusalHints, refusedTitles } from '../../../shared/sale/verification';
import { partyTitle, policyDrivers } from './parties';
import { lacksTerminal, paymentPhoneReady, type SaleParties } from './sale';

/**
 * Why calculation or payment is not possible yet (spec part 2 sections 5.3, 5.4, 6), in the order a seller fixes
 * them. Calculation needs the parties, the licences, the manager, the resident rules and a terminal; payment also
 * needs every required document and the payment phone.
 */

const rulesInput = (c: SaleParties) => ({
  product_type: c.productType,
  insurer: c.insurer,
  insureds: c.insureds,
  isDrive: c.isDrive,
  vehicle: c.vehicles,
  leader: c.leader,
  beneficiary: c.beneficiaries,
});

/** The resident-rules error of the policy (5.3): the banner's text, or null. */
export function residentError(c: SaleParties): string | null {
  const rules = residentRules(rulesInput(c));
  return rules.error ?? rules.insurer ?? rules.insured.find(Boolean) ?? rules.vehicle.find(Boolean) ?? null;
}

/** The required documents (5.4): images, the legal entity's leader and owners, the drivers' licences. */
export const documentsCheck = (c: SaleParties) => requiredDocuments(rulesInput(c));

/** Whether a required document (images, the legal entity's leader and owners) is missing. */
export const documentsMissing = (c: SaleParties): boolean => !documentsCheck(c).imagesComplete;

/** The red banner's documents message (a missing licence; missing images once calculated), or null. */
export const documentsBanner = (c: SaleParties): string | null =>
  documentsMessage(documentsCheck(c), c.premium !== null);

/**
 * The parties the compliance officer refused (4.4 status 4): the sale cannot go on with them, so it says which and
 * that the seller may replace them or stop (the cards show the officer's message).
 */
export const refusalHints = (c: SaleParties): string[] =>
  podftRefusalHints({
    clients: refusedTitles([c.insurer, ...c.insureds], partyTitle),
    vehicles: refusedTitles(c.vehicles, (v) => [v.mark, v.model, v.number].filter(Boolean).join(' ')),
  });

export function calculationHints(c: SaleParties): string[] {
  const hints: string[] = refusalHints(c);
  if (!c.insurer) hints.push(ruSale.hints.insurer);
  if (policyDrivers(c).length === 0) hints.push(ruSale.hints.driver);
  if (c.vehicles.length === 0) hints.push(ruSale.hints.vehicle);
  if (!documentsCheck(c).licencesComplete) hints.push(ruRules.documents.attachLicence);
  if (c.manager === null) hints.push(ruSale.hints.manager);
  if (!isIsoDate(c.treaty.date) || c.treaty.date < c.minDate) hints.push(ruSale.hints.treatyDate);
  const resident = residentError(c);
  if (resident) hints.push(resident);
  if (lacksTerminal(c)) hints.push(ruSale.noTerminalAlert);
  return hints;
}

export function paymentHints(c: SaleParties): string[] {
  const hints: string[] = [];
  if (documentsMissing(c)) hints.push(ruRules.documents.attachAll);
  if (!paymentPhoneReady(c)) hints.push(ruSale.hints.paymentPhone);
  return hints;
}
