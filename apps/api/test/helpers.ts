import type { Hono } from 'hono';
import { SessionGrantSchema, type RoleId, type SessionGrant } from '@sakta/core';
import { createApp, prepareDatabase } from '../src/platform/app';
import { createEpayProvider, providerOptionsFrom } from '../src/services/epay-provider/app';
import { sendPendingCodes } from '../src/features/public-pages/seed';
import { testConfig, type Config } from '../src/platform/config';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../src/platform/demo-users';
import type { AppEnv } from '../src/platform/http';
import { signToken } from '../src/platform/token';

/** A whole second, so a 1 s token expires exactly 1000 ms later. */
export const T0 = Date.parse('2026-03-02T09:00:00.000Z');

/**
 * The API on a fresh in-memory database, as after a start: seeded, with codes sent for the pending consents and
 * documents. The simulated card provider is wired to it without ports: the API's server-to-server fetch goes to
 * `provider.request`, the provider's post-backs to `app.request` (override `fetch` to simulate an outage).
 */
export function makeApp(overrides: Partial<Config> = {}) {
  let now = T0;
  const wired: { provider?: Hono } = {};
  // A cheaper scrypt cost keeps the suite fast; the production cost is checked in storage.test.ts.
  const config = testConfig({
    now: () => now,
    scryptN: 1024,
    fetch: async (url, init) => {
      if (!wired.provider) throw new Error('provider not ready');
      return wired.provider.request(url, init);
    },
    ...overrides,
  });
  const db = prepareDatabase(':memory:', config);
  const app = createApp({ db, config });
  const provider = createEpayProvider({
    ...providerOptionsFrom(config),
    fetch: async (url, init) => app.request(url, init),
  });
  wired.provider = provider;
  sendPendingCodes(db, config);
  return {
    app,
    db,
    config,
    provider,
    advance(ms: number) {
      now += ms;
    },
    /** A valid token for the demo user of a role, signed as the server would (no password check: fast). */
    tokenFor(role: RoleId, apc: string | null = null): string {
      const id = (db.prepare('SELECT id FROM users WHERE iin = ?').get(demo(role).iin) as { id: number }).id;
      return signToken({ sub: id, role, apc }, config.tokenSecret, config.tokenTtl, now).token;
    },
  };
}

export type TestApp = Hono<AppEnv>;

export function demo(role: RoleId): DemoUser {
  const u = DEMO_USERS.find((d) => d.role === role);
  if (!u) throw new Error(`no demo user of role ${role}`);
  return u;
}

export function post(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function get(app: TestApp, path: string, token?: string, headers: Record<string, string> = {}) {
  return app.request(path, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

export function login(app: TestApp, iin: string, password = DEMO_PASSWORD, apc?: string) {
  return post(app, '/api/login', apc === undefined ? { iin, password } : { iin, password, apc });
}

/** Logs in and returns the grant, parsed with core's schema (throws when the answer does not match it). */
export async function grantOf(res: Response): Promise<SessionGrant> {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return SessionGrantSchema.parse(await res.json());
}
