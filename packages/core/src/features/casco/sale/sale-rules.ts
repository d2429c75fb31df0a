import { fiPanelRules } from '../../../shared/sale/fi/product';
import { fmt } from '../../../shared/i18n/ru';
import {
  fiCalculationHints,
  fiCanPay,
  fiPanelPaymentHints,
  fiVerificationHints,
  lacksTerminal,
} from '../../../shared/sale/fi/sale';
import { salePanelSelectors, type PanelRules } from '../../../shared/sale/panel.view';
import { addDays } from '../../../shared/sale/treaty';
import { availableLimit, programLimit } from '../program';
import { ruCasco } from '../ru';
import { checkCascoVehicle, listedOf } from '../vehicle';
import { flat, type CascoContext, type CascoParts, type CascoSale, type CascoTarget } from './casco-context';
import { policyTariff } from './sale';
import { CASCO_TERMS } from './term';

/**
 * Why the casco sale cannot go on yet (spec part 2 sections 2.4, 4.1, 5.2, 5.6, 6, 9), in the order a seller fixes
 * them: verification needs the FI parties (shared/sale/fi), a vehicle, the loan number and the appraisal report
 * ('Проверить', 4.1); calculation also needs every vehicle as 5.2 and the limits of 9 accept it, the three
 * confirmations, the signatory and the manager ('Рассчитать'); payment as 5.6 asks.
 */

export { lacksTerminal };

export function verificationHints(c: CascoSale): string[] {
  const hints = fiVerificationHints(c);
  if (c.vehicles.length === 0) hints.push(ruCasco.hints.vehicle);
  if (!c.conditions.loan_number.trim()) hints.push(ruCasco.hints.loanNumber);
  if (!c.conditions.appraisal_report.trim()) hints.push(ruCasco.hints.appraisalReport);
  return hints;
}

/**
 * The vehicles 5.2 and 9 refuse under the program as it is now (its type, the insurer's limit, the vehicles before
 * each): each card says why.
 */
export function vehicleVerdicts(p: Pick<CascoParts, 'program' | 'insurer' | 'vehicles'>, today: string) {
  const limit = programLimit(p.program.type, p.insurer?.filter.person ?? true);
  return p.vehicles.map((v, i) =>
    checkCascoVehicle(v, {
      type: p.program.type,
      available: availableLimit(limit, p.vehicles, i),
      listed: listedOf(p.vehicles, i),
      today,
    }),
  );
}

const today = (c: CascoSale) => addDays(c.minDate, -1);

export function calculationHints(c: CascoSale): string[] {
  const hints: string[] = [];
  const invalid = vehicleVerdicts(c, today(c)).filter((v) => !v.valid).length;
  if (invalid > 0) hints.push(fmt(ruCasco.hints.vehiclesInvalid, { count: invalid }));
  if (!c.conditions.user_agreement) hints.push(ruCasco.hints.userAgreement);
  if (c.conditions.has_losses === null) hints.push(ruCasco.hints.losses);
  if (!c.conditions.is_fits) hints.push(ruCasco.hints.fits);
  return [...hints, ...fiCalculationHints(c)];
}

export const canPay = fiCanPay;
export const paymentHints = fiPanelPaymentHints;

/** What the casco page shows of the sale: the kernel's panel, banner and success card with casco's rules. */
export const CASCO_PANEL: PanelRules<CascoParts, CascoTarget> = fiPanelRules<CascoParts, CascoTarget>({
  verificationHints: (c: CascoContext) => verificationHints(flat(c)),
  calculationHints: (c) => calculationHints(flat(c)),
  tariff: (c) => policyTariff(flat(c)),
  termOptions: CASCO_TERMS,
});

export const {
  selectContractPanel: selectCascoPanel,
  selectPolicyAlerts: selectCascoAlerts,
  selectSuccessCard: selectCascoSuccess,
} = salePanelSelectors(CASCO_PANEL);
