import * as z from 'zod/mini';
import { endpoint } from './api/common';
import { TEXT_MAX, textField } from './api/limits';
import { UserSchema } from './user';

/**
 * The staff dictionaries of spec part 1 section 7 ('GET /api/dictionaries/…/accountants, /users': lists): the
 * choices a screen offers when it names an employee.
 */

/** An employee as a choice: id, full name, role. */
export const StaffChoiceSchema = z.object({
  id: z.number().check(z.int()),
  title: textField(TEXT_MAX.title),
  role: UserSchema.shape.role,
});
export type StaffChoice = z.infer<typeof StaffChoiceSchema>;

const StaffListSchema = z.object({ result: z.literal(true), data: z.array(StaffChoiceSchema) });

/**
 * GET /api/dictionaries/accountants -> {result, data}: the active accountants (role 2), by name: whom a cash
 * terminal may be given to, for those who keep the terminals (the moderator group and the accountant).
 */
export const accountantsDictionaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/dictionaries/accountants',
  access: ['moderator', 'accountant'],
  body: undefined,
  response: StaffListSchema,
});

/**
 * GET /api/dictionaries/users -> {result, data}: every active employee, by name: the administrator's choice of a
 * user (the drafts filter's 'Пользователь', spec part 2 sections 3.9, 6: that filter is role 0's only).
 */
export const usersDictionaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/dictionaries/users',
  access: ['admin'],
  body: undefined,
  response: StaffListSchema,
});
