import type { PolicyClient, Treaty } from '@sakta/core/sale';
import { treatyEnd } from '@sakta/core/sale';
import type { Db } from '../platform/db';
import { Rejected } from '../platform/http';
import { PODFT_ENTITY, podftProblems } from './podft-records';

/**
 * What the financial-institution products' prices (property, casco) check before their tariff (spec part 2 sections
 * 4.1, 7.2): a party (insurer, insured, the bank) whose newest compliance record is undecided or refused stops the
 * price (409, as OGPO's calculate); casco's sandbox tariff prices 12 months, so another term is refused there,
 * and an end that is not the term's is refused for both (422) rather than mispriced.
 */

export const fiPolicyRu = {
  term: 'Тариф песочницы рассчитывает премию на 12 месяцев: выберите срок страхования 12 месяцев',
  end: 'Дата окончания договора не соответствует сроку страхования',
} as const;

const YEAR = { unit: 'month', count: 12 } as const;

export interface FiPricedPolicy {
  insurer: PolicyClient | null;
  insureds: readonly PolicyClient[];
  beneficiary: PolicyClient | null;
  treaty: Treaty;
}

/** The compliance records of the policy's parties, by IIN/BIN (a non-resident by the document number). */
const podftSubjects = (policy: FiPricedPolicy) =>
  [policy.insurer, ...policy.insureds, policy.beneficiary].flatMap((p) =>
    p ? [{ entity: PODFT_ENTITY.client, document: p.client.iin || p.document.number }] : [],
  );

/**
 * Throws the refusal (409 compliance, 422 term) when the policy cannot be priced yet. `yearOnly`: the product's
 * tariff prices exactly 12 months (casco); property's prices 1 to 12 months pro rata and refuses other terms itself.
 */
export function ensureFiPriceable(db: Db, policy: FiPricedPolicy, { yearOnly }: { yearOnly: boolean }): void {
  const podft = podftProblems(db, podftSubjects(policy));
  if (podft.length > 0) throw new Rejected(409, podft);
  const { treaty } = policy;
  if (yearOnly && (treaty.term.unit !== YEAR.unit || treaty.term.count !== YEAR.count))
    throw new Rejected(422, [fiPolicyRu.term]);
  if (treaty.end !== treatyEnd(treaty.date, treaty.term)) throw new Rejected(422, [fiPolicyRu.end]);
}
