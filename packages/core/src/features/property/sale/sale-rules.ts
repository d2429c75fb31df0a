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
import { insuredSumError, isImmovableProduct } from '../conditions';
import { checkPropertyObject, yearBefore } from '../object-rules';
import { ruProperty } from '../ru';
import {
  flat,
  type PropertyContext,
  type PropertyParts,
  type PropertySale,
  type PropertyTarget,
} from './property-context';
import { policyTariff } from './sale';
import { PROPERTY_TERMS } from './term';

/**
 * Why the property sale cannot go on yet (spec part 2 sections 2.3, 4.1, 5.5, 5.6, 6), in the order a seller fixes
 * them: verification needs the FI parties (shared/sale/fi) and the insured sum ('Проверить'); calculation also
 * needs the objects (each as 5.5 accepts it), the movable program's kind, the signatory and the manager
 * ('Рассчитать'); payment needs what 5.6 asks of the way chosen and the payment phone of a person insurer.
 */

export { lacksTerminal };

/** The program's insured sum against its limit and the objects' amounts (5.5), or null. */
export const programSumError = (c: Pick<PropertySale, 'programCondition' | 'insurer' | 'objects'>) =>
  insuredSumError(
    c.programCondition.insuredSum,
    c.insurer?.filter.person ?? true,
    c.objects.reduce((sum, o) => sum + (o.amount ?? 0), 0),
  );

export function verificationHints(c: PropertySale): string[] {
  const hints = fiVerificationHints(c);
  if (!c.programCondition.insuredSum) hints.push(ruProperty.hints.insuredSum);
  const sumError = programSumError(c);
  if (sumError) hints.push(sumError);
  return hints;
}

/** The objects 5.5 refuses under the policy's program, insurer and beneficiary (each card says why). */
export function invalidObjects(
  p: Pick<PropertyParts, 'product' | 'insurer' | 'beneficiary' | 'objects'>,
  thisYear?: number,
): number[] {
  const ctx = {
    isImmovable: isImmovableProduct(p.product),
    insurerIsPerson: p.insurer?.filter.person ?? true,
    beneficiaryIin: p.beneficiary?.client.iin ?? null,
    ...(thisYear !== undefined ? { thisYear } : {}),
  };
  return p.objects.flatMap((o, i) => (checkPropertyObject(o, ctx).valid ? [] : [i]));
}

export function calculationHints(c: PropertySale): string[] {
  const hints: string[] = [];
  if (c.objects.length === 0) hints.push(ruProperty.hints.object);
  const invalid = invalidObjects(c, yearBefore(c.minDate)).length;
  if (invalid > 0) hints.push(fmt(ruProperty.hints.objectsInvalid, { count: invalid }));
  if (!isImmovableProduct(c.product) && !c.conditions.kind) hints.push(ruProperty.hints.movableClass);
  const sumError = programSumError(c);
  if (sumError) hints.push(sumError);
  return [...hints, ...fiCalculationHints(c)];
}

export const canPay = fiCanPay;
export const paymentHints = fiPanelPaymentHints;

/** What the property page shows of the sale: the kernel's panel, banner and success card with property's rules. */
export const PROPERTY_PANEL: PanelRules<PropertyParts, PropertyTarget> = fiPanelRules<
  PropertyParts,
  PropertyTarget
>({
  verificationHints: (c: PropertyContext) => verificationHints(flat(c)),
  calculationHints: (c) => calculationHints(flat(c)),
  tariff: (c) => policyTariff(flat(c)),
  termOptions: PROPERTY_TERMS,
});

export const {
  selectContractPanel: selectPropertyPanel,
  selectPolicyAlerts: selectPropertyAlerts,
  selectSuccessCard: selectPropertySuccess,
} = salePanelSelectors(PROPERTY_PANEL);
