import { ROLE, signatoryTransitions } from '@sakta/core';
import {
  accountantTerminalsEndpoint,
  branchesIndexEndpoint,
  branchChildrenEndpoint,
  changeTerminalEndpoint,
  checkTerminalEndpoint,
  changeSignatoryEndpoint,
  searchSignatoryEndpoint,
  addSignatoryEndpoint,
  signatoriesListEndpoint,
  createUserEndpoint,
  departmentsDictionaryEndpoint,
  employeeLookupEndpoint,
  terminalsDictionaryEndpoint,
  userItemEndpoint,
  usersHeadDictionaryEndpoint,
  deletedEmployeesEndpoint,
  EMPLOYEES_PER_PAGE,
  employeesListEndpoint,
  terminalItemEndpoint,
  terminalsListEndpoint,
  createDepartmentEndpoint,
  departmentItemEndpoint,
  departmentsListEndpoint,
  DEPARTMENTS_PER_PAGE,
} from '@sakta/core/organisation';
import { route, type EndpointDef } from '../../platform/endpoint';
import * as z from 'zod/mini';
import { parseQuery, refused } from '../../platform/http';
import { ensureAccess } from '../../platform/ownership';
import { authorizeTerminal } from '../../services/terminal-auth';
import { allTerminals, terminalsOf } from './accountant-repo';
import { listTerminals } from './repo';
import { employeesPage } from './employees-repo';
import { employeeScope } from '../../services/employee-scope';
import {
  dictionaries,
  employeeApiRu,
  employeeFacts,
  employeeItem,
  lookupPerson,
  saveEmployee,
} from './employee-form';
import { departmentApiRu, departmentItem, departmentsPage, saveDepartment } from './departments';
import { addSignatory, findCandidate, searchSignatory, signatoryApiRu } from './signatories';
import { branchChildren, branchesIndex, organisationApiRu, saveTerminal, terminalItem } from './service';
import { STAFF_DICTIONARY_ENDPOINTS } from './dictionaries';

/**
 * Organisation and branches (spec part 1 section 7 branches/*, accountant/terminals). Access comes from core's
 * declarations: the page's calls for the sale group, moderator and accountant; the terminals tab for the
 * moderator and accountant groups; the accountant's own list for the accountant group.
 */

/**
 * GET /api/accountant/terminals -> {result: true, data: [{id, terminal, status, branch}]}.
 * An accountant sees the terminals attached to them; the administrator sees all.
 */
export const accountantTerminals = route(accountantTerminalsEndpoint, (c) => {
  const { db } = c.var;
  const { user } = c.var.auth;
  const data = user.role === ROLE.admin ? allTerminals(db) : terminalsOf(db, user.id);
  return c.json({ result: true as const, data });
});

/** GET /api/branches/index -> {result, user, data}: who is asking and, for an administrator, the tree's roots. */
export const branchesIndexRoute = route(branchesIndexEndpoint, (c) => {
  const { user } = c.var.auth;
  return c.json({ result: true as const, ...branchesIndex(c.var.db, user.id, user.role) });
});

/** POST /api/branches/branch {hash} -> {result, data}: the sub-branches of a branch of the tree. */
export const branchChildrenRoute = route(branchChildrenEndpoint, async (c, req) => {
  const { hash } = await req.body();
  const { user } = c.var.auth;
  return c.json({ result: true as const, data: branchChildren(c.var.db, user.id, user.role, hash) });
});

/** GET /api/branches/list/terminals -> {result, data}: every terminal with its accountant. */
export const terminalsList = route(terminalsListEndpoint, (c) =>
  c.json({ result: true as const, data: listTerminals(c.var.db) }),
);

/** POST /api/branches/terminal-item {id, isEdit} -> {result, data: {terminal, accountants}}. */
export const terminalItemRoute = route(terminalItemEndpoint, async (c, req) => {
  const { id, isEdit } = await req.body();
  return c.json({ result: true as const, data: terminalItem(c.var.db, id, isEdit) });
});

/** POST /api/branches/change-terminal {form, isEdit, id} -> {result, message}. */
export const changeTerminal = route(changeTerminalEndpoint, async (c, req) => {
  const { form, isEdit, id } = await req.body();
  saveTerminal(c.var.db, form, isEdit, id);
  return c.json({ result: true as const, message: organisationApiRu.terminalSaved });
});

/**
 * POST /api/branches/check-terminal {terminal: {terminal, login, password}} -> {result: true, message} when the
 * card provider authorizes the terminal; {result: false, message} (422) when it refuses, 502 when it is down.
 */
export const checkTerminal = route(checkTerminalEndpoint, async (c, req) => {
  const { terminal } = await req.body();
  const answer = await authorizeTerminal(c.var.config, terminal);
  if (answer.ok === 'unavailable') throw refused(502, organisationApiRu.providerUnavailable);
  if (!answer.ok) throw refused(422, answer.message);
  return c.json({ result: true as const, message: 'OK' });
});

const EmployeesQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Неверный номер страницы'))),
  isDep: z.optional(z.enum(['0', '1'])),
  user: z.optional(z.string().check(z.maxLength(100))),
  iin: z.optional(z.string().check(z.regex(/^\d{0,12}$/, 'ИИН: только цифры'))),
  title: z.optional(z.string().check(z.maxLength(100))),
  role: z.optional(z.string().check(z.regex(/^(10|\d)$/, 'Неверная роль'))),
  type: z.optional(z.enum(['0', '1', '2'])),
});

/**
 * GET /api/branches/list/employees?page&isDep&user&type&role&title&iin -> {data, meta}: 10 a page. The
 * administrator sees everyone; others the employees of their department and its sub-departments, and those linked
 * to them as manager.
 */
export const employeesList = route(employeesListEndpoint, (c) => {
  const { page, ...filters } = parseQuery(c, EmployeesQuerySchema);
  const scope = employeeScope(c.var.db, c.var.auth.user);
  return c.json(employeesPage(c.var.db, filters, scope, Number(page ?? '1'), EMPLOYEES_PER_PAGE));
});

/** GET /api/employees/deleted?page -> {data, meta}: the deleted employees (administrator only). */
export const deletedEmployees = route(deletedEmployeesEndpoint, (c) => {
  const { page } = parseQuery(c, EmployeesQuerySchema);
  return c.json(employeesPage(c.var.db, {}, { all: true }, Number(page ?? '1'), EMPLOYEES_PER_PAGE, true));
});

/**
 * POST /api/branches/user-item {id, isEdit} -> {result, data: the employee form, isDep}: a record of the caller's
 * employee list, or their own (the administrator: any); another is refused (403).
 */
export const userItem = route(userItemEndpoint, async (c, req) => {
  const { id } = await req.body();
  const { db } = c.var;
  ensureAccess(c, 'read', employeeFacts(db, employeeScope(db, c.var.auth.user), id));
  const { form, isDep } = employeeItem(db, id);
  return c.json({ result: true as const, data: form, isDep });
});

/**
 * POST /api/branches/create-user {form, isEdit, id, isDep} -> {result, message}: an edit only of a record the
 * caller may change (a moderator: of its list, neither an administrator nor another moderator); the rules of the
 * modal checked again (saveEmployee).
 */
export const createUser = route(createUserEndpoint, async (c, req) => {
  const body = await req.body();
  const { db, config } = c.var;
  const { user } = c.var.auth;
  const scope = employeeScope(db, user);
  if (body.isEdit) ensureAccess(c, 'change', employeeFacts(db, scope, body.id));
  saveEmployee(db, { actor: { id: user.id, role: user.role }, scope, now: config.now() }, body);
  return c.json({ result: true as const, message: employeeApiRu.saved });
});

/** POST /api/branches/employee {iin} -> {result, data}: the person in the (simulated) 1C directory. */
export const employeeLookup = route(employeeLookupEndpoint, async (c, req) => {
  const { iin } = await req.body();
  return c.json({ result: true as const, data: lookupPerson(c.var.db, iin) });
});

export const departmentsDictionary = route(departmentsDictionaryEndpoint, (c) =>
  c.json({ result: true as const, data: dictionaries.departments(c.var.db) }),
);
export const terminalsDictionary = route(terminalsDictionaryEndpoint, (c) =>
  c.json({ result: true as const, data: dictionaries.terminals(c.var.db) }),
);
export const usersHeadDictionary = route(usersHeadDictionaryEndpoint, (c) =>
  c.json({ result: true as const, data: dictionaries.heads(c.var.db) }),
);

/** GET /api/branches/list/signatories -> {result, data}: the active and blocked signatories. */
export const signatoriesList = route(signatoriesListEndpoint, (c) =>
  c.json({
    result: true as const,
    data: c.var.db
      .prepare('SELECT id, iin, title, status FROM signatories WHERE status IN (1, 2) ORDER BY id')
      .all(),
  }),
);

/**
 * POST /api/branches/change-signatory {id, status} -> {result}: active -> blocked; blocked -> active or deleted.
 * Any other change: {result: false, message} (409); an unknown or deleted signatory: 404.
 */
export const changeSignatory = route(changeSignatoryEndpoint, async (c, req) => {
  const { id, status } = await req.body();
  const { db } = c.var;
  const row = db.prepare('SELECT status FROM signatories WHERE id = ? AND status <> 0').get(id) as
    { status: 1 | 2 } | undefined;
  if (!row) throw refused(404, 'Подписант не найден');
  if (!signatoryTransitions(row.status).includes(status)) throw refused(409, 'Такой смены статуса нет');
  db.prepare('UPDATE signatories SET status = ? WHERE id = ?').run(status, id);
  return c.json({ result: true as const });
});

const DepartmentsQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Неверный номер страницы'))),
  parent: z.optional(z.string().check(z.maxLength(100))),
  head: z.optional(z.string().check(z.maxLength(100))),
  title: z.optional(z.string().check(z.maxLength(100))),
  type: z.optional(z.enum(['0', '1', '2'])),
});

/** GET /api/branches/list/departments?page&parent&head&title&type -> {data, meta}: 10 a page (administrator). */
export const departmentsList = route(departmentsListEndpoint, (c) => {
  const { page, ...filters } = parseQuery(c, DepartmentsQuerySchema);
  return c.json(departmentsPage(c.var.db, filters, Number(page ?? '1'), DEPARTMENTS_PER_PAGE));
});

/** POST /api/branches/department-item {id} -> {result, data: {id, form, head_name}}. */
export const departmentItemRoute = route(departmentItemEndpoint, async (c, req) => {
  const { id } = await req.body();
  return c.json({ result: true as const, data: departmentItem(c.var.db, id) });
});

/** POST /api/branches/create-department {form, isEdit, id} -> {result, message}; the rules checked again. */
export const createDepartment = route(createDepartmentEndpoint, async (c, req) => {
  saveDepartment(c.var.db, await req.body());
  return c.json({ result: true as const, message: departmentApiRu.saved });
});

/**
 * POST /api/branches/search-signatory {iin, phone} -> {result, data: {title, iin}}; refusals with a message. The
 * employee found must be one the caller's employee list shows (403 otherwise): a phone gives no stranger's IIN.
 */
export const searchSignatoryRoute = route(searchSignatoryEndpoint, async (c, req) => {
  const { iin, phone } = await req.body();
  const { db } = c.var;
  const found = findCandidate(db, iin, phone);
  ensureAccess(c, 'read', employeeFacts(db, employeeScope(db, c.var.auth.user), found.id));
  return c.json({ result: true as const, data: searchSignatory(db, found) });
});

/**
 * POST /api/branches/add-signatory {iin} -> {result, message}: the found employee, one of the caller's employee
 * list, becomes an active signatory.
 */
export const addSignatoryRoute = route(addSignatoryEndpoint, async (c, req) => {
  const { iin } = await req.body();
  const { db } = c.var;
  const found = findCandidate(db, iin, '');
  ensureAccess(c, 'read', employeeFacts(db, employeeScope(db, c.var.auth.user), found.id));
  addSignatory(db, found);
  return c.json({ result: true as const, message: signatoryApiRu.added });
});

export const ORGANISATION_ENDPOINTS: readonly EndpointDef[] = [
  accountantTerminals,
  branchesIndexRoute,
  branchChildrenRoute,
  terminalsList,
  terminalItemRoute,
  changeTerminal,
  checkTerminal,
  employeesList,
  deletedEmployees,
  userItem,
  createUser,
  employeeLookup,
  departmentsDictionary,
  terminalsDictionary,
  usersHeadDictionary,
  ...STAFF_DICTIONARY_ENDPOINTS,
  signatoriesList,
  changeSignatory,
  searchSignatoryRoute,
  addSignatoryRoute,
  departmentsList,
  departmentItemRoute,
  createDepartment,
];
