import { isTerminalSavable, ROLE, TERMINAL_MIN_LENGTH, type TerminalForm, type TreeNode } from '@sakta/core';
import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';
import {
  accountants,
  branchUser,
  departmentNodes,
  findTerminal,
  insertTerminal,
  isActiveAccountant,
  terminalIdByName,
  updateTerminal,
  type DepartmentNodeRow,
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

function toNode(d: DepartmentNodeRow): TreeNode {
  return {
    hash: d.hash,
    title: d.title,
    status: d.status === 1 ? 1 : 2,
    children: d.children > 0,
    head: d.head ? { title: d.head } : null,
    users: [],
  };
}

/** branches/index: who is asking, and the tree's roots for an administrator. */
export function branchesIndex(db: Db, userId: number, role: number) {
  const row = branchUser(db, userId);
  const user = row
    ? {
        id: row.id,
        title: row.title,
        branch: row.branch_id === null ? null : { id: row.branch_id, title: row.branch_title ?? '' },
      }
    : null;
  const data = role === ROLE.admin ? departmentNodes(db, null).map(toNode) : [];
  return { user, data };
}
