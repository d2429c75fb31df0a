import { ruClient } from '../../shared/parties/client/ru';
import { fmt } from '../../shared/i18n/ru';
import { addDays } from '../../shared/sale/treaty';
import { plainThousands } from '../../shared/money';
import { insuredSumMax } from './conditions';
import { REFUSED_WALLS, UNFINISHED_CONDITION, UNINSURABLE_KINDS } from './dictionaries';
import type { PropertyObject } from './object';
import { ruProperty } from './ru';

/**
 * The property object's rules (spec part 2 section 5.5): which fields are required for the policy's program, and
 * each field's message. The modal's Добавить, the sandbox's calculate and propertyPremium use the same functions.
 */

/** What the rules read of the policy. */
export interface ObjectRulesContext {
  /** DSI_FI: the condition, kind and walls are asked and their dictionary rules hold. */
  isImmovable: boolean;
  /** The insurer's kind: the insured amount's limit (500 000 000 for a person, 2 000 000 000 for an entity). */
  insurerIsPerson: boolean;
  /** The beneficiary's IIN (BIN): the whitelisted one needs no loan number. */
  beneficiaryIin: string | null | undefined;
  /** This year in Almaty: a building is not built later (absent where the day is not known, as in the tariff). */
  thisYear?: number;
}

/**
 * 5.5: 'Loan number is not required when the beneficiary IIN is in a whitelist (one IIN)'. The spec does not name
 * the IIN: this one is the sandbox's choice (no demo party has it yet), which an insurer replaces with its own.
 */
export const LOAN_NUMBER_EXEMPT_IINS: readonly string[] = ['940140000385'];

export const loanNumberRequired = (
  beneficiaryIin: string | null | undefined,
  exempt: readonly string[] = LOAN_NUMBER_EXEMPT_IINS,
): boolean => !(beneficiaryIin && exempt.includes(beneficiaryIin.trim()));

export type ObjectField = keyof PropertyObject;

/** The fields the generic required check never asks (5.5): selected, premium, contracts, dangers and the switches. */
const ALWAYS: readonly ObjectField[] = [
  'region_id',
  'address',
  'year',
  'cost',
  'amount',
  'add_info',
  'activity',
  'ownership',
  'landlord',
  'tenant',
  'condition',
  'fire_alarm',
];
const IMMOVABLE_ONLY: readonly ObjectField[] = ['cond_id', 'kind_id', 'wall_id'];

/** The required fields of an object for the policy (5.5). */
export function requiredObjectFields(object: PropertyObject, ctx: ObjectRulesContext): ObjectField[] {
  return [
    ...ALWAYS,
    ...(ctx.isImmovable ? IMMOVABLE_ONLY : []),
    ...(loanNumberRequired(ctx.beneficiaryIin) ? (['loan_number'] as const) : []),
    ...(object.has_security ? (['security'] as const) : []),
  ];
}

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The required fields still empty. */
export const missingObjectFields = (object: PropertyObject, ctx: ObjectRulesContext): ObjectField[] =>
  requiredObjectFields(object, ctx).filter((field) => isEmpty(object[field]));

/** The year of the day before `date` ('YYYY-MM-DD'): this year, from the sale's earliest first day (tomorrow). */
export const yearBefore = (date: string): number => Number(addDays(date, -1).slice(0, 4));

/**
 * 5.5, 9: the year must be later than 1963, and not later than this year when it is known (a building not yet built
 * is not insured); an incomplete year has no message yet.
 */
export function yearError(year: string, thisYear?: number): string | null {
  if (!/^\d{4}$/.test(year.trim())) return null;
  if (Number(year) <= 1963) return ruProperty.object.yearTooOld;
  return thisYear !== undefined && Number(year) > thisYear
    ? fmt(ruProperty.object.yearInFuture, { year: String(thisYear) })
    : null;
}

/** 'Страховая сумма' above the cost, then above the limit of the insurer's kind (5.5, 9). */
export function amountError(
  object: Pick<PropertyObject, 'cost' | 'amount'>,
  insurerIsPerson: boolean,
): string | null {
  const { cost, amount } = object;
  if (amount == null) return null;
  if (cost != null && amount > cost) return ruProperty.object.amountAboveCost;
  const limit = insuredSumMax(insurerIsPerson);
  // the limit as the spec writes it: '500 000 000' (plain spaces)
  if (amount > limit) return fmt(ruProperty.object.amountAboveLimit, { limit: plainThousands(limit) });
  return null;
}

/** The immovable dictionary rules (5.5): kind, condition and walls refused; null for a movable object. */
export function dictionaryErrors(
  object: Pick<PropertyObject, 'kind_id' | 'cond_id' | 'wall_id'>,
  isImmovable: boolean,
): Partial<Record<'kind_id' | 'cond_id' | 'wall_id', string>> {
  if (!isImmovable) return {};
  const errors: Partial<Record<'kind_id' | 'cond_id' | 'wall_id', string>> = {};
  if (UNINSURABLE_KINDS.has(object.kind_id)) errors.kind_id = ruProperty.object.notInsurable;
  if (object.cond_id === UNFINISHED_CONDITION) errors.cond_id = ruProperty.object.unfinished;
  if (REFUSED_WALLS.has(object.wall_id)) errors.wall_id = ruProperty.object.refusedWalls;
  return errors;
}

/** Each field's message under the field (5.5): the year, the amount and the immovable dictionaries. */
export function objectFieldErrors(
  object: PropertyObject,
  ctx: ObjectRulesContext,
): Partial<Record<ObjectField, string>> {
  const errors: Partial<Record<ObjectField, string>> = { ...dictionaryErrors(object, ctx.isImmovable) };
  const year = yearError(object.year, ctx.thisYear);
  if (year) errors.year = year;
  const amount = amountError(object, ctx.insurerIsPerson);
  if (amount) errors.amount = amount;
  return errors;
}

export interface ObjectVerdict {
  valid: boolean;
  missing: ObjectField[];
  errors: Partial<Record<ObjectField, string>>;
  /** The form's message when a required field is empty (5.1's generic one). */
  incomplete: string | null;
}

/** Whether Добавить is enabled (5.5), the missing fields and each field's message. */
export function checkPropertyObject(object: PropertyObject, ctx: ObjectRulesContext): ObjectVerdict {
  const missing = missingObjectFields(object, ctx);
  const errors = objectFieldErrors(object, ctx);
  return {
    valid: missing.length === 0 && Object.keys(errors).length === 0,
    missing,
    errors,
    incomplete: missing.length > 0 ? ruClient.incomplete : null,
  };
}
