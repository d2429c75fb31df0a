import { accountantsDictionaryEndpoint, ROLE, usersDictionaryEndpoint } from '@sakta/core';
import { route, type EndpointDef } from '../../platform/endpoint';
import { staffChoices } from './repo';

/**
 * The staff dictionaries (spec part 1 section 7, GET /api/dictionaries/accountants and /users): active employees by
 * name, with their role. Who may ask is core's declaration: the accountants for those who keep the cash terminals,
 * every user for the administrator.
 */

/** GET /api/dictionaries/accountants -> {result, data}: the active accountants. */
export const accountantsDictionary = route(accountantsDictionaryEndpoint, (c) =>
  c.json({ result: true as const, data: staffChoices(c.var.db, ROLE.accountant) }),
);

/** GET /api/dictionaries/users -> {result, data}: every active employee. */
export const usersDictionary = route(usersDictionaryEndpoint, (c) =>
  c.json({ result: true as const, data: staffChoices(c.var.db) }),
);

export const STAFF_DICTIONARY_ENDPOINTS: readonly EndpointDef[] = [accountantsDictionary, usersDictionary];
