import type { OwnershipCase } from './cases';
import { EMPLOYEE_CASES } from './employees';
import { SALE_CASES } from './sale';

/** Every object-reaching endpoint's case, one file per area. */
export const OWNERSHIP_CASES: readonly OwnershipCase[] = [...EMPLOYEE_CASES, ...SALE_CASES];
