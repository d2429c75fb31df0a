import {
  propertyPremium,
  propertyPremiumInput,
  type PropertyCalculation,
  type PropertyPolicy,
  type PropertyPremiumItem,
} from '@sakta/core/property';
import { treatyEnd } from '@sakta/core/sale';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { Rejected } from '../../platform/http';
import { formatAlmaty } from '../../services/almaty';
import { PODFT_ENTITY, podftProblems } from '../../services/podft-records';
import { propertyApiRu } from './ru';

/**
 * The property policy's price on the server (spec part 2 sections 4.1, 5.5, 7.2): what calculate/financial-
 * institutions answers and what checkout charges. Core's `propertyPremium` on the policy's objects and program
 * condition, so the page, QA and the sandbox price alike; the `premium` and `tariff` the page sends (the policy's
 * and its objects') are never read. Refusals:
 * - 409: a party (insurer, insured, beneficiary) whose newest compliance record is undecided or refused;
 * - 422: a treaty whose end is not its term's; a term the tariff does not price (1 to 12 months); what 5.5 refuses,
 *   in the object modal's words, and anything the tariff cannot price.
 */

/** The compliance records of the policy's parties, by IIN/BIN (a non-resident by the document number). */
const podftSubjects = (policy: PropertyPolicy) =>
  [policy.insurer, ...policy.insureds, policy.beneficiary].flatMap((p) =>
    p ? [{ entity: PODFT_ENTITY.client, document: p.client.iin || p.document.number }] : [],
  );

export function serverPremium(
  db: Db,
  policy: PropertyPolicy,
): { items: PropertyPremiumItem[]; premium: number } {
  const podft = podftProblems(db, podftSubjects(policy));
  if (podft.length > 0) throw new Rejected(409, podft);
  const { treaty } = policy;
  if (treaty.end !== treatyEnd(treaty.date, treaty.term)) throw new Rejected(422, [propertyApiRu.treaty.end]);
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
  const { items, premium } = serverPremium(db, policy);
  return { result: true, items, premium, calculationDate: formatAlmaty(config.now()) };
}
