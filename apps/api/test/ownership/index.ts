import type { OwnershipCase } from './cases';
import { EMPLOYEE_CASES } from './employees';

/** Every object-reaching endpoint's case, one file per area. */
export const OWNERSHIP_CASES: readonly OwnershipCase[] = [...EMPLOYEE_CASES];
