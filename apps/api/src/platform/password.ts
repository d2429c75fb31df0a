import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { workGate } from './work-gate';
import { SCRYPT_N } from './config';

/**
 * Password hashes: scrypt with a random 16-byte salt, stored as 'scrypt$N$r$p$salt$hash' (salt and hash base64,
 * key length 64). Verification uses the parameters stored with the hash, so a cheaper test cost never leaks into
 * the check of a production hash.
 */
const R = 8;
const P = 1;
const KEYLEN = 64;
const SALT_BYTES = 16;

function options(n: number, r: number, p: number): ScryptOptions {
  return { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
}

export function hashPassword(password: string, n: number = SCRYPT_N): string {
  const salt = randomBytes(SALT_BYTES);
  const hash = scryptSync(password.normalize('NFC'), salt, KEYLEN, options(n, R, P));
  return ['scrypt', n, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const isPow2 = Number.isInteger(n) && n >= 2 && n <= 1 << 20 && (n & (n - 1)) === 0;
  if (!isPow2 || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16)
    return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || hash.length < 16) return null;
  return { n, r, p, salt, hash };
}

function scryptAsync(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * The password checks share one gate: one check at a time per core but one (the rest of the server keeps a core), and
 * eight waiting; a ninth makes the one that waited longest give way (`GateFull`: the caller answers 'try again').
 * A check takes about 50 ms at the production cost, so a sign-in waits at most about half a second for its turn,
 * whatever burst of failed logins came before it.
 */
export const PASSWORD_GATE = workGate({ concurrency: Math.max(1, availableParallelism() - 1), waiting: 8 });

/** Constant-time check of a password against a stored hash; false for any malformed hash. Throws `GateFull`. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await PASSWORD_GATE.run(() =>
    scryptAsync(
      password.normalize('NFC'),
      parsed.salt,
      parsed.hash.length,
      options(parsed.n, parsed.r, parsed.p),
    ),
  );
  return timingSafeEqual(key, parsed.hash);
}

let dummy: string | undefined;
/** A hash of nothing anyone knows: checked when the IIN is unknown, so both failures take the same time. */
export function dummyHash(): string {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
