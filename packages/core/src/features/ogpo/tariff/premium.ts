import { fmt } from '../../../shared/i18n/ru';
import { VEHICLE_TYPES } from '../../../shared/parties/vehicle/contract';
import { ruTariff } from './ru';
import {
  OGPO_TARIFF,
  ageExperienceK,
  bonusMalusK,
  mrpOf,
  territoryK,
  vehicleAgeK,
  vehicleTypeK,
} from './table';
import { daysInYearOfCover, inclusiveDays, temporaryTermK, utcDay } from './term';

/**
 * The OGPO VTS premium (formula and sources in docs/ogpo.md, "The OGPO tariff"):
 *
 *   annual(driver, vehicle) = MRP(start year) x 1.9 x K_territory x K_city x K_bonus_malus x K_vehicle_type
 *                             x K_age_experience x K_vehicle_age [x 0.5: a privileged single driver, single vehicle]
 *   Standard (1):        premium = max over drivers x vehicles of annual x min(1, days / days of the year of cover)
 *   Temporary entry (2): territory, city and bonus-malus are not applied; x 4.4 x K_term instead of the proration
 *   Transit (3):         refused (the table has no Transit tariff)
 *
 * rounded once, at the end, to whole tenge (half up). Anything the table cannot price is `{ error }`, never a guess.
 */

export interface OgpoPremiumVehicle {
  typeId: number;
  year: number;
  territory: string;
  majorCity: boolean;
}

export interface OgpoPremiumDriver {
  bonusMalusClass: string;
  ageExperienceId: 1 | 2 | 3 | 4;
  privileged: boolean;
}

export interface OgpoPremiumInput {
  productType: 1 | 2 | 3;
  /** ISO dates, both inclusive. */
  startDate: string;
  endDate: string;
  vehicles: OgpoPremiumVehicle[];
  drivers: OgpoPremiumDriver[];
}

export type OgpoPremiumResult = { premium: number } | { error: string };

class TariffError extends Error {}
const refuse = (template: string, values: Record<string, string | number> = {}): never => {
  throw new TariffError(fmt(template, values));
};
const need = <T>(value: T | undefined, template: string, values: Record<string, string | number>): T =>
  value === undefined ? refuse(template, values) : value;

/** Whole tenge, half up; the 1e-6 guard keeps a product like 4324.9999999 from losing a tenge to binary floats. */
const wholeTenge = (amount: number): number => Math.round(Number(amount.toFixed(6)));

function vehicleFactor(v: OgpoPremiumVehicle, startYear: number, temporary: boolean): number {
  const typeK = vehicleTypeK(v.typeId);
  if (typeK === undefined) {
    const name = VEHICLE_TYPES[v.typeId];
    return name
      ? refuse(ruTariff.vehicleType, { name })
      : refuse(ruTariff.unknownVehicleType, { id: v.typeId });
  }
  if (!Number.isFinite(v.year)) refuse(ruTariff.noVehicleYear);
  if (!Number.isInteger(v.year) || v.year < 1000) refuse(ruTariff.vehicleYear, { year: String(v.year) });
  const ageK = vehicleAgeK(startYear - v.year);
  if (temporary) return typeK * ageK;
  const terK = need(territoryK(v.territory), ruTariff.territory, { territory: v.territory });
  const cityK = v.majorCity ? 1 : OGPO_TARIFF.outside_major_city;
  return typeK * ageK * terK * cityK;
}

function driverFactor(d: OgpoPremiumDriver, temporary: boolean): number {
  const ageExpK = need(ageExperienceK(d.ageExperienceId), ruTariff.ageExperience, {
    value: String(d.ageExperienceId),
  });
  if (temporary) return ageExpK;
  return ageExpK * need(bonusMalusK(d.bonusMalusClass), ruTariff.bonusMalus, { value: d.bonusMalusClass });
}

function compute(input: OgpoPremiumInput): number {
  if (input.productType === 3) refuse(ruTariff.transit);
  if (input.productType !== 1 && input.productType !== 2)
    refuse(ruTariff.productType, { value: String(input.productType) });
  const temporary = input.productType === 2;
  if (input.vehicles.length === 0) refuse(ruTariff.noVehicles);
  if (input.drivers.length === 0) refuse(ruTariff.noDrivers);
  const start = need(utcDay(input.startDate) ?? undefined, ruTariff.badDate, { value: input.startDate });
  const end = need(utcDay(input.endDate) ?? undefined, ruTariff.badDate, { value: input.endDate });
  if (end < start) refuse(ruTariff.endBeforeStart);
  const days = inclusiveDays(start, end);
  const yearDays = daysInYearOfCover(start);
  if (days > yearDays) refuse(ruTariff.overYear);
  if (temporary && days < 5) refuse(ruTariff.temporaryMinimum);
  const startYear = new Date(start).getUTCFullYear();
  const mrp = need(mrpOf(startYear), ruTariff.noMrp, { year: startYear });

  const vehicleKs = input.vehicles.map((v) => vehicleFactor(v, startYear, temporary));
  const driverKs = input.drivers.map((d) => driverFactor(d, temporary));
  const single = input.vehicles.length === 1 && input.drivers.length === 1;
  const privilegeK = single && input.drivers[0]?.privileged ? OGPO_TARIFF.privileged_single_driver : 1;
  // max over combinations = max vehicle factor x max driver factor (every factor is positive)
  const annual =
    mrp * OGPO_TARIFF.base_mrp_multiplier * Math.max(...vehicleKs) * Math.max(...driverKs) * privilegeK;
  const termK = temporary
    ? OGPO_TARIFF.temporary_entry_multiplier * temporaryTermK(start, end)
    : Math.min(1, days / yearDays);
  return wholeTenge(annual * termK);
}

/** The OGPO premium of a policy in whole tenge, or the reason the tariff cannot price it. */
export function ogpoPremium(input: {
  productType: 1 | 2 | 3;
  startDate: string;
  endDate: string;
  vehicles: { typeId: number; year: number; territory: string; majorCity: boolean }[];
  drivers: { bonusMalusClass: string; ageExperienceId: 1 | 2 | 3 | 4; privileged: boolean }[];
}): { premium: number } | { error: string } {
  try {
    return { premium: compute(input) };
  } catch (e) {
    if (e instanceof TariffError) return { error: e.message };
    throw e;
  }
}
