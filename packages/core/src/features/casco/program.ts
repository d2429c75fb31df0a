/**
 * The casco program and its limits (spec part 2 sections 1, 3.2, 4.1, 9): the vehicle types, the program products
 * and the codes they derive, the program limit by the vehicle type and the insurer's kind, the available limit, the
 * per-vehicle cap, the fixed deductibles and the prior-losses window. Pure functions: the page, the vehicle dialog,
 * the sandbox's calculate and the tests use the same ones.
 */

/** Casco vehicle types (3.4): 6 trucks, 10 trailers, 15 special machinery; 6 by default (section 9). */
export const CASCO_VEHICLE_TYPES = [6, 10, 15] as const;
export type CascoVehicleType = (typeof CASCO_VEHICLE_TYPES)[number];
export const DEFAULT_CASCO_VEHICLE_TYPE: CascoVehicleType = 6;
export const isCascoVehicleType = (value: number): value is CascoVehicleType =>
  (CASCO_VEHICLE_TYPES as readonly number[]).includes(value);

/** The program products (section 1, 4.1): 1..4. */
export const CASCO_PROGRAM_PRODUCTS = [1, 2, 3, 4] as const;
export type CascoProgramProduct = (typeof CASCO_PROGRAM_PRODUCTS)[number];

/** The policy code each program product derives (section 1, 4.1). */
export const CASCO_CODES = {
  1: 'DSAT_CASCO_FRE',
  2: 'DSAT_CASCO_TRL',
  3: 'DSAT_CASCO_SE1',
  4: 'DSAT_CASCO_SE2',
} as const satisfies Record<CascoProgramProduct, string>;
export type CascoCode = (typeof CASCO_CODES)[CascoProgramProduct];
export const CASCO_CODE_LIST: readonly CascoCode[] = Object.values(CASCO_CODES);

/**
 * Which products a vehicle type offers. The spec does not say; the codes' names do: FRE (freight) the trucks, TRL
 * the trailers, SE1 and SE2 (special equipment, with and without the accident risk) the special machinery.
 */
export const PRODUCTS_BY_TYPE = {
  6: [1],
  10: [2],
  15: [3, 4],
} as const satisfies Record<CascoVehicleType, readonly CascoProgramProduct[]>;

export const productsOfType = (type: CascoVehicleType): readonly CascoProgramProduct[] =>
  PRODUCTS_BY_TYPE[type];

/** The product offered for the type. */
export const offersProduct = (type: CascoVehicleType, product: number): product is CascoProgramProduct =>
  (productsOfType(type) as readonly number[]).includes(product);

/**
 * 4.1: 'changing the vehicle type resets the product': to the type's first product (trucks 1, trailers 2, special
 * machinery 3), so a program always has a product and the policy a code.
 */
export const resetProduct = (type: CascoVehicleType): CascoProgramProduct => productsOfType(type)[0]!;

/** The code a program product derives (4.1). */
export const cascoCodeOf = (product: CascoProgramProduct): CascoCode => CASCO_CODES[product];

export const isCascoCode = (code: string): code is CascoCode =>
  (CASCO_CODE_LIST as readonly string[]).includes(code);

/** The program product of a casco code, or null for another code. */
export function productOfCode(code: string): CascoProgramProduct | null {
  const found = CASCO_PROGRAM_PRODUCTS.find((p) => CASCO_CODES[p] === code);
  return found ?? null;
}

/** The vehicle type a program product insures. */
export function typeOfProduct(product: CascoProgramProduct): CascoVehicleType {
  return CASCO_VEHICLE_TYPES.find((t) => offersProduct(t, product))!;
}

/**
 * Section 9: the program limit, 500 000 000 for trucks and trailers; special machinery 200 000 000 for a person
 * insurer, 1 000 000 000 for a legal entity.
 */
export const PROGRAM_LIMIT = {
  trucksAndTrailers: 500_000_000,
  specialMachinery: { person: 200_000_000, entity: 1_000_000_000 },
} as const;

export function programLimit(type: CascoVehicleType, insurerIsPerson: boolean): number {
  if (type !== 15) return PROGRAM_LIMIT.trucksAndTrailers;
  return insurerIsPerson ? PROGRAM_LIMIT.specialMachinery.person : PROGRAM_LIMIT.specialMachinery.entity;
}

/** Section 9: one vehicle's actual cost at most 65 000 000, and never more than the limit still available. */
export const VEHICLE_COST_LIMIT = 65_000_000;

const costOf = (v: { cost: number | null }) => (v.cost != null && Number.isFinite(v.cost) ? v.cost : 0);

/** The vehicles' total cost (a vehicle without a cost counts 0). */
export const totalCost = (vehicles: readonly { cost: number | null }[]): number =>
  vehicles.reduce((sum, v) => sum + costOf(v), 0);

/**
 * Section 9: available = the program limit minus the vehicles' total cost (never below 0: a program over its limit,
 * e.g. once the insurer became a person, has nothing available). `except` leaves out the vehicle being edited.
 */
export function availableLimit(
  limit: number,
  vehicles: readonly { cost: number | null }[],
  except?: number,
): number {
  const others = vehicles.filter((_, i) => i !== except);
  return Math.max(0, limit - totalCost(others));
}

/** Section 9: the per-vehicle limit, 65 000 000 capped by what is available. */
export const vehicleCostCap = (available: number): number =>
  Math.max(0, Math.min(VEHICLE_COST_LIMIT, available));

/** Section 9: the deductible on theft and on total loss, 10 % each, fixed. */
export const CASCO_FIXED_DEDUCTIBLE = { theft: 10, total_loss: 10 } as const;

/** Section 9: the window of the prior-losses question, in years. */
export const LOSSES_WINDOW_YEARS = 3;

/** Section 9 (5.2): a vehicle not older than 10 years. */
export const MAX_VEHICLE_AGE = 10;

/**
 * The damage risk's unconditional deductible, percent of the insured amount (conditions.risk_damage): the spec
 * keeps the other casco risks' percentages to itself ('not shown'), so the options are the sandbox's, 1 by default.
 */
export const DAMAGE_DEDUCTIBLE_OPTIONS = [0, 1, 2, 3, 5, 10] as const;
export type DamageDeductible = (typeof DAMAGE_DEDUCTIBLE_OPTIONS)[number];
export const DEFAULT_DAMAGE_DEDUCTIBLE: DamageDeductible = 1;
export const isDamageDeductible = (value: number): value is DamageDeductible =>
  (DAMAGE_DEDUCTIBLE_OPTIONS as readonly number[]).includes(value);

/** 3.2 program: {available, product, limit, type}. */
export interface CascoProgram {
  type: CascoVehicleType;
  product: CascoProgramProduct;
  limit: number;
  available: number;
}

/**
 * The program as the page keeps it for a type, a product (reset to the type's first when the type does not offer
 * it), the insurer's kind and the vehicles listed.
 */
export function cascoProgram(
  type: CascoVehicleType,
  product: number,
  insurerIsPerson: boolean,
  vehicles: readonly { cost: number | null }[],
): CascoProgram {
  const limit = programLimit(type, insurerIsPerson);
  return {
    type,
    product: offersProduct(type, product) ? product : resetProduct(type),
    limit,
    available: availableLimit(limit, vehicles),
  };
}
