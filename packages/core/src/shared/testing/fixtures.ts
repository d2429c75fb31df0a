import type { SessionGrant } from '../session/contract';
import type { User } from '../user';

/** Test data shared by machine tests, model-based tests and stories. Not used by production code. */

export const demoUser: User = {
  id: 9,
  login: 'reserve',
  surname: 'Ахметова',
  name: 'Айгерим',
  patronymic: 'Серикқызы',
  iin: '900101300097',
  phone: '+7(701) 000-0009',
  email: 'reserve@sakta.kz',
  birthday: '1990-01-01',
  role: 8,
  c_id: null,
  apc: 'APC8RESERVE',
  hasTerminal: true,
};

/** A grant with a 1000 s lifetime, so that seconds left read as per mille: 200 s left is 20%, 30 s is 3%. */
export const GRANT_TTL = 1000;
export const GRANT_EXPIRES_AT = Date.parse('2026-05-01T10:00:00.000Z');

export const demoGrant: SessionGrant = {
  access_token: 'token-A',
  user: demoUser,
  ttl: GRANT_TTL,
  ttlDate: new Date(GRANT_EXPIRES_AT).toISOString(),
};

/** The grant a refresh returns: same user, expires 1000 s after the first one. */
export const refreshedGrant: SessionGrant = {
  access_token: 'token-B',
  user: demoUser,
  ttl: GRANT_TTL,
  ttlDate: new Date(GRANT_EXPIRES_AT + GRANT_TTL * 1000).toISOString(),
};

/** The clock reading at which `grant` has `seconds` left. */
export function secondsBefore(seconds: number, grant: SessionGrant = demoGrant): number {
  return Date.parse(grant.ttlDate) - seconds * 1000;
}
