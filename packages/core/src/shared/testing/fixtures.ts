import type { Page } from '../api/common';
import type { SessionGrant } from '../session/contract';
import type { User } from '../user';

/**
 * Test data of the shared kernel (the session's user and grants, codes, documents, pages), used by machine tests,
 * model-based tests, stories and e2e. Not used by production code. Each feature has its own testing/fixtures.ts.
 */

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

export const MODEL_PHONE = '+7(701) ***-**67';

export const MODEL_IIN = '900101300017';

export const MODEL_DOCUMENT = 'JVBERi0xLjQK';

export function modelPage(current: number, last: number, rows = 5): Page<{ id: number }> {
  return {
    data: Array.from({ length: rows }, (_, i) => ({ id: (current - 1) * 5 + i + 1 })),
    meta: { current_page: current, last_page: last, per_page: 5, total: last === 1 ? rows : last * 5 },
  };
}
