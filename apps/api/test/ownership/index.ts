import type { OwnershipCase } from './cases';

/** Every object-reaching endpoint's case, one file per area. */
export const OWNERSHIP_CASES: readonly OwnershipCase[] = [];
