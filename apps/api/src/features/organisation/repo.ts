import type { RoleId } from '@sakta/core';
import type { Db } from '../../platform/db';

/**
 * SQL of the organisation feature (migrations/001 terminals, 007 departments and users.parent_id): the terminals
 * tab, the accountants, and who the signed-in user is in the organisation.
 */

export interface TerminalListRow {
  id: number;
  terminal: string;
  login: string | null;
  status: 0 | 1;
  accountant_id: number | null;
  accountant: string | null;
}

const FULL_NAME = "trim(u.surname || ' ' || u.name || coalesce(' ' || u.patronymic, ''))";

const TERMINAL_SELECT = `SELECT t.id, t.terminal, t.login, t.status, t.accountant_id,
  CASE WHEN u.id IS NULL THEN NULL ELSE ${FULL_NAME} END AS accountant
  FROM terminals t LEFT JOIN users u ON u.id = t.accountant_id`;

export function listTerminals(db: Db): TerminalListRow[] {
  return db.prepare(`${TERMINAL_SELECT} ORDER BY t.id`).all() as TerminalListRow[];
}

export function findTerminal(db: Db, id: number): TerminalListRow | undefined {
  return db.prepare(`${TERMINAL_SELECT} WHERE t.id = ?`).get(id) as TerminalListRow | undefined;
}

export function terminalIdByName(db: Db, terminal: string): number | undefined {
  return (
    db.prepare('SELECT id FROM terminals WHERE terminal = ?').get(terminal) as { id: number } | undefined
  )?.id;
}

export interface TerminalWrite {
  terminal: string;
  login: string;
  password: string;
  accountant_id: number | null;
  status: 0 | 1;
}

export function insertTerminal(db: Db, t: TerminalWrite): number {
  return Number(
    db
      .prepare(
        `INSERT INTO terminals (terminal, login, password, accountant_id, status)
         VALUES (@terminal, nullif(@login, ''), nullif(@password, ''), @accountant_id, @status)`,
      )
      .run(t).lastInsertRowid,
  );
}

/** An empty password keeps the stored one. */
export function updateTerminal(db: Db, id: number, t: TerminalWrite): void {
  db.prepare(
    `UPDATE terminals SET terminal = @terminal, login = nullif(@login, ''),
       password = coalesce(nullif(@password, ''), password), accountant_id = @accountant_id, status = @status
     WHERE id = @id`,
  ).run({ ...t, id });
}

/** Active accountants (role 2) as choices. */
export function accountants(db: Db): { id: number; title: string }[] {
  return db
    .prepare(
      `SELECT u.id, ${FULL_NAME} AS title FROM users u WHERE u.role = 2 AND u.status = 1 AND u.deleted_at IS NULL ORDER BY title`,
    )
    .all() as { id: number; title: string }[];
}

/** Active employees (of `role` when given) as the staff dictionaries answer them: id, full name, role; by name. */
export function staffChoices(db: Db, role?: RoleId): { id: number; title: string; role: RoleId }[] {
  return db
    .prepare(
      `SELECT u.id, ${FULL_NAME} AS title, u.role FROM users u
       WHERE u.status = 1 AND u.deleted_at IS NULL AND (@role IS NULL OR u.role = @role) ORDER BY title, u.id`,
    )
    .all({ role: role ?? null }) as { id: number; title: string; role: RoleId }[];
}

export function isActiveAccountant(db: Db, id: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM users WHERE id = ? AND role = 2 AND status = 1 AND deleted_at IS NULL')
      .get(id) !== undefined
  );
}

export interface BranchUserRow {
  id: number;
  title: string;
  branch_id: number | null;
  branch_title: string | null;
}

/** The signed-in user as the organisation sees them, with their department. */
export function branchUser(db: Db, userId: number): BranchUserRow | undefined {
  return db
    .prepare(
      `SELECT u.id, ${FULL_NAME} AS title, d.id AS branch_id, d.title AS branch_title
       FROM users u LEFT JOIN departments d ON d.id = u.parent_id WHERE u.id = ?`,
    )
    .get(userId) as BranchUserRow | undefined;
}

export interface DepartmentNodeRow {
  id: number;
  hash: string;
  title: string;
  status: number;
  head_id: number | null;
  /** Sub-departments (loaded on click). */
  children: number;
}

const NODE_SELECT = `SELECT d.id, d.hash, d.title, d.status, d.head_id,
    (SELECT count(*) FROM departments c WHERE c.parent_id = d.id) AS children
  FROM departments d`;

/** Departments under a parent (null: the roots), for the organisation tree. */
export function departmentNodes(db: Db, parentId: number | null): DepartmentNodeRow[] {
  return db
    .prepare(`${NODE_SELECT} WHERE d.parent_id IS ? ORDER BY d.id`)
    .all(parentId) as DepartmentNodeRow[];
}

export function departmentNode(db: Db, id: number): DepartmentNodeRow | undefined {
  return db.prepare(`${NODE_SELECT} WHERE d.id = ?`).get(id) as DepartmentNodeRow | undefined;
}

export function departmentIdByHash(db: Db, hash: string): number | undefined {
  return (db.prepare('SELECT id FROM departments WHERE hash = ?').get(hash) as { id: number } | undefined)
    ?.id;
}

/** Whether department `id` is `ancestor` or lies under it. */
export function isUnderDepartment(db: Db, id: number, ancestor: number): boolean {
  return (
    db
      .prepare(
        `WITH RECURSIVE up(id, parent_id) AS (
           SELECT id, parent_id FROM departments WHERE id = ?
           UNION ALL SELECT d.id, d.parent_id FROM departments d JOIN up ON d.id = up.parent_id)
         SELECT 1 FROM up WHERE id = ?`,
      )
      .get(id, ancestor) !== undefined
  );
}

export interface TreePersonRow {
  id: number;
  title: string;
  role: number;
  person: number;
  status: number;
  manager_id: number | null;
}

const PERSON_COLUMNS = `u.id, ${FULL_NAME} AS title, u.role, u.person, u.status, u.manager_id`;

/** The users attached to a department (not deleted, the head apart), by role then name. */
export function departmentUsers(db: Db, departmentId: number, headId: number | null): TreePersonRow[] {
  return db
    .prepare(
      `SELECT ${PERSON_COLUMNS} FROM users u
       WHERE u.parent_id = ? AND u.deleted_at IS NULL AND u.id IS NOT ?
       ORDER BY u.role, title`,
    )
    .all(departmentId, headId) as TreePersonRow[];
}

export function person(db: Db, id: number): TreePersonRow | undefined {
  return db.prepare(`SELECT ${PERSON_COLUMNS} FROM users u WHERE u.id = ?`).get(id) as
    TreePersonRow | undefined;
}

/** The agents linked to these users as their manager (not deleted). */
export function agentsOf(db: Db, userIds: number[]): TreePersonRow[] {
  if (userIds.length === 0) return [];
  return db
    .prepare(
      `SELECT ${PERSON_COLUMNS} FROM users u
       WHERE u.manager_id IN (${userIds.map(() => '?').join(', ')}) AND u.deleted_at IS NULL
       ORDER BY u.person, title`,
    )
    .all(...userIds) as TreePersonRow[];
}
