import type { OwnershipCase } from './cases';
import { DOCUMENT_CASES } from './documents';
import { POLICY_CASES } from './policies';
import { TERMINATION_CASES } from './termination';

/** Every object-reaching endpoint's case, one file per area. */
export const OWNERSHIP_CASES: readonly OwnershipCase[] = [
  ...DOCUMENT_CASES,
  ...POLICY_CASES,
  ...TERMINATION_CASES,
];
