import type { Vehicle } from '../../../shared/parties/vehicle/contract';
import { FOREIGN_REGION_ID } from '../../../shared/parties/vehicle/regions';
import {
  duplicateMessage,
  normaliseDigits4,
  normaliseVehicleCode,
  normaliseYear,
} from '../../../shared/parties/vehicle/rules';
import { DEFAULT_OGPO_VEHICLE_TYPE, OGPO_VEHICLE_TYPE_IDS, type VehicleSearchBy } from './contract';
import { ruVehicle } from './ru';

/**
 * OGPO's vehicle rules of spec part 2 section 5.2 (registration of a resident vehicle, the search; the cleaning and
 * the duplicates are every product's: shared/parties/vehicle) and the product's part of 5.3 (Temporary entry takes only foreign vehicles; region 17). Pure functions: the
 * dialog's guards, the view and the sandbox API use the same ones.
 */

/** OGPO product types (section 1): 1 Standard, 2 Temporary entry, 3 Transit. */
export type OgpoProductType = 1 | 2 | 3;

/**
 * The vehicle's type is the seller's choice (3.4): a vehicle the register did not give (typed by hand, no
 * `verified_at`). A register's vehicle keeps the register's type, which the server prices whatever the page sends.
 */
export const typeIsChosen = (v: Pick<Vehicle, 'verify' | 'verified_at'>): boolean =>
  !v.verify && !v.verified_at;

/** A new vehicle, as the form starts it when the register has none (foreign registration, region 17). */
export function blankVehicle(
  seed: Partial<Pick<Vehicle, 'number' | 'vin'>> & { certificate?: string } = {},
): Vehicle {
  return {
    id: null,
    type_id: DEFAULT_OGPO_VEHICLE_TYPE,
    number: seed.number ?? '',
    vin: seed.vin ?? '',
    year: '',
    color: '',
    mark: '',
    model: '',
    engine: { number: '', power: '', volume: '' },
    registration: {
      number: seed.number ?? '',
      certificate: seed.certificate ?? '',
      date: '',
      region_id: FOREIGN_REGION_ID,
      big_city: false,
      kato: '',
    },
    verify: false,
  };
}

/**
 * A resident vehicle (verify true) needs number, certificate, date, region_id and big_city in its registration
 * (section 5.2). A foreign vehicle needs none of them.
 */
export function hasRegistration(v: Pick<Vehicle, 'verify' | 'registration'>): boolean {
  if (!v.verify) return true;
  const r = v.registration;
  return (
    r.number.trim() !== '' &&
    r.certificate.trim() !== '' &&
    r.date !== '' &&
    r.region_id !== null &&
    r.region_id > 0 &&
    r.big_city !== null
  );
}

/** The search field's problem: 'уже указано' for a listed value (blocks the search), too short, or none. */
export function searchProblem(value: string, listed: readonly string[]): string | null {
  const v = normaliseVehicleCode(value);
  if (v === '') return null;
  if (listed.some((l) => normaliseVehicleCode(l) === v)) return ruVehicle.alreadyListed;
  if (v.length < 4) return ruVehicle.searchTooShort;
  return null;
}

/** The search may run: at least 4 letters or digits, not listed already. */
export function canSearchVehicle(value: string, listed: readonly string[]): boolean {
  return normaliseVehicleCode(value) !== '' && searchProblem(value, listed) === null;
}

/** The year's problem (section 9: later than 1963, not in the future). */
export function yearProblem(year: string, today: Date): string | null {
  if (year === '') return null;
  const y = Number(year);
  if (year.length !== 4 || y <= 1963) return ruVehicle.yearTooOld;
  if (y > today.getFullYear()) return ruVehicle.yearInFuture;
  return null;
}

/**
 * Why the vehicle cannot be added to a policy of `product`, or null: a plate or VIN already listed, Temporary
 * entry with a Kazakh registration, a resident vehicle without full registration, a missing required field
 * (VIN or plate, make, model, year), a wrong year.
 */
export function vehicleProblem(
  v: Vehicle,
  ctx: { product: OgpoProductType; listed: readonly string[]; today: Date },
): string | null {
  const duplicate = duplicateMessage(v, ctx.listed);
  if (duplicate) return duplicate;
  if (ctx.product === 2 && v.verify) return ruVehicle.foreignOnly;
  if (!hasRegistration(v)) return ruVehicle.noRegistration;
  if ((v.vin === '' && v.number === '') || v.mark.trim() === '' || v.model.trim() === '' || v.year === '')
    return ruVehicle.required;
  if (!v.verify && v.registration.certificate.trim() === '') return ruVehicle.required;
  return yearProblem(v.year, ctx.today);
}

/** What a search by `by` sends to vehicle/get for the product (foreign register for Temporary entry). */
export function vehicleSearchRequest(by: VehicleSearchBy, value: string, product: OgpoProductType) {
  return {
    filter: { verify: product !== 2, isNumber: by === 'number' },
    [by]: normaliseVehicleCode(value),
  } as { filter: { verify: boolean; isNumber: boolean } } & Partial<Record<VehicleSearchBy, string>>;
}

/**
 * The form's edit of one field, normalised as section 5.2 asks (plate and VIN uppercase letters and digits, year and
 * engine volume 4 digits). Nested fields are written 'registration.date', 'engine.volume'.
 */
export type VehicleField =
  | 'type_id'
  | 'number'
  | 'vin'
  | 'year'
  | 'color'
  | 'mark'
  | 'model'
  | 'registration.certificate'
  | 'registration.date'
  | 'registration.region_id'
  | 'registration.big_city'
  | 'engine.number'
  | 'engine.power'
  | 'engine.volume';

export function vehiclePatch(
  v: Vehicle,
  field: VehicleField,
  value: string | number | boolean | null,
): Partial<Vehicle> {
  const s = typeof value === 'string' ? value : String(value ?? '');
  switch (field) {
    case 'type_id':
      // one of the OGPO types of 3.4; anything else changes nothing
      return (OGPO_VEHICLE_TYPE_IDS as readonly number[]).includes(Number(value))
        ? { type_id: Number(value) }
        : {};
    case 'number':
      return {
        number: normaliseVehicleCode(s),
        registration: { ...v.registration, number: normaliseVehicleCode(s) },
      };
    case 'vin':
      return { vin: normaliseVehicleCode(s) };
    case 'year':
      return { year: normaliseYear(s) };
    case 'color':
    case 'mark':
    case 'model':
      return { [field]: s };
    case 'registration.certificate':
      return { registration: { ...v.registration, certificate: normaliseVehicleCode(s) } };
    case 'registration.date':
      return { registration: { ...v.registration, date: s } };
    case 'registration.region_id':
      return {
        registration: { ...v.registration, region_id: value === null || value === '' ? null : Number(value) },
      };
    case 'registration.big_city':
      return { registration: { ...v.registration, big_city: Boolean(value) } };
    case 'engine.number':
      return { engine: { ...v.engine, number: s.toUpperCase() } };
    case 'engine.power':
      return { engine: { ...v.engine, power: normaliseDigits4(s) } };
    case 'engine.volume':
      return { engine: { ...v.engine, volume: normaliseDigits4(s) } };
  }
}
