import * as z from 'zod/mini';
import { endpoint } from './common';
import { TEXT_MAX, textField } from './limits';

/**
 * GET /api/get-ip -> {ip}: the user's address (spec part 1 section 7; part 2 sections 3.1, 7.5: the sale, the rewrite
 * and the policy list's termination send it).
 */
export const getIpEndpoint = endpoint({
  method: 'GET',
  path: '/api/get-ip',
  access: ['all'],
  body: undefined,
  response: z.object({ ip: textField(TEXT_MAX.code) }),
});
