import type { OwnershipCase } from './cases';
import { SALE_CASES } from './sale';

/** Every object-reaching endpoint's case, one file per area. */
export const OWNERSHIP_CASES: readonly OwnershipCase[] = [...SALE_CASES];
