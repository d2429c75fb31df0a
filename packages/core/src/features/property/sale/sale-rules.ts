import { isIsoDate } from '../../../shared/dates';
import { fmt } from '../../../shared/i18n/ru';
import { fiPaymentHints, fiPaysOnline, paymentDateValid } from '../../../shared/sale/fi/payment';
import { signatoryValid } from '../../../shared/sale/fi/signatory';
import { ruFi } from '../../../shared/sale/fi/ru';
import type { PanelRules } from '../../../shared/sale/panel.view';
import { salePanelSelectors } from '../../../shared/sale/panel.view';
import { needsPaymentPhone, paymentPhoneReady } from '../../../shared/sale/payment-phone';
import { ruSale } from '../../../shared/sale/ru';
import { addDays } from '../../../shared/sale/treaty';
import type { PaymentMethod } from '../../../shared/sale/types';
import { isImmovableProduct } from '../conditions';
import { checkPropertyObject } from '../object-rules';
import { ruProperty } from '../ru';
import {
  flat,
  type PropertyContext,
  type PropertyParts,
  type PropertySale,
  type PropertyTarget,
} from './property-context';
import { policyInsureds, policyTariff } from './sale';
import { PROPERTY_TERMS } from './term';

/**
 * Why the property sale cannot go on yet (spec part 2 sections 2.3, 4.1, 5.5, 5.6, 6), in the order a seller fixes
 * them: verification needs the insurer, an insured, the bank and the insured sum ('Проверить'); calculation also
 * needs the objects (each as 5.5 accepts it), the movable program's kind, the signatory and the manager
 * ('Рассчитать'); payment needs what 5.6 asks of the way chosen and the payment phone of a person insurer.
 */

export const lacksTerminal = (c: PropertySale): boolean => c.user.role !== 0 && c.user.hasTerminal === false;

export function verificationHints(c: PropertySale): string[] {
  const hints: string[] = [];
  if (!c.insurer) hints.push(ruSale.hints.insurer);
  if (policyInsureds(c).length === 0) hints.push(ruProperty.hints.insured);
  if (!c.beneficiary) hints.push(ruProperty.hints.beneficiary);
  if (!c.programCondition.insuredSum) hints.push(ruProperty.hints.insuredSum);
  if (lacksTerminal(c)) hints.push(ruSale.noTerminalAlert);
  return hints;
}

/** The objects 5.5 refuses under the policy's program, insurer and beneficiary (each card says why). */
export function invalidObjects(
  p: Pick<PropertyParts, 'product' | 'insurer' | 'beneficiary' | 'objects'>,
): number[] {
  const ctx = {
    isImmovable: isImmovableProduct(p.product),
    insurerIsPerson: p.insurer?.filter.person ?? true,
    beneficiaryIin: p.beneficiary?.client.iin ?? null,
  };
  return p.objects.flatMap((o, i) => (checkPropertyObject(o, ctx).valid ? [] : [i]));
}

const today = (c: PropertySale) => addDays(c.minDate, -1);

export function calculationHints(c: PropertySale): string[] {
  const hints: string[] = [];
  if (c.objects.length === 0) hints.push(ruProperty.hints.object);
  const invalid = invalidObjects(c).length;
  if (invalid > 0) hints.push(fmt(ruProperty.hints.objectsInvalid, { count: invalid }));
  if (!isImmovableProduct(c.product) && !c.conditions.kind) hints.push(ruProperty.hints.movableClass);
  if (!signatoryValid(c.signatory, c.insurer, today(c))) hints.push(ruFi.hints.signatory);
  if (c.manager === null) hints.push(ruSale.hints.manager);
  if (!isIsoDate(c.treaty.date) || c.treaty.date < c.minDate) hints.push(ruSale.hints.treatyDate);
  return hints;
}

const paymentFacts = (c: PropertySale) => ({
  insurer: c.insurer,
  leader: c.leader,
  owners: c.owners,
  signatory: c.signatory,
  paymentDate: c.paymentDate,
  minDate: c.minDate,
});

/** Whether the policy may be paid this way now (5.6 and the payment phone of a person insurer). */
export const canPay = (c: PropertySale, method: PaymentMethod): boolean =>
  fiPaymentHints(paymentFacts(c), method).length === 0 && paymentPhoneReady(c.insurer, c.paymentPhone);

/** The panel's payment hints: what a transfer needs, what online payment needs besides, the payment phone. */
export function paymentHints(c: PropertySale): string[] {
  const online = fiPaysOnline(c.insurer) ? fiPaymentHints(paymentFacts(c), 'card') : [];
  const hints = [...new Set([...fiPaymentHints(paymentFacts(c), 'transfer'), ...online])];
  if (!paymentPhoneReady(c.insurer, c.paymentPhone)) hints.push(ruSale.hints.paymentPhone);
  return hints;
}

/** What the property page shows of the sale: the kernel's panel, banner and success card with property's rules. */
export const PROPERTY_PANEL: PanelRules<PropertyParts, PropertyTarget> = {
  verificationHints: (c: PropertyContext) => verificationHints(flat(c)),
  calculationHints: (c) => calculationHints(flat(c)),
  paymentHints: (c) => paymentHints(flat(c)),
  paysOnline: (c) => fiPaysOnline(c.policy.insurer),
  needsPaymentPhone: (c) => needsPaymentPhone(c.policy.insurer),
  termOptions: () => PROPERTY_TERMS,
  confirmsByCode: false,
  banner: (c) => (lacksTerminal(flat(c)) ? [ruSale.noTerminal] : []),
  paymentDate: (c) => ({
    value: c.policy.paymentDate,
    error:
      c.policy.paymentDate && !paymentDateValid(c.policy.paymentDate, c.minDate)
        ? ruFi.payment.dateMin
        : null,
  }),
  tariff: (c) => policyTariff(flat(c)),
  labels: { buttons: ruProperty.buttons, openPayment: ruProperty.openPayment },
};

export const {
  selectContractPanel: selectPropertyPanel,
  selectPolicyAlerts: selectPropertyAlerts,
  selectSuccessCard: selectPropertySuccess,
} = salePanelSelectors(PROPERTY_PANEL);
