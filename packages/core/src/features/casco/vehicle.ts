import { ruClient } from '../../shared/parties/client/ru';
import { fmt } from '../../shared/i18n/ru';
import { plainThousands } from '../../shared/money';
import { ruSaleVehicle } from '../../shared/parties/vehicle/ru';
import { normaliseDigits4, normaliseVehicleCode, normaliseYear } from '../../shared/parties/vehicle/rules';
import type { CascoVehicle, SpecialistVehicle } from './contract';
import { MAX_VEHICLE_AGE, vehicleCostCap, type CascoVehicleType } from './program';
import { ruCasco } from './ru';

/**
 * The casco vehicle's rules (spec part 2 sections 2.2 property/casco variant, 3.4, 5.2, 9): the form's cleaning,
 * the required fields, each field's message (verbatim), the lookup's conditions and the register's vehicle taken
 * into the form. The vehicle dialog's Сохранить, cascoPremium and the sandbox's checkout use the same functions.
 */

/** What the rules read of the policy. */
export interface CascoVehicleRules {
  /** The program's vehicle type: the vehicle's type (read-only in the dialog). */
  type: CascoVehicleType;
  /** The program limit still available without this vehicle (section 9). */
  available: number;
  /** The plates and VINs of the policy's other vehicles (cleaned). */
  listed: readonly string[];
  /** Today, 'YYYY-MM-DD' (Almaty): the year's 10-year rule. */
  today: string;
}

/** The form's fields (nested ones written 'registration.date', 'engine.volume'). */
export type CascoVehicleField =
  | 'number'
  | 'vin'
  | 'cost'
  | 'amount'
  | 'year'
  | 'color'
  | 'mark'
  | 'model'
  | 'registration.certificate'
  | 'registration.region_id'
  | 'registration.date'
  | 'engine.number'
  | 'engine.power'
  | 'engine.volume';

/** Each field's value as the form gives it. */
export interface CascoVehicleValues {
  number: string;
  vin: string;
  cost: number | null;
  amount: number | null;
  year: string;
  color: string;
  mark: string;
  model: string;
  'registration.certificate': string;
  'registration.region_id': number | null;
  'registration.date': string;
  'engine.number': string;
  'engine.power': string;
  'engine.volume': string;
}

/** A plate or VIN is at most 20 letters and digits (the vehicle record's bound). */
const code = (value: string) => normaliseVehicleCode(value).slice(0, 20);

/** An empty vehicle of the type, as the dialog opens: registered in the republic, nothing priced. */
export function blankCascoVehicle(type: CascoVehicleType): CascoVehicle {
  return {
    id: null,
    vehicle_id: null,
    type_id: type,
    number: '',
    vin: '',
    year: '',
    color: '',
    mark: '',
    model: '',
    engine: { number: '', power: '', volume: '' },
    registration: { number: '', certificate: '', date: '', region_id: null, big_city: null, kato: '' },
    verify: true,
    cost: null,
    amount: null,
    premium: null,
    calc: null,
  };
}

/** A field's value of the record. */
export function fieldValue<K extends CascoVehicleField>(v: CascoVehicle, field: K): CascoVehicleValues[K] {
  const [head, tail] = field.split('.') as [string, string | undefined];
  // a field is a key of the record, or 'group.key' of one of its groups
  const holder: object = tail ? (Reflect.get(v, head) as object) : v;
  return Reflect.get(holder, tail ?? head) as CascoVehicleValues[K];
}

const money = (value: number | null): number | null =>
  value === null || !Number.isFinite(value) || value < 0 ? null : Math.round(value);

/**
 * The record with one field changed, cleaned as 5.2 asks: plate, VIN and certificate uppercased letters and digits
 * (the plate also the registration's), engine number uppercased, year, power and volume at most 4 digits. The
 * amount is disabled until the cost is set: typed without a cost it is ignored, and clearing the cost clears it.
 */
export function cascoVehiclePatch<K extends CascoVehicleField>(
  v: CascoVehicle,
  field: K,
  value: CascoVehicleValues[K],
): CascoVehicle {
  const s = typeof value === 'string' ? value : '';
  switch (field) {
    case 'number':
      return { ...v, number: code(s), registration: { ...v.registration, number: code(s) } };
    case 'vin':
      return { ...v, vin: code(s) };
    case 'cost': {
      const cost = money(value as number | null);
      return { ...v, cost, amount: cost === null ? null : v.amount };
    }
    case 'amount':
      return v.cost === null ? v : { ...v, amount: money(value as number | null) };
    case 'year':
      return { ...v, year: normaliseYear(s) };
    case 'color':
    case 'mark':
    case 'model':
      return { ...v, [field]: s };
    case 'registration.certificate':
      return { ...v, registration: { ...v.registration, certificate: normaliseVehicleCode(s) } };
    case 'registration.region_id':
      return { ...v, registration: { ...v.registration, region_id: value === null ? null : Number(value) } };
    case 'registration.date':
      return { ...v, registration: { ...v.registration, date: s } };
    case 'engine.number':
      return { ...v, engine: { ...v.engine, number: s.toUpperCase() } };
    case 'engine.power':
      return { ...v, engine: { ...v.engine, power: normaliseDigits4(s) } };
    case 'engine.volume':
      return { ...v, engine: { ...v.engine, volume: normaliseDigits4(s) } };
  }
  return v;
}

const ALWAYS: readonly CascoVehicleField[] = [
  'number',
  'vin',
  'cost',
  'amount',
  'year',
  'color',
  'mark',
  'model',
  'registration.certificate',
  'registration.region_id',
  'registration.date',
];
/** A trailer has no engine: its number and power are asked of trucks and special machinery only. */
const MOTOR: readonly CascoVehicleField[] = ['engine.number', 'engine.power'];

/** The fields Сохранить needs (the engine volume is never required: 4 digits when typed). */
export const requiredCascoVehicleFields = (type: CascoVehicleType): CascoVehicleField[] => [
  ...ALWAYS,
  ...(type === 10 ? [] : MOTOR),
];

const isEmpty = (value: unknown): boolean =>
  value === null || (typeof value === 'string' && value.trim() === '') || value === 0;

/** The required fields still empty (a cost or an amount of 0 is none). */
export const missingCascoVehicleFields = (v: CascoVehicle, type: CascoVehicleType): CascoVehicleField[] =>
  requiredCascoVehicleFields(type).filter((field) => isEmpty(fieldValue(v, field)));

/** '"Действительная стоимость" не должна быть больше N тг.' when the cost is above the cap. */
export function cascoCostError(cost: number | null, available: number): string | null {
  const cap = vehicleCostCap(available);
  return cost !== null && cost > cap
    ? fmt(ruCasco.vehicle.costAboveLimit, { limit: plainThousands(cap) })
    : null;
}

/** '"Страховая сумма" не должна быть больше "Действительная стоимость"'. */
export const cascoAmountError = (v: Pick<CascoVehicle, 'cost' | 'amount'>): string | null =>
  v.amount !== null && v.cost !== null && v.amount > v.cost ? ruCasco.vehicle.amountAboveCost : null;

/** '"Год выпуска" не старше 10 лет' (not before this year minus 10), and not a year to come. */
export function cascoYearError(year: string, today: string): string | null {
  if (!/^\d{4}$/.test(year)) return null;
  const now = Number(today.slice(0, 4));
  if (Number(year) < now - MAX_VEHICLE_AGE) return ruCasco.vehicle.yearTooOld;
  if (Number(year) > now) return ruSaleVehicle.yearInFuture;
  return null;
}

/** 'ТС по {value} уже есть в списке' for a plate or VIN of another vehicle of the policy. */
export function listedError(value: string, listed: readonly string[]): string | null {
  const key = normaliseVehicleCode(value);
  return key !== '' && listed.some((l) => normaliseVehicleCode(l) === key)
    ? fmt(ruSaleVehicle.duplicate, { value: key })
    : null;
}

/** Each field's message: the duplicates, the cost's cap, the amount above the cost, the year. */
export function cascoVehicleErrors(
  v: CascoVehicle,
  rules: CascoVehicleRules,
): Partial<Record<CascoVehicleField, string>> {
  const errors: Partial<Record<CascoVehicleField, string>> = {};
  const found: [CascoVehicleField, string | null][] = [
    ['number', listedError(v.number, rules.listed)],
    ['vin', listedError(v.vin, rules.listed)],
    ['cost', cascoCostError(v.cost, rules.available)],
    ['amount', cascoAmountError(v)],
    ['year', cascoYearError(v.year, rules.today)],
  ];
  for (const [field, message] of found) if (message) errors[field] = message;
  return errors;
}

export interface CascoVehicleVerdict {
  valid: boolean;
  missing: CascoVehicleField[];
  errors: Partial<Record<CascoVehicleField, string>>;
  /** The form's message when a required field is empty (5.1's generic one). */
  incomplete: string | null;
}

/** Whether Сохранить is enabled (5.2), the missing fields and each field's message. */
export function checkCascoVehicle(v: CascoVehicle, rules: CascoVehicleRules): CascoVehicleVerdict {
  const missing = missingCascoVehicleFields(v, rules.type);
  const errors = cascoVehicleErrors(v, rules);
  return {
    valid: missing.length === 0 && Object.keys(errors).length === 0 && v.type_id === rules.type,
    missing,
    errors,
    incomplete: missing.length > 0 ? ruClient.incomplete : null,
  };
}

/** The lookup's fields (Enter in the plate or the VIN). */
export type CascoLookupBy = 'number' | 'vin';

/** 5.2: a plate (or VIN) of 3 characters or fewer does not search. */
export const LOOKUP_MIN_LENGTH = 4;

/** The lookup may run: the field holds more than 3 characters and is not another vehicle's. */
export const canLookup = (value: string, listed: readonly string[]): boolean =>
  normaliseVehicleCode(value).length >= LOOKUP_MIN_LENGTH && listedError(value, listed) === null;

/**
 * The register's vehicle taken into the form: its identity, make, model, year, colour, engine and registration,
 * and its id as `vehicle_id`; the cost and amount typed stay; the type stays the program's; nothing priced.
 */
export function withFound(form: CascoVehicle, found: SpecialistVehicle): CascoVehicle {
  return {
    ...form,
    vehicle_id: found.vehicle_id,
    number: code(found.number),
    vin: code(found.vin),
    year: found.year,
    color: found.color,
    mark: found.mark,
    model: found.model,
    engine: { ...found.engine },
    registration: { ...found.registration, number: code(found.number) },
    verify: found.verify,
    premium: null,
    calc: null,
  };
}

/** The plates and VINs the policy's vehicles occupy, but the one at `except` (the vehicle edited). */
export function listedOf(
  vehicles: readonly Pick<CascoVehicle, 'number' | 'vin'>[],
  except?: number,
): string[] {
  return vehicles
    .filter((_, i) => i !== except)
    .flatMap((v) => [normaliseVehicleCode(v.number), normaliseVehicleCode(v.vin)])
    .filter((k) => k !== '');
}
