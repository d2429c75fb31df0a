import type { Owned } from '@sakta/core';
import type { AppContext } from '../../platform/http';
import { employeeScope, inEmployeeScope } from '../employee-scope';

/**
 * The facts of core's ownership rule about a policy of the register, read from the server's own tables, for every
 * call that names a policy: its seller (the user who sold it), and whether that seller works in the caller's
 * branch (the employee list's scope: the caller's department and the ones under it, or linked to the caller as
 * manager).
 */
export function policyFacts(c: AppContext, sellerId: number | null): Extract<Owned, { kind: 'policy' }> {
  const { db } = c.var;
  const { user } = c.var.auth;
  const inBranch = sellerId !== null && inEmployeeScope(db, employeeScope(db, user), sellerId);
  return { kind: 'policy', ownerId: sellerId, inBranch };
}
