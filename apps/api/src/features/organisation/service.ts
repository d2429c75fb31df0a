import {
  inGroup,
  isTerminalSavable,
  ROLE,
  TERMINAL_MIN_LENGTH,
  type RoleId,
  type TerminalForm,
  type TreeNode,
} from '@sakta/core';
import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';
import {
  accountants,
  agentsOf,
  branchUser,
  departmentIdByHash,
  departmentNode,
  departmentNodes,
  departmentUsers,
  isUnderDepartment,
  person,
  findTerminal,
  insertTerminal,
  isActiveAccountant,
  terminalIdByName,
  updateTerminal,
  type DepartmentNodeRow,
  type TreePersonRow,
} from './repo';

/**
 * The rules of the organisation calls, checked on the server whatever the client sends: the terminal form
 * (id length, unique terminal, an active accountant), and who the signed-in user is in the organisation.
 */

export const organisationApiRu = {
  terminalSaved: 'Терминал сохранён',
  terminalNotFound: 'Терминал не найден',
  terminalExists: (t: string) => `Терминал ${t} уже существует`,
  terminalTooShort: `Терминал (касса) должен содержать не менее ${TERMINAL_MIN_LENGTH} символов`,
  accountantNotFound: 'Бухгалтер не найден',
  branchNotFound: 'Филиал не найден',
  providerUnavailable: 'Платёжный провайдер недоступен, попробуйте позже',
} as const;

/** The terminal and the accountants of the terminal modal (a new terminal: null). */
export function terminalItem(db: Db, id: number | null, isEdit: boolean) {
  const terminal = isEdit && id !== null ? findTerminal(db, id) : null;
  if (isEdit && !terminal) throw refused(404, organisationApiRu.terminalNotFound);
  return { terminal: terminal ?? null, accountants: accountants(db) };
}

/** Creates or updates a terminal after the server-side checks. */
export function saveTerminal(db: Db, form: TerminalForm, isEdit: boolean, id: number | null): void {
  const terminal = form.terminal.trim();
  if (!isTerminalSavable({ terminal })) throw refused(400, organisationApiRu.terminalTooShort);
  if (form.accountant_id !== null && !isActiveAccountant(db, form.accountant_id))
    throw refused(400, organisationApiRu.accountantNotFound);
  const row = { ...form, terminal, login: form.login.trim() };
  db.transaction(() => {
    const sameName = terminalIdByName(db, terminal);
    if (isEdit) {
      if (id === null || !findTerminal(db, id)) throw refused(404, organisationApiRu.terminalNotFound);
      if (sameName !== undefined && sameName !== id)
        throw refused(409, organisationApiRu.terminalExists(terminal));
      updateTerminal(db, id, row);
    } else {
      if (sameName !== undefined) throw refused(409, organisationApiRu.terminalExists(terminal));
      insertTerminal(db, row);
    }
  })();
}

const personOf = (p: TreePersonRow) => ({
  id: p.id,
  title: p.title,
  role: p.role,
  person: p.person,
  status: p.status === 1 ? 1 : 2,
});

/** A department as a tree node: its head, its users with their agents; inactive: status 2 (greyed). */
function toNode(db: Db, d: DepartmentNodeRow): TreeNode {
  const users = departmentUsers(db, d.id, d.head_id);
  const head = d.head_id === null ? undefined : person(db, d.head_id);
  const agents = agentsOf(db, [...users.map((u) => u.id), ...(head ? [head.id] : [])]);
  const withAgents = (u: TreePersonRow) => ({
    ...personOf(u),
    agents: agents.filter((a) => a.manager_id === u.id).map(personOf),
  });
  return {
    hash: d.hash,
    title: d.title,
    status: d.status === 1 ? 1 : 2,
    children: d.children > 0,
    head: head ? withAgents(head) : null,
    users: users.map(withAgents),
  };
}

/**
 * The tree's roots for the asker: the whole organisation for an administrator; for the other roles of the tree
 * tab (the sale group), the department they are attached to; none for the rest.
 */
function treeRoots(db: Db, role: number, branchId: number | null): TreeNode[] {
  if (role === ROLE.admin) return departmentNodes(db, null).map((d) => toNode(db, d));
  if (!inGroup(role as RoleId, 'sale') || branchId === null) return [];
  const own = departmentNode(db, branchId);
  return own ? [toNode(db, own)] : [];
}

/**
 * branches/branch {hash}: the sub-branches of a branch. An administrator opens any branch; the others only their
 * own department and what lies under it (404 otherwise, as for an unknown hash).
 */
export function branchChildren(db: Db, userId: number, role: number, hash: string): TreeNode[] {
  const id = departmentIdByHash(db, hash);
  if (id === undefined) throw refused(404, organisationApiRu.branchNotFound);
  if (role !== ROLE.admin) {
    const own = branchUser(db, userId)?.branch_id ?? null;
    if (own === null || !isUnderDepartment(db, id, own)) throw refused(404, organisationApiRu.branchNotFound);
  }
  return departmentNodes(db, id).map((d) => toNode(db, d));
}

/** branches/index: who is asking, and the roots of the tree they may see. */
export function branchesIndex(db: Db, userId: number, role: number) {
  const row = branchUser(db, userId);
  const user = row
    ? {
        id: row.id,
        title: row.title,
        branch: row.branch_id === null ? null : { id: row.branch_id, title: row.branch_title ?? '' },
      }
    : null;
  return { user, data: treeRoots(db, role, row?.branch_id ?? null) };
}
