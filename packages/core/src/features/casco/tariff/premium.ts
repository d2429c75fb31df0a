import { fmt } from '../../../shared/i18n/ru';
import { VEHICLE_TYPES } from '../../../shared/parties/vehicle/contract';
import { vehicleKeys } from '../../../shared/parties/vehicle/rules';
import {
  need,
  own,
  percent4,
  priceOrRefusal,
  TariffRefusal,
  wholeTenge,
} from '../../../shared/sale/fi/tariff';
import {
  DAMAGE_DEDUCTIBLE_OPTIONS,
  isCascoVehicleType,
  isDamageDeductible,
  offersProduct,
  programLimit,
  totalCost,
  type CascoVehicleType,
} from '../program';
import { ruCasco } from '../ru';
import { cascoAmountError, cascoCostError, listedError, cascoYearError } from '../vehicle';
import { CASCO_TARIFF } from './table';

/**
 * The casco premium of the sandbox (rates in casco-tariff.json, the sandbox's, not an insurer's; docs/casco.md):
 *
 *   rate(vehicle)    = base rate (vehicle type, program product) x K_age (this year minus the year built)
 *                      x K_losses (prior losses within 3 years) x K_damage (the damage risk's deductible)
 *   premium(vehicle) = amount x rate(vehicle), for the 12-month term, rounded to whole tenge half up, per vehicle
 *   premium          = the sum of the vehicles' rounded premiums (so the cards add up to the total shown)
 *   tariff(vehicle)  = rate(vehicle) in percent, rounded to 4 decimals
 *
 * What 5.2 and section 9 refuse is refused here with the dialog's message: the cost above 65 000 000 or above what
 * the program limit leaves (the vehicles fit in the order listed: the first to overflow the limit is refused), the
 * amount above the cost, a year more than 10 years back (or to come), a plate or VIN listed twice; and so is
 * anything the table cannot price. `cascoVehiclePrices` answers each vehicle (the calculate's cards);
 * `cascoPremium` the policy, or `{error, vehicle}` naming the first vehicle refused, never a guess.
 */

export interface CascoPremiumVehicle {
  type_id: number;
  number: string;
  vin: string;
  year: string;
  cost: number | null;
  amount: number | null;
}

export interface CascoPremiumInput {
  /** program.type: 6, 10 or 15. */
  type: number;
  /** program.product: 1..4, offered for the type. */
  product: number;
  /** The insurer's kind: special machinery's program limit. */
  insurerIsPerson: boolean;
  /** conditions.has_losses: the prior-losses answer (null: not answered). */
  hasLosses: boolean | null;
  /** conditions.risk_damage, percent. */
  damageDeductible: number;
  /** 'YYYY-MM-DD': the vehicles' age and the 10-year rule. */
  today: string;
  vehicles: readonly CascoPremiumVehicle[];
}

export interface CascoPremiumItem {
  /** Percent of the insured amount, 4 decimals. */
  tariff: number;
  /** Whole tenge. */
  premium: number;
}

/** One vehicle's outcome: priced, or the reason it is not. */
export type CascoVehicleOutcome = CascoPremiumItem | { error: string };

export type CascoPremiumResult =
  { items: CascoPremiumItem[]; premium: number } | { error: string; vehicle?: number };

const typeName = (type: number) => VEHICLE_TYPES[type] ?? String(type);

function money(value: number | null, field: string): number {
  if (value === null || !Number.isFinite(value) || value <= 0)
    throw new TariffRefusal(fmt(ruCasco.tariff.badAmount, { field, value: String(value ?? '') }));
  return value;
}

/** What applies to every vehicle: the program's base rate, the losses and the damage deductible's factors. */
function policyRate(input: CascoPremiumInput): { type: CascoVehicleType; rate: number } {
  const { type, product } = input;
  if (!isCascoVehicleType(type))
    throw new TariffRefusal(fmt(ruCasco.tariff.unknownType, { value: String(type) }));
  if (!offersProduct(type, product))
    throw new TariffRefusal(
      fmt(ruCasco.tariff.productForType, { product: String(product), type: typeName(type) }),
    );
  if (input.hasLosses === null) throw new TariffRefusal(ruCasco.tariff.losses);
  if (!isDamageDeductible(input.damageDeductible))
    throw new TariffRefusal(
      fmt(ruCasco.tariff.damageDeductible, {
        value: String(input.damageDeductible),
        options: DAMAGE_DEDUCTIBLE_OPTIONS.join(', '),
      }),
    );
  if (input.vehicles.length === 0) throw new TariffRefusal(ruCasco.tariff.noVehicles);
  const t = CASCO_TARIFF;
  const base = need(
    own(own(t.base_rate, String(type)) ?? {}, String(product)),
    fmt(ruCasco.tariff.noRate, { product: String(product) }),
  );
  const losses = input.hasLosses ? t.losses_loading.has_losses : t.losses_loading.no_losses;
  const damage = need(
    own(t.damage_deductible_discount, String(input.damageDeductible)),
    fmt(ruCasco.tariff.damageDeductible, {
      value: String(input.damageDeductible),
      options: DAMAGE_DEDUCTIBLE_OPTIONS.join(', '),
    }),
  );
  return { type, rate: base * losses * damage };
}

/** The vehicle's rate, or its refusal: what 5.2 and 9 refuse, then its age's loading. */
function vehicleRate(
  input: CascoPremiumInput,
  type: CascoVehicleType,
  policy: number,
  index: number,
): number {
  const v = input.vehicles[index]!;
  const before = input.vehicles.slice(0, index);
  if (v.type_id !== type)
    throw new TariffRefusal(
      fmt(ruCasco.tariff.vehicleType, { value: typeName(v.type_id), type: typeName(type) }),
    );
  const cost = money(v.cost, ruCasco.fields.cost);
  money(v.amount, ruCasco.fields.amount);
  const listed = before.flatMap(vehicleKeys);
  const available = programLimit(type, input.insurerIsPerson) - totalCost(before);
  const refusal =
    listedError(v.number, listed) ??
    listedError(v.vin, listed) ??
    cascoCostError(cost, available) ??
    cascoAmountError(v) ??
    cascoYearError(v.year, input.today);
  if (refusal) throw new TariffRefusal(refusal);
  if (!/^\d{4}$/.test(v.year)) throw new TariffRefusal(fmt(ruCasco.tariff.badYear, { value: v.year }));
  const age = Number(input.today.slice(0, 4)) - Number(v.year);
  const band = CASCO_TARIFF.age_loading.find((b) => age <= b.max_age);
  if (!band) throw new TariffRefusal(fmt(ruCasco.tariff.noAgeLoading, { value: String(age) }));
  return policy * band.loading;
}

/**
 * Each vehicle's price or refusal, in the policy's order; `{error}` when the policy as a whole cannot be priced
 * (the program, the losses answer, the damage deductible, no vehicle).
 */
export function cascoVehiclePrices(
  input: CascoPremiumInput,
): { vehicles: CascoVehicleOutcome[] } | { error: string } {
  const policy = priceOrRefusal(() => policyRate(input));
  if ('error' in policy) return { error: policy.error };
  return {
    vehicles: input.vehicles.map((v, index): CascoVehicleOutcome => {
      const priced = priceOrRefusal(() => vehicleRate(input, policy.type, policy.rate, index));
      if (typeof priced !== 'number') return { error: priced.error };
      return { tariff: percent4(priced), premium: wholeTenge((v.amount ?? 0) * priced) };
    }),
  };
}

/** The casco premium per vehicle and in total, in whole tenge, or the reason the tariff refuses the policy. */
export function cascoPremium(input: CascoPremiumInput): CascoPremiumResult {
  const prices = cascoVehiclePrices(input);
  if ('error' in prices) return prices;
  const refused = prices.vehicles.findIndex((o) => 'error' in o);
  if (refused >= 0) return { error: (prices.vehicles[refused] as { error: string }).error, vehicle: refused };
  const items = prices.vehicles as CascoPremiumItem[];
  return { items, premium: items.reduce((sum, item) => sum + item.premium, 0) };
}
