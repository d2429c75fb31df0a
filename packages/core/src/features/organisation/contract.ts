import * as z from 'zod/mini';
import { endpoint } from '../../shared/api/common';
import { TEXT_MAX, textField } from '../../shared/api/limits';

/**
 * Organisation and branches, and the accountant's terminals (spec part 1: section 2 "Organisation and branches",
 * "Accountant terminals list"; section 3 terminal, tree node; section 7 branches/*, accountant/terminals).
 *
 * Who may call what: the page /branches is for the sale group, the moderator and the accountant; the terminals tab
 * (and its calls) for the moderator and accountant groups; the accountant's own list for the accountant group.
 */

/** Status of a terminal: 1 active, 0 inactive. */
export const TERMINAL_STATUS = { inactive: 0, active: 1 } as const;
const TerminalStatusSchema = z.union([z.literal(0), z.literal(1)]);

/** A row of GET /api/accountant/terminals: ID, terminal, status icon, attached branch. */
export const AccountantTerminalSchema = z.object({
  id: z.number().check(z.int()),
  terminal: textField(TEXT_MAX.code),
  status: TerminalStatusSchema,
  branch: z.nullable(textField(TEXT_MAX.title)),
});
export type AccountantTerminal = z.infer<typeof AccountantTerminalSchema>;

export const accountantTerminalsEndpoint = endpoint({
  method: 'GET',
  path: '/api/accountant/terminals',
  access: ['accountant'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(AccountantTerminalSchema) }),
});

/** A row of the terminals tab: ID, terminal (cash desk), status dot, responsible (login), accountant. */
export const TerminalRowSchema = z.object({
  id: z.number().check(z.int()),
  terminal: textField(TEXT_MAX.code),
  login: z.nullable(textField(TEXT_MAX.code)),
  status: TerminalStatusSchema,
  accountant_id: z.nullable(z.number().check(z.int())),
  /** The accountant's full name; null: not specified (shown in red). */
  accountant: z.nullable(textField(TEXT_MAX.title)),
});
export type TerminalRow = z.infer<typeof TerminalRowSchema>;

/** GET /api/branches/list/terminals -> {result, data} (the spec does not show the shape; the whole list). */
export const terminalsListEndpoint = endpoint({
  method: 'GET',
  path: '/api/branches/list/terminals',
  access: ['moderator', 'accountant'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(TerminalRowSchema) }),
});

/** A choice of a dictionary (accountants, heads, departments...): id and title. */
export const ChoiceSchema = z.object({ id: z.number().check(z.int()), title: textField(TEXT_MAX.title) });
export type Choice = z.infer<typeof ChoiceSchema>;

/** The terminal form (spec section 3 Terminal). The password is written, never read back. */
export const TerminalFormSchema = z.object({
  terminal: z.string().check(z.trim(), z.minLength(1), z.maxLength(TEXT_MAX.code)),
  login: z.string().check(z.maxLength(TEXT_MAX.code)),
  password: z.string().check(z.maxLength(TEXT_MAX.code)),
  accountant_id: z.nullable(z.number().check(z.int())),
  status: TerminalStatusSchema,
});
export type TerminalForm = z.infer<typeof TerminalFormSchema>;

/** POST /api/branches/terminal-item {id, isEdit} -> {result, data: {terminal, accountants}}. */
export const terminalItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/terminal-item',
  access: ['moderator', 'accountant'],
  body: z.object({ id: z.nullable(z.number().check(z.int())), isEdit: z.boolean() }),
  response: z.object({
    result: z.literal(true),
    data: z.object({ terminal: z.nullable(TerminalRowSchema), accountants: z.array(ChoiceSchema) }),
  }),
});

/** POST /api/branches/change-terminal {form, isEdit, id} -> {result, message}. */
export const changeTerminalEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/change-terminal',
  access: ['moderator', 'accountant'],
  body: z.object({
    form: TerminalFormSchema,
    isEdit: z.boolean(),
    id: z.nullable(z.number().check(z.int())),
  }),
  response: z.object({ result: z.literal(true), message: z.string() }),
});

/**
 * POST /api/branches/check-terminal {terminal: {terminal, login, password}}: the card provider authorizes the
 * terminal with these credentials -> {result: true, message} or {result: false, message}.
 */
export const checkTerminalEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/check-terminal',
  access: ['moderator', 'accountant'],
  body: z.object({
    terminal: z.object({
      terminal: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.code)),
      login: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.code)),
      password: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.code)),
    }),
  }),
  response: z.object({ result: z.literal(true), message: z.string() }),
});

/**
 * GET /api/branches/index -> tree roots, and who is asking: `user` null when the signed-in user has no employee
 * record ('Данный сотрудника не найдено'), `user.branch` null when they are attached to no department ('Вы не
 * прикреплены...'). Administrators get the roots of the organisation tree in `data`; others an empty list.
 */
export const BranchUserSchema = z.object({
  id: z.number().check(z.int()),
  title: textField(TEXT_MAX.title),
  branch: z.nullable(ChoiceSchema),
});
export type BranchUser = z.infer<typeof BranchUserSchema>;

/** A person of a tree node: a user attached to the branch, or an agent linked to such a user. */
export interface TreePerson {
  id: number;
  title: string;
  /** 1 a natural person, 2 a legal entity (a legal-entity agent). */
  person: number;
  /** 1 active, 2 inactive (greyed). */
  status: number;
}

/**
 * A node of the organisation tree (spec section 3 Tree node: hash, title, status 2 greyed, children, head, users
 * with title, role, person and agents). `children`: the branch has sub-branches, loaded on click
 * (branches/branch {hash}); the head and the users come with the node.
 */
export interface TreeNode {
  hash: string;
  title: string;
  status: number;
  children: boolean;
  /** The head of the branch (award icon), with the agents linked to them. */
  head: TreeUser | null;
  /** The users attached to the branch (the head apart), each with the agents linked to them. */
  users: TreeUser[];
}
export type TreeUser = TreePerson & { role: number; agents: (TreePerson & { role: number })[] };
const TreePersonShape = {
  id: z.number().check(z.int()),
  title: textField(TEXT_MAX.title),
  person: z.number().check(z.int()),
  status: z.number().check(z.int()),
  role: z.number().check(z.int()),
};
const TreeUserSchema = z.object({ ...TreePersonShape, agents: z.array(z.object(TreePersonShape)) });
export const TreeNodeSchema: z.ZodMiniType<TreeNode> = z.object({
  hash: textField(TEXT_MAX.code),
  title: textField(TEXT_MAX.title),
  status: z.number().check(z.int()),
  children: z.boolean(),
  head: z.nullable(TreeUserSchema),
  users: z.array(TreeUserSchema),
});

/** POST /api/branches/branch {hash} -> {result, data}: the sub-branches of a branch (the tree's lazy children). */
export const branchChildrenEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/branch',
  access: ['sale'],
  body: z.object({ hash: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.code)) }),
  response: z.object({ result: z.literal(true), data: z.array(TreeNodeSchema) }),
});

export const branchesIndexEndpoint = endpoint({
  method: 'GET',
  path: '/api/branches/index',
  access: ['sale', 'moderator', 'accountant'],
  body: undefined,
  response: z.object({
    result: z.literal(true),
    user: z.nullable(BranchUserSchema),
    data: z.array(TreeNodeSchema),
  }),
});
