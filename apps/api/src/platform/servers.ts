import { serve, type ServerType } from '@hono/node-server';
import type { Config } from './config';

/**
 * The sandbox's listening sockets, all on one address (config.host, HOST): the API with the SPA, and in demo and
 * test modes the simulated card provider (with the bank's invoice page) and the simulated mobile bank, each on its
 * own port. Nothing listens on another address than the API's: the simulators answer whoever reaches them too.
 */

type Fetch = Parameters<typeof serve>[0]['fetch'];

export interface SandboxApps {
  api: Fetch;
  /** The simulated card provider (SAKTA_EPAY_PORT). */
  provider: Fetch;
  /** The simulated mobile bank (SAKTA_KASPI_PORT). */
  kaspi: Fetch;
}

export interface SandboxServers {
  api: ServerType;
  /** null in production mode, where the real provider at SAKTA_EPAY_ORIGIN is used. */
  provider: ServerType | null;
  kaspi: ServerType | null;
}

/** Starts listening; `onListening` gets the API's port once it is bound (the port is 0 in tests). */
export function startServers(
  config: Pick<Config, 'host' | 'port' | 'epayPort' | 'kaspiPort' | 'mode'>,
  apps: SandboxApps,
  onListening: (port: number) => void,
): SandboxServers {
  const on = (fetch: Fetch, port: number, listening?: (port: number) => void) =>
    serve({ fetch, port, hostname: config.host }, (info) => listening?.(info.port));
  const simulated = config.mode !== 'production';
  return {
    provider: simulated ? on(apps.provider, config.epayPort) : null,
    kaspi: simulated ? on(apps.kaspi, config.kaspiPort) : null,
    api: on(apps.api, config.port, onListening),
  };
}

/** Closes every server, dropping kept-alive connections (they would hold close() open); `done` once the API's closed. */
export function stopServers(servers: SandboxServers, done: () => void): void {
  for (const server of [servers.provider, servers.kaspi]) {
    server?.close();
    if (server && 'closeAllConnections' in server) server.closeAllConnections();
  }
  servers.api.close(done);
  if ('closeAllConnections' in servers.api) servers.api.closeAllConnections();
}

/** Whether an address is this machine's loopback (127.0.0.0/8, ::1, localhost): nobody else reaches it. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Whether an address is every interface of the machine. */
export function isEveryInterface(host: string): boolean {
  return host === '0.0.0.0' || host === '::';
}

/** The URL a browser on this machine opens: the loopback when listening everywhere, else the address itself. */
export function localUrl(host: string, port: number): string {
  const shown = isEveryInterface(host) ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}
