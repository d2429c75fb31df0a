import * as z from 'zod/mini';
import { ru } from '../i18n/ru';
import { UserSchema } from '../user';
import { endpoint } from '../api/common';

/** POST /api/login {iin, password, apc} -> access_token, user, ttl, ttlDate (spec part 1 section 7). */
export const LoginRequestSchema = z.object({
  iin: z.string().check(z.regex(/^\d{12}$/, ru.validation.iinLength)),
  password: z.string().check(z.minLength(1, 'Введите пароль'), z.maxLength(256)),
  apc: z._default(
    z.optional(
      z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9]*$/, 'APC содержит только буквы и цифры')),
    ),
    '',
  ),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** ttl: lifetime of the token in seconds; ttlDate: the moment it expires, ISO 8601. */
export const SessionGrantSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  user: UserSchema,
  ttl: z.int().check(z.positive()),
  ttlDate: z.iso.datetime({ offset: true }),
});
export type SessionGrant = z.infer<typeof SessionGrantSchema>;

export const loginEndpoint = endpoint({
  method: 'POST',
  path: '/api/login',
  access: 'public',
  body: LoginRequestSchema,
  response: SessionGrantSchema,
});

/** GET /api/refresh with the apc header -> a new grant. */
export const refreshEndpoint = endpoint({
  method: 'GET',
  path: '/api/refresh',
  access: ['all'],
  body: undefined,
  response: SessionGrantSchema,
});

/**
 * POST /api/logout -> {result: true} (beyond the spec, issue 31): the server forgets the session it keeps for the
 * pages' first paint (an HttpOnly cookie set by login and refresh). The session itself ends in the browser.
 */
export const logoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/logout',
  access: 'public',
  body: undefined,
  response: z.object({ result: z.literal(true) }),
});

export const APC_HEADER = 'apc';
