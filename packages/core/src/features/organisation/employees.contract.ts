import * as z from 'zod/mini';
import { endpoint, pageOf } from '../../shared/api/common';
import { TEXT_MAX, textField } from '../../shared/api/limits';

/**
 * The employees of the organisation (spec part 1 section 3 "Employee list row", "Employee filter"; section 7
 * branches/list/employees, employees/deleted).
 */

/** Employee type: 0 'Нет 1C', 1 'C 1C', 2 'Локальный' (spec section 3). */
export const EMPLOYEE_TYPE_TITLES: Record<0 | 1 | 2, string> = { 0: 'Нет 1C', 1: 'C 1C', 2: 'Локальный' };

export const EmployeeRowSchema = z.object({
  id: z.number().check(z.int()),
  iin: textField(TEXT_MAX.code),
  title: textField(TEXT_MAX.title),
  /** 1: БМГ */
  bmg: z.union([z.literal(0), z.literal(1)]),
  role: z.number().check(z.int()),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Linked to: the department or the manager; null when none. */
  branch: z.nullable(textField(TEXT_MAX.title)),
});
export type EmployeeRow = z.infer<typeof EmployeeRowSchema>;

/** The employees per page (pagination window 3, spec section 9). */
export const EMPLOYEES_PER_PAGE = 10;
export const EMPLOYEES_PAGE_WINDOW = 3;

/** GET /api/branches/list/employees?page&isDep&user&type&role&title&iin -> {data, meta}. */
export const employeesListEndpoint = endpoint({
  method: 'GET',
  path: '/api/branches/list/employees',
  access: ['sale', 'moderator', 'accountant'],
  body: undefined,
  response: pageOf(EmployeeRowSchema),
});

/** GET /api/employees/deleted -> {data, meta}: the deleted employees (administrator). */
export const deletedEmployeesEndpoint = endpoint({
  method: 'GET',
  path: '/api/employees/deleted',
  access: ['admin'],
  body: undefined,
  response: pageOf(EmployeeRowSchema),
});
