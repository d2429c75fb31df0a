/**
 * Fixtures of the organisation feature: terminals, accountants and the answers of branches/index, shared by the
 * machine models, the stories and the tests.
 */
import type { AccountantTerminal, BranchUser, Choice, TerminalRow, TreeNode } from '../contract';
import type { BranchesIndex } from '../branches.machine';
import type { EmployeeForm, Person } from '../employee-form.contract';
import type { EmployeeFormLoaded } from '../employee-form.machine';
import type { SignatoryRow } from '../signatories';
import type { DepartmentRow } from '../departments.contract';
import type { DepartmentFormLoaded } from '../department-form.machine';

export const ORG_ACCOUNTANTS: Choice[] = [
  { id: 3, title: 'Бухгалтерова Бибигуль Маратовна' },
  { id: 31, title: 'Жумабекова Айгерим Сериковна' },
];

export const ORG_TERMINAL_ROWS: TerminalRow[] = [
  {
    id: 1,
    terminal: '88880001',
    login: 'almaty.kassa',
    status: 1,
    accountant_id: 3,
    accountant: ORG_ACCOUNTANTS[0]!.title,
  },
  {
    id: 2,
    terminal: '88880002',
    login: 'astana.kassa',
    status: 1,
    accountant_id: 31,
    accountant: ORG_ACCOUNTANTS[1]!.title,
  },
  { id: 3, terminal: '88880003', login: null, status: 0, accountant_id: null, accountant: null },
];

export const ORG_ACCOUNTANT_TERMINALS: AccountantTerminal[] = [
  { id: 1, terminal: '88880001', status: 1, branch: 'Филиал г. Алматы' },
  { id: 4, terminal: '88880004', status: 0, branch: null },
];

export const ORG_BRANCH_USER: BranchUser = {
  id: 2,
  title: 'Модератова Мадина Ерлановна',
  branch: { id: 2, title: 'Филиал г. Алматы' },
};

export const orgIndex = (user: BranchUser | null = ORG_BRANCH_USER): BranchesIndex => ({ user, data: [] });
export const ORG_INDEX_NO_BRANCH: BranchesIndex = { user: { ...ORG_BRANCH_USER, branch: null }, data: [] };
export const ORG_INDEX_NOT_FOUND: BranchesIndex = { user: null, data: [] };

/** A terminal credentials triple the sandbox provider accepts. */
export const ORG_TERMINAL_CREDENTIALS = {
  terminal: '88880001',
  login: 'almaty.kassa',
  password: 'Kassa-0001',
};

/** A complete employee form (an existing Reserve employee of the Almaty branch). */
export const ORG_EMPLOYEE_FORM: EmployeeForm = {
  c_id: null,
  id_physperson: null,
  iin: '850101400016',
  phone: '+7(701) 600-1001',
  name: 'Дана',
  surname: 'Бекова',
  patronymic: null,
  email: null,
  birthday: '1985-01-01',
  sex: 2,
  status: 1,
  role: 8,
  parent_id: 2,
  terminal_id: 1,
  is_head: 0,
  person: 1,
  economics_sector_id: 10,
  activity_kind_id: null,
  address: null,
};

export const ORG_EMPLOYEE_LOADED: EmployeeFormLoaded = {
  form: ORG_EMPLOYEE_FORM,
  isDep: true,
  departments: [
    { id: 1, title: 'Головной офис' },
    { id: 2, title: 'Филиал г. Алматы' },
  ],
  heads: [{ id: 4, title: 'Менеджеров Марат' }],
  terminals: [{ id: 1, title: '88880001' }],
};

const ADMIN_FORM: EmployeeForm = {
  ...ORG_EMPLOYEE_FORM,
  iin: '900101300017',
  phone: '+7(701) 300-0017',
  surname: 'Нурланов',
  name: 'Ерлан',
  patronymic: 'Серикович',
  sex: 1,
  role: 0,
  parent_id: 1,
};

/** The administrator's record (role 0): a moderator opens it read-only. */
export const ORG_ADMIN_RECORD_LOADED: EmployeeFormLoaded = { ...ORG_EMPLOYEE_LOADED, form: ADMIN_FORM };

/** A moderator's record (role 1): its own, or another moderator's. */
export const ORG_MODERATOR_RECORD_LOADED: EmployeeFormLoaded = {
  ...ORG_EMPLOYEE_LOADED,
  form: { ...ADMIN_FORM, iin: '900101300027', surname: 'Ахметов', name: 'Айдар', role: 1 },
};

/** What the 1C directory answers for a person. */
export const ORG_PERSON: Person = {
  economics_sector_id: 10,
  activity_kind_id: 1,
  id_physperson: '1c-person-0001',
  patronymic: 'Маратовна',
  birthday: '1992-04-12',
  surname: 'Сейткали',
  address: 'г. Алматы, ул. Абая, 10',
  person: 1,
  email: 'a.seitkali@example.kz',
  name: 'Айгерим',
  sex: 2,
  c_id: '1c-0001',
};

export const ORG_SIGNATORIES: SignatoryRow[] = [
  { id: 1, iin: '900101300017', title: 'Администраторов Ерлан', status: 1 },
  { id: 2, iin: '900101300027', title: 'Модератова Мадина', status: 2 },
];

/**
 * The organisation tree: the head office (its head, a moderator, a manager with a natural-person and a
 * legal-entity agent), its sub-branches (an active one with sub-branches, an inactive leaf), and the
 * sub-branches of the regional one.
 */
export const ORG_TREE_ROOTS: TreeNode[] = [
  {
    hash: 'hq',
    title: 'Головной офис',
    status: 1,
    children: true,
    head: { id: 1, title: 'Администраторов Ерлан Серикович', role: 0, person: 1, status: 1, agents: [] },
    users: [
      { id: 7, title: 'Сервисова Алия Каримовна', role: 7, person: 1, status: 1, agents: [] },
      {
        id: 4,
        title: 'Менеджеров Марат Асанович',
        role: 3,
        person: 1,
        status: 1,
        agents: [
          { id: 5, title: 'Агентов Айдар', role: 4, person: 1, status: 1 },
          { id: 60, title: 'ТОО «Алатау Брокер»', role: 4, person: 2, status: 1 },
        ],
      },
    ],
  },
];

export const ORG_TREE_HQ_CHILDREN: TreeNode[] = [
  {
    hash: 'almaty',
    title: 'Филиал г. Алматы',
    status: 1,
    children: true,
    head: { id: 2, title: 'Модератова Мадина Ерлановна', role: 1, person: 1, status: 1, agents: [] },
    users: [{ id: 3, title: 'Бухгалтерова Бибигуль Маратовна', role: 2, person: 1, status: 1, agents: [] }],
  },
  { hash: 'karaganda', title: 'Филиал г. Караганда', status: 2, children: false, head: null, users: [] },
];

export const ORG_TREE_ALMATY_CHILDREN: TreeNode[] = [
  {
    hash: 'almaty-medeu',
    title: 'Отделение Медеуского района',
    status: 1,
    children: false,
    head: null,
    users: [{ id: 9, title: 'Резервова Дана', role: 8, person: 1, status: 2, agents: [] }],
  },
];

/** Rows of the departments tab. */
export const ORG_DEPARTMENT_ROWS: DepartmentRow[] = [
  {
    id: 1,
    title: 'Головной офис',
    head: 'Администраторов Ерлан Серикович',
    type: 1,
    parent: null,
    status: 1,
  },
  {
    id: 2,
    title: 'Филиал г. Алматы',
    head: 'Модератова Мадина Ерлановна',
    type: 1,
    parent: 'Головной офис',
    status: 1,
  },
  { id: 5, title: 'Филиал г. Караганда', head: null, type: 0, parent: 'Головной офис', status: 0 },
];

/** What the department modal loads: the dictionaries, and the Almaty branch when editing. */
export const ORG_DEPARTMENT_NEW: DepartmentFormLoaded = {
  item: null,
  heads: [
    { id: 4, title: 'Менеджеров Марат Асанович' },
    { id: 11, title: 'Главнов Гани Бекович' },
  ],
  terminals: [
    { id: 1, title: '88880001' },
    { id: 2, title: '88880002' },
  ],
  departments: [
    { id: 1, title: 'Головной офис' },
    { id: 2, title: 'Филиал г. Алматы' },
  ],
};
export const ORG_DEPARTMENT_EDIT: DepartmentFormLoaded = {
  ...ORG_DEPARTMENT_NEW,
  item: {
    id: 2,
    form: {
      c_id: '1c-dep-almaty',
      title: 'Филиал г. Алматы',
      terminal_id: 1,
      head_id: 2,
      parent_id: 1,
      status: 1,
      type: 1,
    },
    head_name: 'Модератова Мадина Ерлановна',
  },
};

/** A signatory found by the search. */
export const ORG_FOUND_SIGNATORY = { title: 'Бекова Дана', iin: '850101400016' };
