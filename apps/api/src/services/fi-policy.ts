import type { PolicyClient } from '@sakta/core/sale';
import type { Db } from '../platform/db';
import { Rejected } from '../platform/http';
import type { VerifyContext } from './client-verification';
import { PODFT_ENTITY, podftProblems } from './podft-records';
import { partyFailures, partyQuery } from './sale-checks';

/**
 * What the financial-institution products' prices (property, casco) check before their tariff (spec part 2 sections
 * 4.1, 4.4, 7.2): a party (insurer, insured, the bank) whose newest compliance record is undecided or refused stops
 * the price (409, as OGPO's calculate). The treaty is the sale's own check (services/sale-checks.ts).
 */

export interface FiPricedPolicy {
  insurer: PolicyClient | null;
  insureds: readonly PolicyClient[];
  beneficiary: PolicyClient | null;
}

/** The compliance records of the policy's parties, by IIN/BIN (a non-resident by the document number). */
const podftSubjects = (policy: FiPricedPolicy) =>
  [policy.insurer, ...policy.insureds, policy.beneficiary].flatMap((p) =>
    p ? [{ entity: PODFT_ENTITY.client, document: p.client.iin || p.document.number }] : [],
  );

/** Throws the refusal (409) while a party's compliance decision is awaited or was a refusal. */
export function ensureFiPriceable(db: Db, policy: FiPricedPolicy): void {
  const podft = podftProblems(db, podftSubjects(policy));
  if (podft.length > 0) throw new Rejected(409, podft);
}

/**
 * The server's own verification of a financial institution's policy (calculate, checkout): the insurer, every insured
 * and the bank, as verify/client-fi asks about them. The failures, none when all passed.
 */
export function verifyFiPolicy(ctx: VerifyContext, policy: FiPricedPolicy & { number: string }): string[] {
  const parties = [policy.insurer, ...policy.insureds, policy.beneficiary].flatMap((p) => (p ? [p] : []));
  return partyFailures(
    ctx,
    parties.map((p) => partyQuery(policy.number, p, false)),
  );
}
