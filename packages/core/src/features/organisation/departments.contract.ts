import * as z from 'zod/mini';
import { endpoint, pageOf } from '../../shared/api/common';
import { TEXT_MAX, textField } from '../../shared/api/limits';

/**
 * The departments (branches) of the organisation, for the administrator (spec part 1 sections 2 "Department
 * table", 3 "Department", "Department filter", 7 list/departments, department-item, create-department, 8
 * "Department/terminal forms": the server's message in a red alert).
 */

const id = z.number().check(z.int());

/** Department type: 0 no 1C, 1 with 1C, 2 local (spec section 3; default 2). */
export const DEPARTMENT_TYPE_TITLES: Record<0 | 1 | 2, string> = { 0: 'Нет 1C', 1: 'C 1C', 2: 'Локальный' };
export const DepartmentTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A row of the department table: ID, name, head, type, linked-to. */
export const DepartmentRowSchema = z.object({
  id,
  title: textField(TEXT_MAX.title),
  head: z.nullable(textField(TEXT_MAX.title)),
  type: DepartmentTypeSchema,
  /** Linked to: the parent department; null for a root. */
  parent: z.nullable(textField(TEXT_MAX.title)),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type DepartmentRow = z.infer<typeof DepartmentRowSchema>;

export const DEPARTMENTS_PER_PAGE = 10;
/** Pagination window of the departments: 3 page links (spec section 9). */
export const DEPARTMENTS_PAGE_WINDOW = 3;

/** GET /api/branches/list/departments?page&parent&head&title&type -> {data, meta} (administrator). */
export const departmentsListEndpoint = endpoint({
  method: 'GET',
  path: '/api/branches/list/departments',
  access: ['admin'],
  body: undefined,
  response: pageOf(DepartmentRowSchema),
});
