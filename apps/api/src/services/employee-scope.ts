import { ROLE, type RoleId } from '@sakta/core';
import type { Db } from '../platform/db';

/**
 * Whose work and records a user reaches: the administrator everyone's; any other user those of the employees of
 * their department and the departments under it, those linked to them as manager, and their own. The employee list
 * filters with it; the calls that name one employee (user-item, create-user, the signatory search) read from it
 * the `inScope` fact of core's ownership rule, and the policy calls the `inBranch` fact (a policy whose seller lies
 * in the caller's scope), so the list and the checks cannot drift apart.
 */
export type EmployeeScope = { all: true } | { all: false; department: number | null; userId: number };

export function employeeScope(db: Db, user: { id: number; role: RoleId }): EmployeeScope {
  if (user.role === ROLE.admin) return { all: true };
  const row = db.prepare('SELECT parent_id FROM users WHERE id = ?').get(user.id) as
    { parent_id: number | null } | undefined;
  return { all: false, department: row?.parent_id ?? null, userId: user.id };
}

/** The scope as SQL over `users u`: a WITH prefix, a condition and its named parameters (null: everyone). */
export function scopeSql(
  scope: EmployeeScope,
): { prefix: string; condition: string; params: { scopeRoot: number | null; scopeMe: number } } | null {
  if (scope.all) return null;
  return {
    prefix: `WITH RECURSIVE subtree(id) AS (
      SELECT @scopeRoot UNION ALL SELECT dd.id FROM departments dd JOIN subtree s ON dd.parent_id = s.id)`,
    condition: '(u.parent_id IN (SELECT id FROM subtree) OR u.manager_id = @scopeMe OR u.id = @scopeMe)',
    params: { scopeRoot: scope.department, scopeMe: scope.userId },
  };
}

/** Whether the user `id` lies in the scope. */
export function inEmployeeScope(db: Db, scope: EmployeeScope, id: number): boolean {
  const sql = scopeSql(scope);
  if (!sql) return true;
  return (
    db
      .prepare(`${sql.prefix} SELECT 1 FROM users u WHERE u.id = @id AND ${sql.condition}`)
      .get({ ...sql.params, id }) !== undefined
  );
}
