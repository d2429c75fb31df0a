import {
  insuredSumError,
  yearError,
  propertyPremium,
  propertyPremiumInput,
  type PropertyCalculation,
  type PropertyPolicy,
  type PropertyPremiumItem,
} from '@sakta/core/property';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { Rejected } from '../../platform/http';
import { almatyDate, formatAlmaty } from '../../services/almaty';
import { ensureFiPriceable } from '../../services/fi-policy';

/**
 * The property policy's price on the server (spec part 2 sections 4.1, 5.5, 7.2): what calculate/financial-
 * institutions answers and what checkout charges. Core's `propertyPremium` on the policy's objects and program
 * condition, so the page, QA and the sandbox price alike; the `premium` and `tariff` the page sends (the policy's
 * and its objects') are never read. Refusals: the financial institutions' (services/fi-policy.ts: a party awaiting
 * or refused by the compliance review 409); a term the tariff does not price (1 to 12 months pro rata), what 5.5
 * refuses, in the object modal's words, and anything else the tariff cannot price (422). The treaty and the
 * parties' verification are the sale's checks before it (services/sale-checks.ts).
 */

export function serverPremium(
  db: Db,
  policy: PropertyPolicy,
  now: number,
): { items: PropertyPremiumItem[]; premium: number } {
  ensureFiPriceable(db, policy);
  // no building is built later than this year in Almaty (5.5)
  const thisYear = Number(almatyDate(now).slice(0, 4));
  const future = policy.objects.map((o) => yearError(o.year, thisYear)).find((e) => e !== null);
  if (future) throw new Rejected(422, [future]);
  // the program's insured sum: within the limit, and covering every object (5.5)
  const sumError = insuredSumError(
    policy.programCondition.insuredSum,
    policy.insurer?.filter.person ?? true,
    policy.objects.reduce((sum, o) => sum + (o.amount ?? 0), 0),
  );
  if (sumError) throw new Rejected(422, [sumError]);
  const priced = propertyPremium(propertyPremiumInput(policy));
  if ('error' in priced) throw new Rejected(422, [priced.error]);
  return priced;
}

/** calculate/financial-institutions: each object's tariff and premium, their sum and when it was computed. */
export function calculateProperty(
  db: Db,
  config: Pick<Config, 'now'>,
  policy: PropertyPolicy,
): PropertyCalculation {
  const { items, premium } = serverPremium(db, policy, config.now());
  return { result: true, items, premium, calculationDate: formatAlmaty(config.now()) };
}
