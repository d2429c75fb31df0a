import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** demo: `pnpm start` (demo users, dev-only endpoints); test: automated tests; production: no demo data, no dev-only endpoints. */
export const MODES = ['demo', 'test', 'production'] as const;
export type Mode = (typeof MODES)[number];

/** The scrypt cost of stored passwords. Production and demo seeds always use this. */
export const SCRYPT_N = 16384;

export interface Config {
  port: number;
  host: string;
  /** Folder of the database file and the persisted token secret. */
  dataDir: string;
  /** `<dataDir>/sakta.db`, or ':memory:'. */
  databaseFile: string;
  /** Access token lifetime, seconds. */
  tokenTtl: number;
  tokenSecret: string;
  mode: Mode;
  /** Built SPA folder served with history fallback; null: serve no SPA (tests). */
  staticDir: string | null;
  /** Origins allowed by CORS; empty: no CORS headers (same-origin use only). */
  corsOrigins: string[];
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  /** scrypt cost used when hashing new passwords. */
  scryptN: number;
  /** The clock, milliseconds since the epoch; tests inject a fake one. */
  now: () => number;
  /** Request log sink (one line a request); tests pass a no-op. */
  log: (line: string) => void;
  version: string;
}

const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = resolve(API_ROOT, '../..');
export const DEFAULT_DATA_DIR = join(API_ROOT, 'data');
export const DEFAULT_STATIC_DIR = join(REPO_ROOT, 'apps/web/dist');
export const TOKEN_SECRET_FILE = 'token-secret';

export function apiVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(join(API_ROOT, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function intVar(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got '${raw}'`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function modeVar(env: NodeJS.ProcessEnv): Mode {
  const raw = env.SAKTA_MODE?.trim() || 'demo';
  if (!(MODES as readonly string[]).includes(raw))
    throw new ConfigError(`SAKTA_MODE must be one of ${MODES.join(', ')}, got '${raw}'`);
  return raw as Mode;
}

/** SAKTA_TOKEN_SECRET, or a random secret generated once and kept in `<dataDir>/token-secret` (tokens survive restarts). */
export function loadTokenSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = env.SAKTA_TOKEN_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 16) throw new ConfigError('SAKTA_TOKEN_SECRET must be at least 16 characters long');
    return given;
  }
  const file = join(dataDir, TOKEN_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Reads the environment of `pnpm start`. Creates the data folder (and the token secret file) when missing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.SAKTA_DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const cors = (env.SAKTA_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port: intVar(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseFile: join(dataDir, 'sakta.db'),
    tokenTtl: intVar(env, 'SAKTA_TOKEN_TTL', 3600, 1),
    tokenSecret: loadTokenSecret(env, dataDir),
    mode: modeVar(env),
    staticDir: resolve(env.SAKTA_STATIC_DIR?.trim() || DEFAULT_STATIC_DIR),
    corsOrigins: cors,
    loginMaxAttempts: intVar(env, 'SAKTA_LOGIN_MAX_ATTEMPTS', 5, 1),
    loginWindowSeconds: intVar(env, 'SAKTA_LOGIN_WINDOW_SECONDS', 900, 1),
    scryptN: SCRYPT_N,
    now: () => Date.now(),
    log: (line) => process.stdout.write(line + '\n'),
    version: apiVersion(),
  };
}

/** A configuration for tests: in-memory database, random secret, silent log, test mode, no SPA. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseFile: ':memory:',
    tokenTtl: 3600,
    tokenSecret: randomBytes(32).toString('hex'),
    mode: 'test',
    staticDir: null,
    corsOrigins: [],
    loginMaxAttempts: 5,
    loginWindowSeconds: 900,
    scryptN: SCRYPT_N,
    now: () => Date.now(),
    log: () => {},
    version: apiVersion(),
    ...overrides,
  };
}
