import { fmt } from '../../shared/i18n/ru';
import { plainThousands } from '../../shared/money';
import { ruProperty } from './ru';

/**
 * The property program and its conditions (spec part 2 sections 3.2, 4.1, 5.5, 9; part 1 section 9): the two
 * programs, the insured-sum limit by the insurer's kind, the franchise options and the agency reward (AV) and MD
 * clamps. Pure functions: the page, the sandbox's calculate and the tests use the same ones.
 */

/** Section 1: DSD_FI movable, DSI_FI immovable; the immovable switch changes one into the other (4.1). */
export const PROPERTY_PRODUCTS = { movable: 'DSD_FI', immovable: 'DSI_FI' } as const;
export type PropertyProduct = (typeof PROPERTY_PRODUCTS)[keyof typeof PROPERTY_PRODUCTS];

export const productOf = (isImmovable: boolean): PropertyProduct =>
  isImmovable ? PROPERTY_PRODUCTS.immovable : PROPERTY_PRODUCTS.movable;
export const isImmovableProduct = (product: string): boolean => product === PROPERTY_PRODUCTS.immovable;
export const isPropertyProduct = (product: string): product is PropertyProduct =>
  product === PROPERTY_PRODUCTS.movable || product === PROPERTY_PRODUCTS.immovable;

/** Section 9: the insured amount's maximum, 500 000 000 for a person insurer, 2 000 000 000 for a legal entity. */
export const INSURED_SUM_MAX = { person: 500_000_000, entity: 2_000_000_000 } as const;
export const insuredSumMax = (insurerIsPerson: boolean): number =>
  insurerIsPerson ? INSURED_SUM_MAX.person : INSURED_SUM_MAX.entity;

/** Franchise options in percent (5.5, part 1 section 9), default 1. */
export const FRANCHISE_OPTIONS = [1, 2, 3, 5, 7, 10] as const;
export type Franchise = (typeof FRANCHISE_OPTIONS)[number];
export const DEFAULT_FRANCHISE: Franchise = 1;
export const isFranchise = (value: number): value is Franchise =>
  (FRANCHISE_OPTIONS as readonly number[]).includes(value);
/** A franchise that is not an option falls back to the default. */
export const franchiseOf = (value: number | null | undefined): Franchise =>
  value != null && isFranchise(value) ? value : DEFAULT_FRANCHISE;

/**
 * The agency reward (AV) range, percent: 0 to 55.56, default 0 (part 1 section 9). The spec names a 'main range'
 * for AV plus MD without its bounds; this module takes it as the same 0 to 55.56, so MD's range is what AV leaves.
 */
export const AGENCY_REWARD = { min: 0, max: 55.56, default: 0 } as const;
export const MAIN_RANGE = { min: 0, max: AGENCY_REWARD.max } as const;

/** Hundredths of a percent: the field's precision (55.56). */
const hundredths = (value: number): number => Math.round(value * 100) / 100;
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

export interface ProgramCondition {
  /** Insured sum, tenge. */
  insuredSum: number | null;
  /** Franchise, percent: one of the options. */
  franchise: Franchise;
  /** Agency reward, percent. */
  av: number;
  /** MD, percent. */
  md: number;
}

export const DEFAULT_PROGRAM_CONDITION: ProgramCondition = {
  insuredSum: null,
  franchise: DEFAULT_FRANCHISE,
  av: AGENCY_REWARD.default,
  md: 0,
};

/**
 * The program condition as 5.5 keeps it: AV clamped to its range, MD clamped to its range and so that AV plus MD
 * does not exceed the main range's maximum, the franchise one of its options. A value that is not a number counts as
 * its minimum. The insured sum is kept as typed (not below 0): a sum above the limit is said under the field
 * (`insuredSumError`), never changed without a word.
 */
export function clampProgramCondition(
  pc: Omit<ProgramCondition, 'franchise'> & { franchise: number },
): ProgramCondition {
  const num = (v: number) => (Number.isFinite(v) ? v : 0);
  const av = hundredths(clamp(num(pc.av), AGENCY_REWARD.min, AGENCY_REWARD.max));
  const md = hundredths(clamp(num(pc.md), MAIN_RANGE.min, MAIN_RANGE.max - av));
  const insuredSum =
    pc.insuredSum == null || !Number.isFinite(pc.insuredSum) ? null : Math.max(0, pc.insuredSum);
  return { insuredSum, franchise: franchiseOf(pc.franchise), av, md };
}

/**
 * What bounds the program's insured sum (3.2, 5.5, 9): at most the limit of the insurer's kind, and not less than
 * the objects' insured amounts together, since the program covers every object of the policy (the premium is each
 * object's, on its own amount). The message under the field, or null. Spec 5.5 words the limit as the objects'.
 */
export function insuredSumError(
  insuredSum: number | null,
  insurerIsPerson: boolean,
  objectsTotal: number,
): string | null {
  if (insuredSum == null) return null;
  const limit = insuredSumMax(insurerIsPerson);
  if (insuredSum > limit) return fmt(ruProperty.object.amountAboveLimit, { limit: plainThousands(limit) });
  if (insuredSum < objectsTotal)
    return fmt(ruProperty.page.programCondition.belowObjects, { total: plainThousands(objectsTotal) });
  return null;
}
