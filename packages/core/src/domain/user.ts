import { z } from 'zod';
import { ROLE_IDS, type RoleId } from './roles';

/** Session user, spec part 1 section 3 ("Session"). */
export const UserSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
  iin: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  role: z.union(ROLE_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<RoleId>, ...z.ZodLiteral<RoleId>[]]),
  c_id: z.string().nullable(),
  apc: z.string().nullable(),
  hasTerminal: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export function fullName(user: Pick<User, 'surname' | 'name' | 'patronymic'>): string {
  return [user.surname, user.name, user.patronymic].filter(Boolean).join(' ');
}
