import { clientAddress } from '../../platform/http';
import { route } from '../../platform/endpoint';
import * as z from 'zod/mini';
import { endpoint } from '@sakta/core';

/** The server's own small calls: health for scripts, get-ip (spec part 1 section 7). */

const healthEndpoint = endpoint({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  body: undefined,
  response: z.object({ ok: z.literal(true), version: z.string() }),
});
const getIpEndpoint = endpoint({
  method: 'GET',
  path: '/api/get-ip',
  access: ['all'],
  body: undefined,
  response: z.object({ ip: z.string() }),
});

/** GET /api/health -> {ok: true, version} (public; for scripts waiting for the server). */
export const health = route(healthEndpoint, (c) => c.json({ ok: true, version: c.var.config.version }));

/** GET /api/get-ip -> {ip}: the address of the caller as this server sees it. */
export const getIp = route(getIpEndpoint, (c) => c.json({ ip: clientAddress(c) }));
