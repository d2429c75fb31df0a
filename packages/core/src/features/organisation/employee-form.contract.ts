import * as z from 'zod/mini';
import { endpoint } from '../../shared/api/common';
import { TEXT_MAX, textField } from '../../shared/api/limits';
import { IIN_FIELD } from '../../shared/api/fields';
import { ChoiceSchema } from './contract';

/**
 * The employee modal (spec part 1 section 3 "Employee form", 5 "Employee form", "Employee field editing by role",
 * 6 "Roles creatable", 7 user-item, create-user, employee, dictionaries/departments, dictionaries/terminals).
 */

const id = z.number().check(z.int());
const optionalText = (max: number) => z.nullable(textField(max));

export const EmployeeFormSchema = z.object({
  c_id: optionalText(TEXT_MAX.code),
  id_physperson: optionalText(TEXT_MAX.code),
  iin: IIN_FIELD,
  phone: z.string().check(z.regex(/^\+7\(\d{3}\) \d{3}-\d{4}$/, 'Телефон: +7(###) ###-####')),
  name: z.string().check(z.trim(), z.minLength(1, 'Введите имя'), z.maxLength(TEXT_MAX.personName)),
  surname: z.string().check(z.trim(), z.minLength(1, 'Введите фамилию'), z.maxLength(TEXT_MAX.personName)),
  patronymic: optionalText(TEXT_MAX.personName),
  email: optionalText(TEXT_MAX.title),
  birthday: optionalText(TEXT_MAX.date),
  /** 1 male, 2 female */
  sex: z.union([z.literal(1), z.literal(2)]),
  /** 1 active, 2 inactive */
  status: z.union([z.literal(1), z.literal(2)]),
  role: z.number().check(z.int(), z.gte(0), z.lte(10)),
  parent_id: id,
  terminal_id: id,
  is_head: z.union([z.literal(0), z.literal(1)]),
  person: z.number().check(z.int()),
  economics_sector_id: z.nullable(id),
  activity_kind_id: z.nullable(id),
  address: optionalText(TEXT_MAX.message),
});
export type EmployeeForm = z.infer<typeof EmployeeFormSchema>;

/**
 * POST /api/branches/user-item {id, isEdit} -> {result, data: the form, isDep}: a record the caller's employee
 * list shows (or their own; the administrator any).
 */
export const userItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/user-item',
  access: ['sale', 'moderator', 'accountant'],
  owns: 'employee',
  body: z.object({ id, isEdit: z.boolean() }),
  response: z.object({ result: z.literal(true), data: EmployeeFormSchema, isDep: z.boolean() }),
});

/**
 * POST /api/branches/create-user {form, isEdit, id, isDep} -> {result, message}: an edit changes a record the
 * caller may change (a moderator: of its list, neither an administrator nor another moderator); the record saved
 * stays in the caller's reach.
 */
export const createUserEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/create-user',
  access: ['moderator'],
  owns: 'employee',
  body: z.object({ form: EmployeeFormSchema, isEdit: z.boolean(), id: z.nullable(id), isDep: z.boolean() }),
  response: z.object({ result: z.literal(true), message: z.string() }),
});

/** What the 1C directory knows of a person (POST /api/branches/employee {iin}). */
export const PersonSchema = z.object({
  economics_sector_id: z.nullable(id),
  activity_kind_id: z.nullable(id),
  id_physperson: optionalText(TEXT_MAX.code),
  patronymic: optionalText(TEXT_MAX.personName),
  birthday: optionalText(TEXT_MAX.date),
  surname: textField(TEXT_MAX.personName),
  address: optionalText(TEXT_MAX.message),
  person: z.number().check(z.int()),
  email: optionalText(TEXT_MAX.title),
  name: textField(TEXT_MAX.personName),
  sex: z.union([z.literal(1), z.literal(2)]),
  c_id: optionalText(TEXT_MAX.code),
});
export type Person = z.infer<typeof PersonSchema>;

export const employeeLookupEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/employee',
  access: ['moderator'],
  body: z.object({ iin: IIN_FIELD }),
  response: z.object({ result: z.literal(true), data: PersonSchema, message: z.optional(z.string()) }),
});

/** GET /api/dictionaries/departments and /terminals -> {result, data: [{id, title}]}. */
export const departmentsDictionaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/dictionaries/departments',
  access: ['sale', 'moderator', 'accountant'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(ChoiceSchema) }),
});
export const terminalsDictionaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/dictionaries/terminals',
  access: ['sale', 'moderator', 'accountant'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(ChoiceSchema) }),
});

/** GET /api/dictionaries/users-head -> the managers an employee may be linked to instead of a department. */
export const usersHeadDictionaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/dictionaries/users-head',
  access: ['sale', 'moderator', 'accountant'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(ChoiceSchema) }),
});
