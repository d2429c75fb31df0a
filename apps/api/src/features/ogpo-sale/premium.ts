import {
  ENTRY_BONUS_MALUS_CLASS,
  ogpoPremium,
  ogpoPremiumInput,
  type OgpoPolicy,
  type OgpoPremiumInput,
  type PolicyClient,
} from '@sakta/core';
import type { Db } from '../../platform/db';
import { findById } from '../../services/state-register/clients';

/**
 * The premium of a policy as the sandbox computes it: core's `ogpoPremium` on the input core builds from the
 * policy (`ogpoPremiumInput`), with each driver's bonus-malus class read from the state register (the entry
 * class '3' for a driver the register does not know), never the class or the `premium` the page sends.
 */

function registerClass(db: Db, party: PolicyClient): string {
  const id = party.client.esbd_id;
  return (id !== null ? findById(db, id)?.class : undefined) || ENTRY_BONUS_MALUS_CLASS;
}

export function premiumInput(db: Db, policy: OgpoPolicy): OgpoPremiumInput {
  return ogpoPremiumInput(policy, {
    classes: {
      insurer: policy.insurer ? registerClass(db, policy.insurer) : null,
      insureds: policy.insureds.map((p) => registerClass(db, p)),
    },
  });
}

/** Whole tenge by the tariff, or the tariff's Russian error. */
export function premiumOf(db: Db, policy: OgpoPolicy): { premium: number } | { error: string } {
  return ogpoPremium(premiumInput(db, policy));
}
