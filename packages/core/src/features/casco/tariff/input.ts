import type { CascoPolicy } from '../contract';
import type { CascoPremiumInput } from './premium';

/**
 * From a casco policy (3.2) to cascoPremium's input: the sandbox's calculate builds it here from the policy it holds
 * and the day (Almaty), so the page, QA and the server price the same vehicles. An insurer not yet chosen counts as
 * a person (special machinery's lower limit); an entrepreneur is a person (filter.person), a legal entity is not.
 * The program's `limit`, `available` and `vehicles_count` the page sends are not read: they follow from the rest.
 */
export function cascoPremiumInput(policy: CascoPolicy, today: string): CascoPremiumInput {
  return {
    type: policy.program.type,
    product: policy.program.product,
    insurerIsPerson: policy.insurer?.filter.person ?? true,
    hasLosses: policy.conditions.has_losses,
    damageDeductible: policy.conditions.risk_damage,
    today,
    vehicles: policy.vehicles.map((v) => ({
      type_id: v.type_id,
      number: v.number,
      vin: v.vin,
      year: v.year,
      cost: v.cost,
      amount: v.amount,
    })),
  };
}
