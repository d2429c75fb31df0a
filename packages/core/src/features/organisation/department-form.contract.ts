import * as z from 'zod/mini';
import { endpoint } from '../../shared/api/common';
import { TEXT_MAX, textField } from '../../shared/api/limits';
import { DepartmentTypeSchema } from './departments.contract';

/**
 * The department modal's calls (spec part 1 sections 3 Department, 7 department-item, create-department), apart
 * from the list's contract so that the pages' query options (which every signed-in page loads) carry only the
 * list's schema.
 */

const id = z.number().check(z.int());

/**
 * The department form (spec section 3 Department: c_id, title, terminal_id, head_id, parent_id, status 1 active
 * 0 inactive, type default 2). A department with 1C (type 1) carries its 1C id.
 */
export const DepartmentFormSchema = z
  .object({
    c_id: z.nullable(z.string().check(z.trim(), z.maxLength(TEXT_MAX.code))),
    title: z.string().check(z.trim(), z.minLength(1, 'Введите название'), z.maxLength(TEXT_MAX.title)),
    terminal_id: z.nullable(id),
    head_id: z.nullable(id),
    parent_id: z.nullable(id),
    status: z.union([z.literal(0), z.literal(1)]),
    type: DepartmentTypeSchema,
  })
  .check(
    z.refine((f) => f.type !== 1 || (f.c_id ?? '').trim() !== '', {
      message: 'Укажите ID 1С филиала',
      path: ['c_id'],
    }),
  );
export type DepartmentForm = z.infer<typeof DepartmentFormSchema>;

/** POST /api/branches/department-item {id} -> {result, data: the form, its id and the head's name}. */
export const departmentItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/department-item',
  access: ['admin'],
  body: z.object({ id }),
  response: z.object({
    result: z.literal(true),
    data: z.object({
      id,
      form: DepartmentFormSchema,
      head_name: z.nullable(textField(TEXT_MAX.title)),
    }),
  }),
});

/** POST /api/branches/create-department {form, isEdit, id} -> {result, message}. */
export const createDepartmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/create-department',
  access: ['admin'],
  body: z.object({ form: DepartmentFormSchema, isEdit: z.boolean(), id: z.nullable(id) }),
  response: z.object({ result: z.literal(true), message: z.string() }),
});
