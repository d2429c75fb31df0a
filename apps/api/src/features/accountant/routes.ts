import * as z from 'zod/mini';
import { ROLE, endpoint } from '@sakta/core';
import { route } from '../../platform/endpoint';
import { allTerminals, terminalsOf } from './repo';

/**
 * The accountant's terminals (spec part 1 section 7 accountant/terminals): the one call of the accountant
 * group so far.
 */

/** Declared beside its handler: the web does not call it yet, so core's contract has no use for it. */
const accountantTerminalsEndpoint = endpoint({
  method: 'GET',
  path: '/api/accountant/terminals',
  access: ['accountant'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(z.unknown()) }),
});

/**
 * GET /api/accountant/terminals -> {result: true, data: [{id, terminal, status, branch}]}.
 * An accountant sees the terminals attached to them; the administrator sees all.
 */
export const accountantTerminals = route(accountantTerminalsEndpoint, (c) => {
  const { db } = c.var;
  const { user } = c.var.auth;
  const data = user.role === ROLE.admin ? allTerminals(db) : terminalsOf(db, user.id);
  return c.json({ result: true as const, data });
});
