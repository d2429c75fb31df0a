import { ROLE, type RoleId } from '../roles';

/**
 * Who sells (spec part 2 section 6): the manager and agent of a policy by the user's role.
 * - Role 3 (manager): the manager is the user, locked.
 * - Role 4 (agent): the manager is the first of the list, locked; the agent is the first agent when the user sells
 *   for a company, else the user; locked.
 * - Role 8 (reserve): the manager is the first of the list.
 * - Others choose; a manager change clears the agent and reloads the agents (spec 4.1).
 * - A user with an apc sees a read-only APC field instead of the agent selector; the apc goes into the policy.
 */

/** A seller the contract panel offers: a manager, or an agent of a manager (the orders dictionaries' record). */
export interface SaleStaffMember {
  id: number;
  title: string;
}

export interface StaffUser {
  id: number;
  role: RoleId;
  apc: string | null;
}

export interface ManagerChoice {
  manager: number | null;
  locked: boolean;
}

export function managerChoice(user: StaffUser, managers: readonly SaleStaffMember[]): ManagerChoice {
  if (user.role === ROLE.manager) return { manager: user.id, locked: true };
  if (user.role === ROLE.agent) return { manager: managers[0]?.id ?? null, locked: true };
  if (user.role === ROLE.reserve) return { manager: managers[0]?.id ?? null, locked: false };
  return { manager: null, locked: false };
}

export interface AgentChoice {
  agent: number | null;
  locked: boolean;
}

export function agentChoice(
  user: StaffUser,
  agents: readonly SaleStaffMember[],
  isCompany: boolean,
): AgentChoice {
  if (user.role === ROLE.agent) return { agent: isCompany ? (agents[0]?.id ?? null) : user.id, locked: true };
  return { agent: null, locked: false };
}

/** The APC field replaces the agent selector. */
export const showsApc = (user: StaffUser): boolean => user.apc !== null && user.apc !== '';
