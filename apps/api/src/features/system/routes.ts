import { clientAddress } from '../../platform/http';
import type { EndpointDef } from '../../platform/endpoint';

/** GET /api/health -> {ok: true, version} (public; for scripts waiting for the server). */
export const health: EndpointDef = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
  handler: (c) => c.json({ ok: true, version: c.var.config.version }),
};

/** GET /api/get-ip -> {ip}: the address of the caller as this server sees it. */
export const getIp: EndpointDef = {
  method: 'GET',
  path: '/api/get-ip',
  access: ['all'],
  handler: (c) => c.json({ ip: clientAddress(c) }),
};
