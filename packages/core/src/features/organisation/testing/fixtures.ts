/**
 * Fixtures of the organisation feature: terminals, accountants and the answers of branches/index, shared by the
 * machine models, the stories and the tests.
 */
import type { AccountantTerminal, BranchUser, Choice, TerminalRow } from '../contract';
import type { BranchesIndex } from '../branches.machine';

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
