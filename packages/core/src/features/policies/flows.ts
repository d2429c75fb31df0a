import { POLICY_STATUS } from '../../shared/policy-status';
import type { PolicyDetail } from './contract';

/**
 * The products whose policies may be terminated early: motor policies (spec part 1, 'early termination of motor
 * policies'; its screen offers only 'ОГПО ВТС'). The server refuses the others too.
 */
export const TERMINABLE_PRODUCTS: readonly string[] = ['OGPO_WEB_EA'];

export const isTerminableProduct = (product: string): boolean => TERMINABLE_PRODUCTS.includes(product);

/**
 * The code flows the policy list offers for a policy (spec part 2 sections 2.7, 4.5): 'Ошибка оператора' and
 * 'Расторжение' only for an issued policy the caller may change (`changeable`, core's ownership rule as the server
 * answers it: another seller's policy is read-only here), a termination only for a motor policy that still runs.
 */
export function policyListFlows(
  policy: Pick<PolicyDetail, 'changeable' | 'status' | 'global_id' | 'terminated_at' | 'product'>,
): { reportError: boolean; terminate: boolean } {
  const issued = policy.changeable && policy.status === POLICY_STATUS.issued;
  return {
    reportError: issued,
    terminate:
      issued &&
      isTerminableProduct(policy.product) &&
      policy.global_id !== null &&
      policy.terminated_at === null,
  };
}
