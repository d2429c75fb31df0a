import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { banner } from '../src/platform/banner';
import { ConfigError, loadConfig, testConfig } from '../src/platform/config';
import { startServers, stopServers, type SandboxServers } from '../src/platform/servers';

/**
 * Where the sandbox listens (issue 23, finding 9): `bash scripts/start.sh` must not put the dev endpoints, which
 * give every SMS code to whoever asks, on the network. It listens on 127.0.0.1 unless HOST says otherwise, the
 * simulators on the same address, and the start banner says where and what that exposes.
 */

const dirs: string[] = [];
function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'sakta-listen-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** This machine's own addresses other than the loopback (the ones the network reaches). */
function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === 'IPv4')
    .map((a) => a!.address);
}

/** Whether a TCP connection to this machine's address and port is accepted. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe('HOST', () => {
  it('is 127.0.0.1 unless set: only this machine reaches the sandbox', () => {
    expect(loadConfig({ SAKTA_DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ SAKTA_DATA_DIR: dataDir(), HOST: ' ' }).host).toBe('127.0.0.1');
    expect(loadConfig({ SAKTA_DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ SAKTA_DATA_DIR: dataDir(), HOST: '::' }).host).toBe('::');
    expect(loadConfig({ SAKTA_DATA_DIR: dataDir(), HOST: 'sakta.internal' }).host).toBe('sakta.internal');
  });

  it('refuses what is not an address or a host name, naming the variable', () => {
    for (const HOST of ['http://0.0.0.0', '127.0.0.1:8080', 'two words'])
      expect(() => loadConfig({ SAKTA_DATA_DIR: dataDir(), HOST }), HOST).toThrow(
        new ConfigError(`HOST must be an IP address or a host name, got '${HOST}'`),
      );
  });
});

describe('the servers of a start', () => {
  let servers: SandboxServers | null = null;
  afterEach(async () => {
    if (servers) await new Promise<void>((done) => stopServers(servers!, done));
    servers = null;
  });

  it('the API, the card provider and the mobile bank all listen on the default address, not the network', async () => {
    const { host } = loadConfig({ SAKTA_DATA_DIR: dataDir() });
    const answer = (name: string) => () => new Response(name);
    const config = { ...testConfig({ host, mode: 'demo' }), port: 0, epayPort: 0, kaspiPort: 0 };
    servers = startServers(
      config,
      { api: answer('api'), provider: answer('provider'), kaspi: answer('kaspi') },
      () => {},
    );
    const all = [servers.api, servers.provider!, servers.kaspi!];
    await Promise.all(all.map((s) => (s.listening ? null : once(s, 'listening'))));
    for (const [i, server] of all.entries()) {
      const { address, port } = server.address() as AddressInfo;
      expect(address, `server ${i}`).toBe('127.0.0.1');
      expect(await accepts('127.0.0.1', port)).toBe(true);
      for (const other of networkAddresses())
        expect(await accepts(other, port), `${other}:${port}`).toBe(false);
    }
  });

  it('production starts no simulator', async () => {
    const config = { ...testConfig({ mode: 'production' }), port: 0 };
    servers = startServers(
      config,
      { api: () => new Response('api'), provider: () => new Response(), kaspi: () => new Response() },
      () => {},
    );
    expect(servers.provider).toBeNull();
    expect(servers.kaspi).toBeNull();
  });
});

describe('the start banner', () => {
  const facts = { port: 8080, spaReady: true, notes: [], epay: 'http://localhost:8081 (port 8081)' };

  it('says the sandbox listens on 127.0.0.1 only, and what the dev endpoints give whoever reaches it', () => {
    const text = banner(testConfig({ mode: 'demo' }), facts);
    expect(text).toContain(
      '  Listening: http://127.0.0.1:8080, this machine only (HOST=0.0.0.0 listens on every interface)',
    );
    expect(text).toContain('  Open http://127.0.0.1:8080');
    expect(text).toContain(
      '  !! SANDBOX MODE: the dev endpoints are on: anyone who reaches port 8080 reads every SMS code',
    );
    expect(text).toContain(
      '  !! Only this machine reaches it (127.0.0.1); HOST=0.0.0.0 would open all of this to the network.',
    );
  });

  it('with HOST=0.0.0.0 warns that every code is open to the network', () => {
    const text = banner(testConfig({ mode: 'demo', host: '0.0.0.0' }), facts);
    expect(text).toContain(
      '  Listening: every interface (HOST=0.0.0.0), port 8080: reachable from other machines',
    );
    expect(text).toContain(
      '  !! HOST=0.0.0.0: ALL OF THIS IS OPEN TO EVERY MACHINE THAT REACHES PORT 8080. Unless that is a',
    );
    expect(text).toContain('  Open http://127.0.0.1:8080');
  });

  it('in production mode lists no dev endpoint and no demo login', () => {
    const text = banner(testConfig({ mode: 'production', host: '0.0.0.0' }), facts);
    expect(text).toContain('  Production mode: no demo users are seeded; no dev endpoint exists.');
    expect(text).not.toContain('/api/dev/');
    expect(text).not.toContain('Demo logins');
  });
});
