import { POLICY_STATUS } from '../../shared/policy-status';
import type { PolicyDetail } from './contract';

/**
 * The code flows the policy list offers for a policy (spec part 2 sections 2.7, 4.5): 'Ошибка оператора' and
 * 'Расторжение' only for an issued policy the caller may change (`changeable`, core's ownership rule as the server
 * answers it: another seller's policy is read-only here), a termination only while the policy runs.
 */
export function policyListFlows(
  policy: Pick<PolicyDetail, 'changeable' | 'status' | 'global_id' | 'terminated_at'>,
): { reportError: boolean; terminate: boolean } {
  const issued = policy.changeable && policy.status === POLICY_STATUS.issued;
  return {
    reportError: issued,
    terminate: issued && policy.global_id !== null && policy.terminated_at === null,
  };
}
