/*
 * Fixtures of the organisation stories (/branches, its terminals tab and modal, the accountant's /terminals):
 * each view is core's selector over the production machine (the /branches machine, the shared paged list, the
 * terminal modal machine) replayed through the story's events.
 */
import {
  branchesMachine,
  employeeFormMachine,
  employeesMachine,
  selectEmployeeFormView,
  selectSignatoriesView,
  signatoriesMachine,
  pagedListMachine,
  selectEmployeesView,
  selectBranchesView,
  selectPagedListView,
  selectTerminalFormView,
  singlePage,
  terminalFormMachine,
  treeMachine,
  selectTreeView,
  signatorySearchMachine,
  selectSignatorySearchView,
  type SignatorySearchView,
  departmentsMachine,
  selectDepartmentsView,
  departmentFormMachine,
  selectDepartmentFormView,
  type DepartmentRow,
  type DepartmentsView,
  type DepartmentFormView,
  type TreeNode,
  type TreeView,
  type AccountantTerminal,
  type BranchesView,
  type EmployeeFormView,
  type SignatoriesView,
  type EmployeeRow,
  type EmployeesView,
  type PagedListSnapshot,
  type PagedListView,
  type RoleId,
  type TerminalFormView,
  type TerminalRow,
} from '@sakta/core';
import {
  ORG_ACCOUNTANTS,
  ORG_ACCOUNTANT_TERMINALS,
  ORG_ADMIN_RECORD_LOADED,
  ORG_EMPLOYEE_LOADED,
  ORG_MODERATOR_RECORD_LOADED,
  ORG_PERSON,
  ORG_TERMINAL_ROWS,
  ORG_TREE_ALMATY_CHILDREN,
  ORG_TREE_HQ_CHILDREN,
  ORG_TREE_ROOTS,
  ORG_DEPARTMENT_ROWS,
  ORG_DEPARTMENT_NEW,
  ORG_DEPARTMENT_EDIT,
  orgIndex,
} from '@sakta/core/testing';
import { fromPromise } from 'xstate';
import { done, never, offline, replay, type AnyEvent, type ReplayEvent } from './replay';

const branches = branchesMachine.provide({ actors: { loadIndex: never() } });
const list = pagedListMachine.provide({ actors: { loadPage: never() } });
const terminalForm = terminalFormMachine.provide({
  actors: { loadItem: never(), checkTerminal: never(), saveTerminal: never() },
});

export const indexAnswer = (index = orgIndex()) => done('loadIndex', index);
export const indexOffline = offline('loadIndex');

/** The /branches page of a role after `events` (the tab asked in the URL: `tab`). */
export function branchesView(
  role: RoleId,
  events: readonly ReplayEvent<AnyEvent>[] = [indexAnswer()],
  tab?: string,
): BranchesView {
  return replay(branches, events, selectBranchesView, { role, tab });
}

/** A whole list (terminals) as the shared paged list shows it after its answer (or failure). */
export function listView<T>(rows: T[] | 'loading' | 'offline'): PagedListView<T> {
  const events =
    rows === 'loading'
      ? []
      : rows === 'offline'
        ? [offline('loadPage')]
        : [done('loadPage', singlePage(rows))];
  return replay(list, events, (s) => selectPagedListView<T>(s), {});
}

export const TERMINAL_ROWS: TerminalRow[] = ORG_TERMINAL_ROWS;
export const ACCOUNTANT_TERMINALS: AccountantTerminal[] = ORG_ACCOUNTANT_TERMINALS;

/** The terminal modal (new: id null) after `events`. */
export function terminalFormView(
  id: number | null,
  events: readonly ReplayEvent<AnyEvent>[],
): TerminalFormView {
  return replay(terminalForm, events, selectTerminalFormView, { id });
}

export const newTerminalLoaded = done('loadItem', { terminal: null, accountants: ORG_ACCOUNTANTS });
export const editTerminalLoaded = done('loadItem', {
  terminal: ORG_TERMINAL_ROWS[0],
  accountants: ORG_ACCOUNTANTS,
});
/** A new terminal typed in full. */
export const NEW_TERMINAL_TYPED: ReplayEvent<AnyEvent>[] = [
  newTerminalLoaded,
  { type: 'EDIT', field: 'terminal', value: '88880005' },
  { type: 'EDIT', field: 'login', value: 'pos-aktobe-01' },
  { type: 'EDIT', field: 'password', value: 'Kassa-0005' },
  { type: 'SET_ACCOUNTANT', id: ORG_ACCOUNTANTS[0]!.id },
];

const employees = employeesMachine.provide({
  actors: {
    list: pagedListMachine.provide({ actors: { loadPage: never() } }),
    deletedList: pagedListMachine.provide({ actors: { loadPage: never() } }),
  },
});

/** An employee row of the stories. */
export function employeeRow(n: number, overrides: Partial<EmployeeRow> = {}): EmployeeRow {
  return {
    id: 100 + n,
    iin: `8501014000${String(n).padStart(2, '0')}`,
    title: `Сотрудник ${n} Тестович`,
    bmg: n % 5 === 0 ? 1 : 0,
    role: [3, 4, 8, 1][n % 4]!,
    type: (n % 3) as 0 | 1 | 2,
    branch: n % 7 === 6 ? null : 'Филиал г. Алматы',
    ...overrides,
  };
}

export const EMPLOYEES_PAGE: EmployeeRow[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => employeeRow(n));

/** The list's answer for `page` (4 pages of 10 unless given). */
export const employeesPage = (page: number, rows = EMPLOYEES_PAGE, lastPage = 4, child = 'list') => ({
  to: child,
  event: done('loadPage', {
    data: rows,
    meta: { current_page: page, last_page: lastPage, per_page: 10, total: lastPage * 10 },
  }),
});

/** The employees tab's views (its machine and its list child) after `events`. */
export function employeesViews(
  events: readonly ReplayEvent<AnyEvent>[] = [employeesPage(1)],
  input: { canSeeDeleted?: boolean; filter?: Record<string, string>; page?: number } = {},
): { view: EmployeesView; list: PagedListView<EmployeeRow> } {
  return replay(
    employees,
    events,
    (s) => {
      const child = s.children.list ?? s.children.deletedList;
      return {
        view: selectEmployeesView(s),
        list: selectPagedListView<EmployeeRow>(child?.getSnapshot() as PagedListSnapshot | undefined),
      };
    },
    input,
  );
}

const employeeForm = employeeFormMachine.provide({
  actors: { load: never(), lookup: never(), save: never() },
});

/** The signed-in moderator of the stories (its id: its own record). */
export const STORY_MODERATOR = { id: 2, role: 1 as const };

/** The employee modal of a role (new: id null) after `events`, for the user `userId` (its own record: id). */
export function employeeFormView(
  role: RoleId,
  id: number | null,
  events: readonly ReplayEvent<AnyEvent>[],
  userId = role === STORY_MODERATOR.role ? STORY_MODERATOR.id : 1,
): EmployeeFormView {
  return replay(employeeForm, events, selectEmployeeFormView, { id, role, userId });
}

export const employeeNewLoaded = done('load', { ...ORG_EMPLOYEE_LOADED, form: null });
export const employeeEditLoaded = done('load', ORG_EMPLOYEE_LOADED);
/** The administrator's record loaded (a moderator only reads it). */
export const adminRecordLoaded = done('load', ORG_ADMIN_RECORD_LOADED);
/** A moderator's record loaded: the story moderator's own, or another moderator's. */
export const moderatorRecordLoaded = done('load', ORG_MODERATOR_RECORD_LOADED);
export const LOOKUP_IIN = '920412400158';
export const personFound = done('lookup', ORG_PERSON);

const signatories = signatoriesMachine.provide({ actors: { changeSignatory: never() } });

/** The signatories' action state after `events`. */
export const signatoriesView = (events: readonly ReplayEvent<AnyEvent>[] = []): SignatoriesView =>
  replay(signatories, events, selectSignatoriesView);

const tree = treeMachine.provide({ actors: { loadChildren: never() } });

/** The organisation tree (roots: the head office) after `events`. */
export const treeView = (events: readonly ReplayEvent<AnyEvent>[] = [], roots = ORG_TREE_ROOTS): TreeView =>
  replay(tree, events, selectTreeView, { roots });

/** The head office opened and its sub-branches answered; then the Almaty branch opened and answered. */
export const TREE_HQ_OPEN: ReplayEvent<AnyEvent>[] = [
  { type: 'TOGGLE', id: 'b:hq' },
  done('load:hq', ORG_TREE_HQ_CHILDREN),
];
export const TREE_TWO_LEVELS: ReplayEvent<AnyEvent>[] = [
  ...TREE_HQ_OPEN,
  { type: 'TOGGLE', id: 'b:almaty' },
  done('load:almaty', ORG_TREE_ALMATY_CHILDREN),
];

/** The tree machine with the fixtures' loads answered at once (the live story and the keyboard test). */
export const liveTreeMachine = treeMachine.provide({
  actors: {
    loadChildren: fromPromise<TreeNode[], { hash: string }>(async ({ input }) =>
      input.hash === 'hq' ? ORG_TREE_HQ_CHILDREN : input.hash === 'almaty' ? ORG_TREE_ALMATY_CHILDREN : [],
    ),
  },
});

const departments = departmentsMachine.provide({
  actors: { list: pagedListMachine.provide({ actors: { loadPage: never() } }) },
});

export const DEPARTMENT_ROWS: DepartmentRow[] = ORG_DEPARTMENT_ROWS;

/** The departments' answer for `page` (2 pages unless given). */
export const departmentsPage = (page: number, rows = DEPARTMENT_ROWS, lastPage = 2) => ({
  to: 'list',
  event: done('loadPage', {
    data: rows,
    meta: { current_page: page, last_page: lastPage, per_page: 10, total: lastPage * 10 },
  }),
});

/** The departments tab's views (its machine and its list child) after `events`. */
export function departmentsViews(
  events: readonly ReplayEvent<AnyEvent>[] = [departmentsPage(1)],
  input: { filter?: Record<string, string>; page?: number } = {},
): { view: DepartmentsView; list: PagedListView<DepartmentRow> } {
  return replay(
    departments,
    events,
    (s) => ({
      view: selectDepartmentsView(s),
      list: selectPagedListView<DepartmentRow>(
        s.children.list?.getSnapshot() as PagedListSnapshot | undefined,
      ),
    }),
    input,
  );
}

const departmentForm = departmentFormMachine.provide({ actors: { load: never(), save: never() } });

/** The department modal (new: id null) after `events`. */
export const departmentFormView = (
  id: number | null,
  events: readonly ReplayEvent<AnyEvent>[],
): DepartmentFormView => replay(departmentForm, events, selectDepartmentFormView, { id });

export const departmentNewLoaded = done('load', ORG_DEPARTMENT_NEW);
export const departmentEditLoaded = done('load', ORG_DEPARTMENT_EDIT);

const signatorySearch = signatorySearchMachine.provide({ actors: { search: never(), add: never() } });

/** The signatory search modal after `events`. */
export const signatorySearchView = (events: readonly ReplayEvent<AnyEvent>[] = []): SignatorySearchView =>
  replay(signatorySearch, events, selectSignatorySearchView);
