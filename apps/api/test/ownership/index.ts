import type { OwnershipCase } from './cases';
import { DOCUMENT_CASES } from './documents';
import { EMPLOYEE_CASES } from './employees';
import { POLICY_CASES } from './policies';
import { SALE_CASES } from './sale';
import { SUPPORT_CASES } from './support';
import { TERMINATION_CASES } from './termination';

/** Every object-reaching endpoint's case, one file per area. */
export const OWNERSHIP_CASES: readonly OwnershipCase[] = [
  ...DOCUMENT_CASES,
  ...EMPLOYEE_CASES,
  ...POLICY_CASES,
  ...SALE_CASES,
  ...SUPPORT_CASES,
  ...TERMINATION_CASES,
];
