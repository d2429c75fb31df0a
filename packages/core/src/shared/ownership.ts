import { ROLE, type RoleId } from './roles';

/**
 * Who may reach which object (ARCHITECTURE.md "Who may touch what"). Role groups decide which endpoints a role
 * calls (the endpoint declarations); this module decides which objects behind them: a sale, an uploaded document,
 * a policy, an employee record, a termination request. The server reads the facts about an object from its own
 * data (who made it, whether it lies in the caller's branch) and asks here; it never decides on its own.
 *
 * Where the spec is silent (part 1 section 6, part 2 section 6), an auditor's rule applies: a user reaches only
 * what their role and their own work give them. The administrator reaches everything.
 */

/** The signed-in caller, as the session gives it (never as the request says). */
export interface Actor {
  id: number;
  role: RoleId;
}

/** The kinds of object a call can reach; endpoint declarations name the one they take (`Endpoint.owns`). */
export const OWNED_KINDS = [
  'sale',
  'document',
  'policy',
  'employee',
  'termination',
  'supportRequest',
] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

/**
 * The facts about an object that decide access, read by the server from its own tables.
 * - sale: a policy being sold, named by its ulid (drafts, verification, one-time code, uploads, checkout,
 *   payment check); its owner is the user who started it.
 * - document: an uploaded file (identity documents, scans, compliance images); its owner is its uploader.
 * - termination: an early-termination request; its owner is the user who opened it.
 * - policy: a policy of the register; its owner is its seller, `inBranch` says whether the seller works in the
 *   caller's branch (the caller's department and the ones under it, or linked to the caller as manager).
 * - employee: a staff record; `inScope` says whether the caller's employee list shows it (the same rule).
 * - supportRequest: an operator-error request (a seller's report that a policy was issued by mistake); its owner
 *   is the seller who reported it, and it is the support team's queue: support and the administrator reach every
 *   one, nobody else any (the seller follows it on the policy's status).
 */
export type Owned =
  | { kind: 'sale' | 'document' | 'termination' | 'supportRequest'; ownerId: number | null }
  | { kind: 'policy'; ownerId: number | null; inBranch: boolean }
  | { kind: 'employee'; id: number; role: RoleId; inScope: boolean };

/** Read (see, download) or change (edit, delete, pay, cancel). */
export type Intent = 'read' | 'change';

/**
 * Which policies a role sees: every policy (the administrator, the accountant, support), its branch's (a manager,
 * a main manager), or its own sales (agents, sub-agents, reserve, service managers; roles that do not sell see
 * none of theirs). The policy list filters with it and every policy, document and payment call checks it.
 */
export type PolicyScope = 'all' | 'branch' | 'own';

export function policyScope(role: RoleId): PolicyScope {
  switch (role) {
    case ROLE.admin:
    case ROLE.accountant:
    case ROLE.support:
      return 'all';
    case ROLE.manager:
    case ROLE.mainManager:
      return 'branch';
    default:
      return 'own';
  }
}

/**
 * Which sales, uploaded documents or termination requests a list shows a role: every one (the administrator) or
 * its own. `mayAccess` answers the same for one of them, so a list never offers what its item then refuses.
 */
export function ownedScope(role: RoleId): 'all' | 'own' {
  return role === ROLE.admin ? 'all' : 'own';
}

/** Roles whose records only the administrator may change: a moderator cannot take over either. */
const GUARDED_ROLES: readonly RoleId[] = [ROLE.admin, ROLE.moderator];

/**
 * Why the actor may not change an employee record, or null when it may: its role changes no employee ('role':
 * only the administrator and the moderator do), the record lies outside its employees ('scope'), or the record is
 * an administrator's or another moderator's, which only the administrator changes ('guarded'). `mayAccess`
 * 'change' of an employee is this being null; the employee modal reads it to open such a record read-only.
 */
export type EmployeeChangeRefusal = 'role' | 'scope' | 'guarded';

export function employeeChangeRefusal(
  actor: Actor,
  target: Extract<Owned, { kind: 'employee' }>,
): EmployeeChangeRefusal | null {
  if (actor.role === ROLE.admin) return null;
  if (actor.role !== ROLE.moderator) return 'role';
  if (!target.inScope) return 'scope';
  return target.id === actor.id || !GUARDED_ROLES.includes(target.role) ? null : 'guarded';
}

/** May the actor read or change this object? The one rule the API applies on every call that names an object. */
export function mayAccess(actor: Actor, intent: Intent, object: Owned): boolean {
  if (object.kind === 'employee') {
    if (intent === 'change') return employeeChangeRefusal(actor, object) === null;
    return actor.role === ROLE.admin || object.inScope || object.id === actor.id;
  }
  if (object.kind === 'supportRequest') return actor.role === ROLE.admin || actor.role === ROLE.support;
  const own = object.ownerId !== null && object.ownerId === actor.id;
  if (object.kind !== 'policy') return own || ownedScope(actor.role) === 'all';
  if (actor.role === ROLE.admin) return true;
  const scope = policyScope(actor.role);
  // Seeing a policy is the list's scope; changing one (a payment check, a cancellation) is for its seller.
  if (intent === 'change') return own;
  return scope === 'all' || own || (scope === 'branch' && object.inBranch);
}
