import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PAYLOAD_KEY } from '@sakta/core';

/**
 * The server's configuration, read once from SAKTA_* environment variables (docs/sandbox.md lists them) with safe
 * defaults per mode; tests build theirs with testConfig(). Everything that varies between runs comes from here,
 * the clock and fetch included, so tests can fix them.
 */

/** demo: `pnpm start` (demo users, dev-only endpoints); test: automated tests; production: no demo data, no dev-only endpoints. */
export const MODES = ['demo', 'test', 'production'] as const;
export type Mode = (typeof MODES)[number];

/** The scrypt cost of stored passwords. Production and demo seeds always use this. */
export const SCRYPT_N = 16384;

export interface Config {
  port: number;
  /**
   * The address the API, the SPA and the simulators listen on (HOST): 127.0.0.1 by default, so only this machine
   * reaches the sandbox and its dev endpoints; 0.0.0.0 (or ::) opens them to the network.
   */
  host: string;
  /** Folder of the database file and the persisted token secret. */
  dataDir: string;
  /** `<dataDir>/sakta.db`, or ':memory:'. */
  databaseFile: string;
  /** Access token lifetime, seconds. */
  tokenTtl: number;
  /** Absolute lifetime of a session from its login, seconds: refresh never renews past it. */
  sessionMaxSeconds: number;
  tokenSecret: string;
  mode: Mode;
  /** Built SPA folder served with history fallback; null: serve no SPA (tests). */
  staticDir: string | null;
  /** Origins allowed by CORS; empty: no CORS headers (same-origin use only). */
  corsOrigins: string[];
  loginMaxAttempts: number;
  /** Failed logins from one client address, whatever the IIN, inside the login window. */
  loginAddressMaxAttempts: number;
  loginWindowSeconds: number;
  /** Minimum seconds between two reset codes for one IIN (a public endpoint that sends SMS). */
  codeResendSeconds: number;
  /** scrypt cost used when hashing new passwords. */
  scryptN: number;
  /** The clock, milliseconds since the epoch; tests inject a fake one. */
  now: () => number;
  /** Request log sink (one line a request); tests pass a no-op. */
  log: (line: string) => void;
  version: string;
  /**
   * Where browsers reach this server (SAKTA_PUBLIC_URL, no trailing slash): links in SMS texts, the card
   * provider's post-back target. Default http://127.0.0.1:<port>.
   */
  publicUrl: string;
  /** AES-256-GCM key (base64 of 32 bytes) of the public pages' encrypted answers; handed to the SPA. */
  payloadKey: string;
  /** Port of the simulated card provider started next to the API (SAKTA_EPAY_PORT, default port + 1). */
  epayPort: number;
  /** The card provider's origin, for the token request and the widget (SAKTA_EPAY_ORIGIN). */
  epayOrigin: string;
  epayClientId: string;
  epayClientSecret: string;
  epayTerminal: string;
  /** Shared secret of the provider's signed post-backs (HMAC-SHA256). */
  epaySigningSecret: string;
  /** Server-to-server HTTP (the card provider); tests wire it to the provider app without ports. */
  fetch: FetchLike;
  /** Port of the simulated mobile bank (Kaspi) started next to the API (SAKTA_KASPI_PORT, default port + 2). */
  kaspiPort: number;
  /** The simulated mobile bank's origin (SAKTA_KASPI_ORIGIN): its payment page, opened in a new tab. */
  kaspiOrigin: string;
  /** Seconds the simulated 1C takes to give a paid policy its global number (SAKTA_1C_DELAY_SECONDS, default 5). */
  oneCDelaySeconds: number;
  /**
   * The poll of a document recognition task that gets its answer (SAKTA_RECOGNITION_POLLS, default 3: about 4 s at
   * the dialog's 2 s). Fewer only in test mode, where the e2e servers answer the first poll.
   */
  recognitionPolls: number;
  /**
   * How many generated policies fill the register at the start (SAKTA_SEED_POLICIES, default 0; demo and test
   * modes): the product at an insurer's size, for the list's benchmark (`pnpm bench:policies`).
   */
  seedPolicies: number;
}

/** A working day and more: 12 hours from the login. */
export const SESSION_MAX_SECONDS = 12 * 60 * 60;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Sandbox credentials of the simulated card provider (demo and test modes only). */
export const SANDBOX_EPAY = {
  clientId: 'sakta-sandbox',
  clientSecret: 'sandbox-epay-client-secret',
  signingSecret: 'sandbox-epay-postback-secret',
  terminal: '67e34d63-102f-4bd1-898e-370781d0074d',
} as const;

const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REPO_ROOT = resolve(API_ROOT, '../..');
export const DEFAULT_DATA_DIR = join(API_ROOT, 'data');
export const DEFAULT_STATIC_DIR = join(REPO_ROOT, 'apps/web/dist');
export const TOKEN_SECRET_FILE = 'token-secret';

/** The product's version: the workspace's (root package.json), the one the SPA's footer shows too. */
export function apiVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: unknown };
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

/** The listening address when HOST is not set: the loopback, this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

/** HOST: an IP address or a host name (no scheme, no port). */
function hostVar(env: NodeJS.ProcessEnv): string {
  const raw = env.HOST?.trim();
  if (!raw) return DEFAULT_HOST;
  if (isIP(raw) === 0 && !/^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(raw))
    throw new ConfigError(`HOST must be an IP address or a host name, got '${raw}'`);
  return raw;
}

function urlVar(env: NodeJS.ProcessEnv, name: string, fallback: string): URL {
  const raw = env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL, got '${raw}'`);
  return url;
}

/** Whether a base64 text holds exactly 32 bytes (an AES-256 key). */
export function isPayloadKey(value: string): boolean {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return false;
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').length === 32;
}

/**
 * The secrets production mode must be given (demo and test modes have sandbox defaults). The token secret too:
 * the one a demo run generated into its data folder must not silently carry over into a deployment.
 */
export const PRODUCTION_SECRETS = [
  'SAKTA_TOKEN_SECRET',
  'SAKTA_PAYLOAD_KEY',
  'SAKTA_EPAY_CLIENT_SECRET',
  'SAKTA_EPAY_SIGNING_SECRET',
] as const;

/** The sandbox's public values of secrets, which production refuses. */
const DEMO_SECRET_VALUES: readonly (readonly [string, string])[] = [
  ['SAKTA_PAYLOAD_KEY', DEMO_PAYLOAD_KEY],
  ['SAKTA_EPAY_CLIENT_SECRET', SANDBOX_EPAY.clientSecret],
  ['SAKTA_EPAY_SIGNING_SECRET', SANDBOX_EPAY.signingSecret],
];

/**
 * A secret from the environment; in demo and test modes the sandbox default when unset. Production without it:
 * '' (loadConfig with requireSecrets refuses to start instead).
 */
function secretVar(env: NodeJS.ProcessEnv, name: string, mode: Mode, sandbox: string, min = 16): string {
  const raw = env[name]?.trim();
  if (raw) {
    if (raw.length < min) throw new ConfigError(`${name} must be at least ${min} characters long`);
    return raw;
  }
  return mode === 'production' ? '' : sandbox;
}

export interface LoadOptions {
  /**
   * Refuse (ConfigError) a production configuration without SAKTA_PAYLOAD_KEY, SAKTA_EPAY_CLIENT_SECRET and
   * SAKTA_EPAY_SIGNING_SECRET. `pnpm start` sets it; without it the missing secrets are '' and the features
   * that need them fail closed.
   */
  requireSecrets?: boolean;
}

/** Reads the environment of `pnpm start`. Creates the data folder (and the token secret file) when missing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}): Config {
  const dataDir = resolve(env.SAKTA_DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const cors = (env.SAKTA_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const mode = modeVar(env);
  if (options.requireSecrets && mode === 'production') {
    const missing = PRODUCTION_SECRETS.filter((n) => !env[n]?.trim());
    if (missing.length)
      throw new ConfigError(
        `production mode needs ${missing.join(', ')} (see docs/sandbox.md, "Configuration")`,
      );
    // The demo values are public (in this repository): a deployment given one of them is not secret at all.
    const demo = DEMO_SECRET_VALUES.filter(([name, value]) => env[name]?.trim() === value).map(([n]) => n);
    if (demo.length)
      throw new ConfigError(
        `production mode refuses the public demo value of ${demo.join(', ')}: set your own secret (see docs/sandbox.md, "Modes")`,
      );
  }
  const port = intVar(env, 'PORT', 8080, 0, 65535);
  if (port === 65535 && !env.SAKTA_EPAY_PORT?.trim())
    throw new ConfigError('SAKTA_EPAY_PORT must be set when PORT is 65535');
  const epayPort = intVar(env, 'SAKTA_EPAY_PORT', port === 0 ? 0 : port + 1, 0, 65535);
  const kaspiPort = intVar(env, 'SAKTA_KASPI_PORT', port === 0 ? 0 : Math.min(port + 2, 65535), 0, 65535);
  const recognitionPolls = intVar(env, 'SAKTA_RECOGNITION_POLLS', 3, 1, 3);
  if (recognitionPolls !== 3 && mode !== 'test')
    throw new ConfigError('SAKTA_RECOGNITION_POLLS is for test mode only (SAKTA_MODE=test)');
  const payloadKey = env.SAKTA_PAYLOAD_KEY?.trim() || (mode === 'production' ? '' : DEMO_PAYLOAD_KEY);
  if (payloadKey && !isPayloadKey(payloadKey))
    throw new ConfigError(
      'SAKTA_PAYLOAD_KEY must be the base64 of 32 random bytes (openssl rand -base64 32)',
    );
  return {
    port,
    host: hostVar(env),
    dataDir,
    databaseFile: join(dataDir, 'sakta.db'),
    tokenTtl: intVar(env, 'SAKTA_TOKEN_TTL', 3600, 1),
    sessionMaxSeconds: intVar(env, 'SAKTA_SESSION_MAX_SECONDS', SESSION_MAX_SECONDS, 60),
    tokenSecret: loadTokenSecret(env, dataDir),
    mode,
    staticDir: resolve(env.SAKTA_STATIC_DIR?.trim() || DEFAULT_STATIC_DIR),
    corsOrigins: cors,
    loginMaxAttempts: intVar(env, 'SAKTA_LOGIN_MAX_ATTEMPTS', 5, 1),
    loginAddressMaxAttempts: intVar(env, 'SAKTA_LOGIN_ADDRESS_MAX_ATTEMPTS', 20, 1),
    loginWindowSeconds: intVar(env, 'SAKTA_LOGIN_WINDOW_SECONDS', 900, 1),
    codeResendSeconds: intVar(env, 'SAKTA_CODE_RESEND_SECONDS', 60, 0),
    scryptN: SCRYPT_N,
    now: () => Date.now(),
    log: (line) => process.stdout.write(line + '\n'),
    version: apiVersion(),
    publicUrl: urlVar(env, 'SAKTA_PUBLIC_URL', `http://127.0.0.1:${port}`).href.replace(/\/+$/, ''),
    payloadKey,
    epayPort,
    epayOrigin: urlVar(env, 'SAKTA_EPAY_ORIGIN', `http://localhost:${epayPort}`).origin,
    epayClientId: env.SAKTA_EPAY_CLIENT_ID?.trim() || SANDBOX_EPAY.clientId,
    epayClientSecret: secretVar(env, 'SAKTA_EPAY_CLIENT_SECRET', mode, SANDBOX_EPAY.clientSecret),
    epayTerminal: env.SAKTA_EPAY_TERMINAL?.trim() || SANDBOX_EPAY.terminal,
    epaySigningSecret: secretVar(env, 'SAKTA_EPAY_SIGNING_SECRET', mode, SANDBOX_EPAY.signingSecret),
    fetch: (input, init) => fetch(input, init),
    kaspiPort,
    kaspiOrigin: urlVar(env, 'SAKTA_KASPI_ORIGIN', `http://localhost:${kaspiPort}`).origin,
    oneCDelaySeconds: intVar(env, 'SAKTA_1C_DELAY_SECONDS', 5, 0, 3600),
    recognitionPolls,
    seedPolicies: intVar(env, 'SAKTA_SEED_POLICIES', 0, 0, 1_000_000),
  };
}

/** The sandbox card provider's credentials as the configuration names them (the demo's and the tests' own). */
export const SANDBOX_EPAY_CONFIG = {
  epayClientId: SANDBOX_EPAY.clientId,
  epayClientSecret: SANDBOX_EPAY.clientSecret,
  epayTerminal: SANDBOX_EPAY.terminal,
  epaySigningSecret: SANDBOX_EPAY.signingSecret,
} as const;

/** A configuration for tests: in-memory database, random secret, silent log, test mode, no SPA. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: DEFAULT_HOST,
    dataDir: '',
    databaseFile: ':memory:',
    tokenTtl: 3600,
    sessionMaxSeconds: SESSION_MAX_SECONDS,
    tokenSecret: randomBytes(32).toString('hex'),
    mode: 'test',
    staticDir: null,
    corsOrigins: [],
    loginMaxAttempts: 5,
    loginAddressMaxAttempts: 20,
    loginWindowSeconds: 900,
    codeResendSeconds: 60,
    scryptN: SCRYPT_N,
    now: () => Date.now(),
    log: () => {},
    version: apiVersion(),
    publicUrl: 'http://127.0.0.1:8080',
    payloadKey: DEMO_PAYLOAD_KEY,
    epayPort: 8081,
    epayOrigin: 'http://localhost:8081',
    ...SANDBOX_EPAY_CONFIG,
    fetch: (input, init) => fetch(input, init),
    kaspiPort: 8082,
    kaspiOrigin: 'http://localhost:8082',
    oneCDelaySeconds: 5,
    recognitionPolls: 3,
    seedPolicies: 0,
    ...overrides,
  };
}
