import { fmt } from '../../i18n/ru';
import type { Vehicle } from './contract';
import { ruSaleVehicle } from './ru';

/**
 * The vehicle's cleaning and duplicates (spec part 2 section 5.2), the same for every product: plate and VIN
 * uppercased and stripped of everything but letters and digits, year and engine figures at most 4 digits, a plate
 * or VIN already in the policy refused. Pure functions: the dialogs, their views and the sandbox use the same ones.
 */

/** Plate and VIN: uppercased, everything but letters and digits removed ('123 abc-02' -> '123ABC02'). */
export function normaliseVehicleCode(value: string): string {
  return value.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Year: at most 4 digits. */
export function normaliseYear(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** Engine volume (and power): at most 4 digits. */
export function normaliseDigits4(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** The numbers and VINs a listed vehicle occupies (normalised, empty ones left out). */
export function vehicleKeys(v: Pick<Vehicle, 'number' | 'vin'>): string[] {
  return [normaliseVehicleCode(v.number), normaliseVehicleCode(v.vin)].filter((k) => k !== '');
}

/** The value of `v` already in the list (number first, then VIN), or null. */
export function listedValue(v: Pick<Vehicle, 'number' | 'vin'>, listed: readonly string[]): string | null {
  const set = new Set(listed.map(normaliseVehicleCode).filter((k) => k !== ''));
  return vehicleKeys(v).find((k) => set.has(k)) ?? null;
}

/** 'ТС по {value} уже есть в списке' when the vehicle's plate or VIN is listed already. */
export function duplicateMessage(
  v: Pick<Vehicle, 'number' | 'vin'>,
  listed: readonly string[],
): string | null {
  const value = listedValue(v, listed);
  return value === null ? null : fmt(ruSaleVehicle.duplicate, { value });
}
