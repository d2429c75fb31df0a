import { fmt } from '../../../shared/i18n/ru';
import { isFranchise, isImmovableProduct, type PropertyProduct } from '../conditions';
import { FINISHED_CONDITION } from '../dictionaries';
import type { PropertyObject } from '../object';
import { amountError, dictionaryErrors, yearError } from '../object-rules';
import { ruProperty } from '../ru';
import {
  need,
  own,
  percent4,
  priceOrRefusal,
  TariffRefusal,
  wholeTenge,
} from '../../../shared/sale/fi/tariff';
import { PROPERTY_TARIFF } from './table';

/**
 * The property premium of the sandbox (rates in property-tariff.json, the sandbox's, not an insurer's;
 * docs/property.md):
 *
 *   rate(object)    = base rate (immovable kind, or the program's movable class) x K_wall (immovable only)
 *                     x K_fire_alarm x K_security x K_losses x K_outdoors (movable kept outdoors) x K_franchise
 *   premium(object) = amount x rate(object) x months / 12 (the term: 12 months by default, 1 to 12 when role 0
 *                     changes it), rounded to whole tenge half up, per object
 *   premium         = the sum of the objects' rounded premiums (so the items add up to the total shown)
 *   tariff(object)  = rate(object) in percent, rounded to 4 decimals (what the contract panel shows)
 *
 * What 5.5 refuses (the year, the amount above the cost or the insurer kind's limit, bath/sauna and other, an
 * unfinished building, the refused walls) is refused here with the same message, and so is anything the table
 * cannot price: `{ error, object }` names the object's index, never a guess.
 */

export type PropertyPremiumObject = Pick<
  PropertyObject,
  'kind_id' | 'cond_id' | 'wall_id' | 'year' | 'cost' | 'amount' | 'fire_alarm' | 'has_security' | 'security'
>;

export interface PropertyPremiumInput {
  product: PropertyProduct;
  /** DSD_FI: the program's kind, a movable class of the table ('equipment', 'goods', 'office', 'other_movable'). */
  movableClass: string;
  insurerIsPerson: boolean;
  /** Percent: 1, 2, 3, 5, 7 or 10. */
  franchise: number;
  /** conditions.has_losses (3.2). */
  hasLosses: boolean;
  /** conditions.is_indoors (3.2): a movable object kept outdoors is loaded. */
  isIndoors: boolean;
  objects: readonly PropertyPremiumObject[];
  /** The term in whole months, 1 to 12 (default 12: the table's rates are a year's). */
  months?: number;
}

export interface PropertyPremiumItem {
  /** Percent of the insured amount, 4 decimals. */
  tariff: number;
  /** Whole tenge. */
  premium: number;
}

export type PropertyPremiumResult =
  { items: PropertyPremiumItem[]; premium: number } | { error: string; object?: number };

function money(value: number | null, field: string, index: number): number {
  if (value === null || !Number.isFinite(value) || value <= 0)
    throw new TariffRefusal(fmt(ruProperty.tariff.badAmount, { field, value: String(value ?? '') }), index);
  return value;
}

function objectRate(input: PropertyPremiumInput, o: PropertyPremiumObject, index: number): number {
  const immovable = isImmovableProduct(input.product);
  money(o.cost, ruProperty.fields.cost, index);
  money(o.amount, ruProperty.fields.amount, index);
  // 5.5's refusals, in the modal's words: the dictionaries, the year, the amount
  const refusal =
    Object.values(dictionaryErrors(o, immovable))[0] ??
    yearError(o.year) ??
    amountError(o, input.insurerIsPerson);
  if (refusal) throw new TariffRefusal(refusal, index);
  if (!/^\d{4}$/.test(o.year))
    throw new TariffRefusal(fmt(ruProperty.tariff.badYear, { value: o.year }), index);

  const t = PROPERTY_TARIFF;
  let rate: number;
  if (immovable) {
    if (o.cond_id !== FINISHED_CONDITION)
      throw new TariffRefusal(fmt(ruProperty.tariff.unknownCondition, { value: o.cond_id }), index);
    rate = need(
      own(t.immovable_rate, o.kind_id),
      fmt(ruProperty.tariff.unknownKind, { value: o.kind_id }),
      index,
    );
    rate *= need(
      own(t.wall_loading, o.wall_id),
      fmt(ruProperty.tariff.unknownWall, { value: o.wall_id }),
      index,
    );
  } else {
    rate = need(
      own(t.movable_rate, input.movableClass),
      fmt(ruProperty.tariff.unknownMovableClass, { value: input.movableClass }),
      index,
    );
    if (!input.isIndoors) rate *= t.movable_outdoors_loading;
  }
  if (o.fire_alarm === null) throw new TariffRefusal(ruProperty.tariff.noFireAlarm, index);
  rate *= need(
    own(t.fire_alarm_loading, String(o.fire_alarm)),
    fmt(ruProperty.tariff.unknownFireAlarm, { value: String(o.fire_alarm) }),
    index,
  );
  const security = o.has_security ? o.security : 'none';
  rate *= need(
    own(t.security_loading, security),
    fmt(ruProperty.tariff.unknownSecurity, { value: security }),
    index,
  );
  rate *= input.hasLosses ? t.losses_loading.has_losses : t.losses_loading.no_losses;
  return (
    rate *
    need(
      own(t.franchise_discount, String(input.franchise)),
      fmt(ruProperty.tariff.franchise, { value: String(input.franchise) }),
    )
  );
}

function compute(input: PropertyPremiumInput): { items: PropertyPremiumItem[]; premium: number } {
  if (!isFranchise(input.franchise))
    throw new TariffRefusal(fmt(ruProperty.tariff.franchise, { value: String(input.franchise) }));
  if (input.objects.length === 0) throw new TariffRefusal(ruProperty.tariff.noObjects);
  const months = input.months ?? 12;
  if (!Number.isInteger(months) || months < 1 || months > 12)
    throw new TariffRefusal(fmt(ruProperty.tariff.term, { value: String(months) }));
  const items = input.objects.map((o, index) => {
    const rate = objectRate(input, o, index);
    return { tariff: percent4(rate), premium: wholeTenge(((o.amount ?? 0) * rate * months) / 12) };
  });
  return { items, premium: items.reduce((sum, item) => sum + item.premium, 0) };
}

/** The property premium per object and in total, in whole tenge, or the reason the tariff refuses the policy. */
export function propertyPremium(input: PropertyPremiumInput): PropertyPremiumResult {
  const result = priceOrRefusal(() => compute(input));
  if (!('error' in result)) return result;
  return result.item === undefined ? { error: result.error } : { error: result.error, object: result.item };
}
