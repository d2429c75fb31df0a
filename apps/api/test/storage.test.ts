import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, prepareDatabase } from '../src/platform/app';
import { SCRYPT_N, loadConfig, testConfig } from '../src/platform/config';
import { listMigrations, migrate, openDatabase } from '../src/platform/db';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/platform/demo-users';
import { hashPassword, verifyPassword } from '../src/platform/password';
import { seed } from '../src/platform/seed';
import { get } from './helpers';

const tmp: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sakta-api-'));
  tmp.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of tmp.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('passwords', () => {
  it('are stored as scrypt hashes with the production cost, never in plain text', () => {
    const db = prepareDatabase(':memory:', testConfig());
    // the seeded employees of the organisation have no password at all ('!': they cannot log in)
    const rows = db.prepare("SELECT * FROM users WHERE password_hash <> '!'").all() as Record<
      string,
      unknown
    >[];
    expect(rows).toHaveLength(DEMO_USERS.length);
    for (const row of rows) {
      for (const value of Object.values(row)) expect(String(value)).not.toContain(DEMO_PASSWORD);
      expect(String(row.password_hash)).toMatch(
        new RegExp(`^scrypt\\$${SCRYPT_N}\\$8\\$1\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{88}$`),
      );
    }
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length);
  });

  it('verify the right password only; a malformed hash never matches', async () => {
    const hash = hashPassword('correct horse', 1024);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('correct horse', hash.replace(/^scrypt/, 'bcrypt'))).toBe(false);
    expect(await verifyPassword('correct horse', 'scrypt$1000$8$1$abc$def')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });
});

describe('database', () => {
  it('migrations run once, in order, recorded in schema_migrations', () => {
    const db = openDatabase(':memory:');
    const names = listMigrations().map((m) => `${m.version}_${m.name}`);
    expect(names[0]).toBe('001_users_and_terminals');
    expect(migrate(db)).toEqual(names);
    expect(migrate(db)).toEqual([]);
    const recorded = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as {
      version: string;
    }[];
    expect(recorded.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
  });

  it('the seed is idempotent and keeps changes made through the app', () => {
    const config = testConfig();
    const db = prepareDatabase(':memory:', config);
    db.prepare("UPDATE users SET phone = '+7(700) 000-0000' WHERE role = 0").run();
    const users = db.prepare('SELECT count(*) AS n FROM users').get();
    expect(seed(db, config)).toEqual({ usersAdded: 0, terminalsAdded: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM users').get()).toEqual(users);
    expect(db.prepare("SELECT count(*) AS n FROM users WHERE password_hash <> '!'").get()).toEqual({ n: 11 });
    expect(db.prepare('SELECT phone FROM users WHERE role = 0').get()).toEqual({ phone: '+7(700) 000-0000' });
  });

  it('production mode seeds no demo users', () => {
    const db = prepareDatabase(':memory:', testConfig({ mode: 'production' }));
    expect(db.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 0 });
  });

  it('a database file survives a reopen with its data (WAL)', () => {
    const dir = tempDir();
    const file = join(dir, 'sakta.db');
    const config = testConfig();
    const db = prepareDatabase(file, config);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    const again = prepareDatabase(file, config);
    expect(again.prepare("SELECT count(*) AS n FROM users WHERE password_hash <> '!'").get()).toEqual({
      n: 11,
    });
    again.close();
  });
});

describe('configuration', () => {
  it('reads the environment, with defaults', () => {
    const dir = tempDir();
    const c = loadConfig({ SAKTA_DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: dir,
      databaseFile: join(dir, 'sakta.db'),
      tokenTtl: 3600,
      mode: 'demo',
      corsOrigins: [],
      loginMaxAttempts: 5,
      loginWindowSeconds: 900,
      scryptN: 16384,
    });
    expect(c.staticDir).toMatch(/apps[/\\]web[/\\]dist$/);
    const d = loadConfig({
      SAKTA_DATA_DIR: dir,
      PORT: '9000',
      SAKTA_TOKEN_TTL: '5',
      SAKTA_MODE: 'production',
      SAKTA_CORS_ORIGINS: 'http://a.test, http://b.test/',
      SAKTA_LOGIN_MAX_ATTEMPTS: '3',
      SAKTA_LOGIN_WINDOW_SECONDS: '60',
      SAKTA_TOKEN_SECRET: 'a-secret-from-the-environment',
    });
    expect(d).toMatchObject({
      port: 9000,
      tokenTtl: 5,
      mode: 'production',
      corsOrigins: ['http://a.test', 'http://b.test'],
      loginMaxAttempts: 3,
      loginWindowSeconds: 60,
      tokenSecret: 'a-secret-from-the-environment',
    });
  });

  it('refuses bad values with a message naming the variable', () => {
    const dir = tempDir();
    expect(() => loadConfig({ SAKTA_DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SAKTA_DATA_DIR: dir, SAKTA_TOKEN_TTL: '0' })).toThrow(/SAKTA_TOKEN_TTL/);
    expect(() => loadConfig({ SAKTA_DATA_DIR: dir, SAKTA_MODE: 'staging' })).toThrow(/SAKTA_MODE/);
  });

  it('generates the token secret once and keeps it in the data folder', () => {
    const dir = tempDir();
    const first = loadConfig({ SAKTA_DATA_DIR: dir }).tokenSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, 'token-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ SAKTA_DATA_DIR: dir }).tokenSecret).toBe(first);
  });
});

describe('the built SPA', () => {
  function spa() {
    const dir = tempDir();
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Sakta</title><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("sakta")');
    const lines: string[] = [];
    const config = testConfig({ staticDir: dir, log: (l) => lines.push(l) });
    return { app: createApp({ db: ':memory:', config }), lines };
  }

  it('serves files, and index.html for any other page path (history fallback)', async () => {
    const { app } = spa();
    const js = await app.request('/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(await js.text()).toBe('console.log("sakta")');
    expect(js.headers.get('Cache-Control')).toContain('immutable');
    for (const path of ['/', '/login', '/branches/employees', '/kdp/900101300017']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect(await (await app.request('/api/missing')).json()).toEqual({
      result: false,
      errors: ['Метод не найден'],
    });
  });

  it('logs API and page requests, not static files', async () => {
    const { app, lines } = spa();
    await app.request('/assets/index-abc123.js');
    await app.request('/login');
    await app.request('/api/health');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z GET \/login 200 \d+ms$/);
    expect(lines[1]).toMatch(/ GET \/api\/health 200 \d+ms$/);
  });

  it('without a build, pages say to run `pnpm build` while /api keeps working', async () => {
    const config = testConfig({ staticDir: join(tempDir(), 'dist') });
    const app = createApp({ db: ':memory:', config });
    const page = await app.request('/login');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('pnpm build');
    expect((await get(app, '/api/health')).status).toBe(200);
  });
});
