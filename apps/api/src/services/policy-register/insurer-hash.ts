import { createHash } from 'node:crypto';

/**
 * The insurer's `hash` of a policy (spec part 2 sections 3.9, 7.5: the termination flow of the policy list names the
 * insurer by it in process-otp {hash, type: 3} and rescind): the first 24 hex digits of SHA-256 over the policy's
 * id and the insurer's IIN. It names, it grants nothing: every call that takes it checks the policy's owner.
 */
export function insurerHash(policyId: number, iin: string | null | undefined): string {
  return createHash('sha256')
    .update(`${policyId}:${iin ?? ''}`)
    .digest('hex')
    .slice(0, 24);
}
