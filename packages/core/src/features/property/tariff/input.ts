import type { PropertyPolicy } from '../contract';
import type { PropertyPremiumInput } from './premium';

/**
 * From a property policy (3.2) to propertyPremium's input: the sandbox's calculate builds it here from the policy
 * it holds, so the page, QA and the server price the same objects. An insurer not yet chosen counts as a person
 * (the lower limit, 500 000 000); an entrepreneur is a person (filter.person), a legal entity is not.
 */
export function propertyPremiumInput(policy: PropertyPolicy): PropertyPremiumInput {
  return {
    product: policy.product,
    movableClass: policy.conditions.kind,
    insurerIsPerson: policy.insurer?.filter.person ?? true,
    franchise: policy.programCondition.franchise,
    hasLosses: policy.conditions.has_losses,
    isIndoors: policy.conditions.is_indoors,
    // a term of days is not a property term: the tariff refuses it (0 months)
    months: policy.treaty.term.unit === 'month' ? policy.treaty.term.count : 0,
    objects: policy.objects.map((o) => ({
      kind_id: o.kind_id,
      cond_id: o.cond_id,
      wall_id: o.wall_id,
      year: o.year,
      cost: o.cost,
      amount: o.amount,
      fire_alarm: o.fire_alarm,
      has_security: o.has_security,
      security: o.security,
    })),
  };
}
