import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The insurer's `hash` of a policy (spec part 2 sections 3.9, 7.5: the termination flow of the policy list names the
 * insurer by it in process-otp {hash, type: 3} and rescind): `{policy id}.{the first 24 hex digits of SHA-256 over
 * the policy's id and the insurer's IIN}`. The id lets the server find its policy without a scan of the register;
 * the digest must match that policy's insurer. It names, it grants nothing: every call that takes it checks the
 * policy's owner.
 */
export function insurerHash(policyId: number, iin: string | null | undefined): string {
  return `${policyId}.${digest(policyId, iin)}`;
}

function digest(policyId: number, iin: string | null | undefined): string {
  return createHash('sha256')
    .update(`${policyId}:${iin ?? ''}`)
    .digest('hex')
    .slice(0, 24);
}

/** The policy id a hash names (to be checked with `isInsurerHash` against that policy), or null when malformed. */
export function policyIdOfHash(hash: string): number | null {
  const m = /^(\d{1,12})\.[0-9a-f]{24}$/.exec(hash);
  return m ? Number(m[1]) : null;
}

/** Whether the hash is the one of this policy and its insurer. */
export function isInsurerHash(hash: string, policyId: number, iin: string | null | undefined): boolean {
  const given = Buffer.from(hash);
  const expected = Buffer.from(insurerHash(policyId, iin));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
