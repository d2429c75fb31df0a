import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Access tokens: compact JWS, HS256 (HMAC-SHA256), payload {sub, role, apc, iat, exp} (seconds). Signed and checked
 * with node:crypto against the injectable clock of the config (hono/jwt reads the wall clock).
 */
export interface TokenPayload {
  sub: number;
  role: number;
  apc: string | null;
  /** When the session began (the login), ms: refresh keeps it, so a session has an absolute end. */
  sat: number;
  iat: number;
  exp: number;
}

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; reason: 'invalid' | 'expired' };

const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function b64url(data: string | Buffer): string {
  return Buffer.from(data).toString('base64url');
}

function mac(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signToken(
  claims: Omit<TokenPayload, 'iat' | 'exp' | 'sat'> & { sat?: number },
  secret: string,
  ttlSeconds: number,
  nowMs: number,
): { token: string; payload: TokenPayload } {
  const iat = Math.floor(nowMs / 1000);
  const payload: TokenPayload = {
    sub: claims.sub,
    role: claims.role,
    apc: claims.apc,
    sat: claims.sat ?? nowMs,
    iat,
    exp: iat + ttlSeconds,
  };
  const body = `${HEADER}.${b64url(JSON.stringify(payload))}`;
  return { token: `${body}.${mac(body, secret).toString('base64url')}`, payload };
}

function isPayload(v: unknown): v is TokenPayload {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    Number.isSafeInteger(o.sub) &&
    Number.isSafeInteger(o.role) &&
    (o.apc === null || typeof o.apc === 'string') &&
    Number.isSafeInteger(o.sat) &&
    Number.isSafeInteger(o.iat) &&
    Number.isSafeInteger(o.exp)
  );
}

/** The signature is checked first: an expired token with a bad signature is 'invalid', never 'expired'. */
export function verifyToken(token: string, secret: string, nowMs: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [header, body, signature] = parts as [string, string, string];
  if (header !== HEADER) return { ok: false, reason: 'invalid' };
  // Compare the encoded text: base64 decoding is lenient and would accept altered spellings of one signature.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(`${header}.${body}`, secret).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isPayload(payload)) return { ok: false, reason: 'invalid' };
  if (nowMs >= payload.exp * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}
