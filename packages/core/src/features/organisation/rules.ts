import { inGroup, ROLE, type RoleId } from '../../shared/roles';
import { ruOrganisation } from './ru';
import type { TerminalForm } from './contract';

/**
 * The rules of the organisation page (spec part 1 sections 2 "Organisation and branches", 5 "Terminal save",
 * 6 "Organisation tabs"): which tabs a role sees, and when the terminal form may be saved or checked.
 */

export const BRANCH_TABS = ['tree', 'departments', 'employees', 'signatories', 'terminals'] as const;
export type BranchTab = (typeof BRANCH_TABS)[number];

/**
 * Tabs by role: Орг.Структура for the roles allowed to sell (the sale group), Филиалы for the administrator only,
 * Сотрудники and Подписанты for everyone who reaches the page, Терминалы (Касса) for the moderator and accountant
 * groups. In the spec's order.
 */
export function specBranchTabsFor(role: RoleId): BranchTab[] {
  return BRANCH_TABS.filter((tab) => {
    switch (tab) {
      case 'tree':
        return inGroup(role, 'sale');
      case 'departments':
        return role === ROLE.admin;
      case 'terminals':
        return inGroup(role, 'moderator') || inGroup(role, 'accountant');
      default:
        return true;
    }
  });
}

/**
 * The tabs whose screens are built (a tab not built would be absent, not shown empty): all of the spec's five.
 */
export const BUILT_BRANCH_TABS: readonly BranchTab[] = [
  'tree',
  'departments',
  'employees',
  'signatories',
  'terminals',
];

/** The tabs a role sees: the spec's tabs for the role that are built. */
export function branchTabsFor(role: RoleId): BranchTab[] {
  return specBranchTabsFor(role).filter((tab) => BUILT_BRANCH_TABS.includes(tab));
}

export const isBranchTab = (value: unknown): value is BranchTab =>
  typeof value === 'string' && (BRANCH_TABS as readonly string[]).includes(value);

/**
 * The tab a role opens with: the requested one when the role has it; else "Administrators load the organisation
 * tree; others see the employee list" (spec section 2).
 */
export function initialBranchTab(role: RoleId, requested: unknown): BranchTab {
  const tabs = branchTabsFor(role);
  if (isBranchTab(requested) && tabs.includes(requested)) return requested;
  if (role !== ROLE.admin && tabs.includes('employees')) return 'employees';
  return tabs[0] ?? 'employees';
}

export const branchTabTitle = (tab: BranchTab): string => ruOrganisation.tabs[tab];

/**
 * Minimum length of a terminal id that may be saved. The spec: "Terminal save enabled when terminal length above
 * 5 (condition as written is flawed)"; the evident intent, kept here: the terminal (cash desk) id, trimmed, has
 * more than 5 characters.
 */
export const TERMINAL_MIN_LENGTH = 6;

export const isTerminalSavable = (form: Pick<TerminalForm, 'terminal'>): boolean =>
  form.terminal.trim().length >= TERMINAL_MIN_LENGTH;

/** The authorization check needs terminal, login and password (spec section 5). */
export const hasTerminalCredentials = (
  form: Pick<TerminalForm, 'terminal' | 'login' | 'password'>,
): boolean => form.terminal.trim() !== '' && form.login.trim() !== '' && form.password !== '';
