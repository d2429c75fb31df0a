import {
  propertyPremium,
  propertyPremiumInput,
  type PropertyCalculation,
  type PropertyPolicy,
} from '@sakta/core/property';
import type { Config } from '../../platform/config';
import { Rejected } from '../../platform/http';
import { formatAlmaty } from '../../services/almaty';

/**
 * calculate/financial-institutions (spec part 2 section 7.2): the property policy priced by core's `propertyPremium`
 * from its objects and program conditions, so the page, QA and the sandbox price alike. The `premium` and `tariff`
 * the page sends (the policy's and its objects') are never read. Refusals `{result: false, errors}` with HTTP 422:
 * what 5.5 refuses, in the object modal's words, and anything the tariff cannot price.
 */
export function calculateProperty(config: Pick<Config, 'now'>, policy: PropertyPolicy): PropertyCalculation {
  const priced = propertyPremium(propertyPremiumInput(policy));
  if ('error' in priced) throw new Rejected(422, [priced.error]);
  return {
    result: true,
    items: priced.items,
    premium: priced.premium,
    calculationDate: formatAlmaty(config.now()),
  };
}
