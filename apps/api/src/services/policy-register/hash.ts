import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The insurer's hash of a policy (spec part 2 section 3.9 `insurer.hash`, 7.5 process-otp {hash, type:3}): what the
 * policy list's termination names instead of the insurer's data. `{policy id}.{HMAC}` keyed with the server's
 * secret, so a hash cannot be made up for another policy, and the server finds its policy without a table.
 */
export function insurerHash(secret: string, policyId: number): string {
  return `${policyId}.${mac(secret, policyId)}`;
}

function mac(secret: string, policyId: number): string {
  return createHmac('sha256', secret).update(`insurer-hash\n${policyId}`).digest('base64url').slice(0, 24);
}

/** The policy id a hash names, or null for a hash this server did not make. */
export function policyIdOfHash(secret: string, hash: string): number | null {
  const m = /^(\d{1,12})\.([\w-]{24})$/.exec(hash);
  if (!m) return null;
  const id = Number(m[1]);
  const given = Buffer.from(m[2]!);
  const expected = Buffer.from(mac(secret, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
