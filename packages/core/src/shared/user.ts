import * as z from 'zod/mini';
import { ROLE_IDS, type RoleId } from './roles';

/** Session user, spec part 1 section 3 ("Session"). */
export const UserSchema = z.object({
  id: z.int(),
  login: z.string(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.nullable(z.string()),
  iin: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  role: z.union(
    ROLE_IDS.map((id) => z.literal(id)) as [z.ZodMiniLiteral<RoleId>, ...z.ZodMiniLiteral<RoleId>[]],
  ),
  c_id: z.nullable(z.string()),
  apc: z.nullable(z.string()),
  hasTerminal: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export function fullName(user: Pick<User, 'surname' | 'name' | 'patronymic'>): string {
  return [user.surname, user.name, user.patronymic].filter(Boolean).join(' ');
}
