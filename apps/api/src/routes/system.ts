import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../http';
import type { EndpointDef } from './types';

/** GET /api/health -> {ok: true, version} (public; for scripts waiting for the server). */
export const health: EndpointDef = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
  handler: (c) => c.json({ ok: true, version: c.var.config.version }),
};

function clientIp(c: AppContext): string {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // In-process requests (app.request in tests) have no socket.
  }
  if (!address) return '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** GET /api/get-ip -> {ip}: the address of the caller as this server sees it. */
export const getIp: EndpointDef = {
  method: 'GET',
  path: '/api/get-ip',
  access: ['all'],
  handler: (c) => c.json({ ip: clientIp(c) }),
};
