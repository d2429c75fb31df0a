import {
  cascoCodeOf,
  cascoPremiumInput,
  cascoVehiclePrices,
  type CascoCalculation,
  type CascoCalculationItem,
  type CascoPolicy,
  type CascoVehicleOutcome,
} from '@sakta/core/casco';
import { fmt } from '@sakta/core';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { Rejected } from '../../platform/http';
import { almatyDate, formatAlmaty } from '../../services/almaty';
import { ensureFiPriceable } from '../../services/fi-policy';
import { cascoApiRu } from './ru';

/**
 * The casco policy's price on the server (spec part 2 sections 4.1, 5.2, 7.2, 8, 9): what calculate/financial-
 * institutions-casco answers and what checkout charges. Core's `cascoVehiclePrices` on the policy's program,
 * conditions and vehicles as of the Almaty day, so the page, QA and the sandbox price alike; the `premium`,
 * `tariff`, each vehicle's `premium` and `calc`, the program's `limit` and `available` the page sends are never
 * read. Refusals: the financial institutions' (services/fi-policy.ts: 409 compliance); the code that is
 * not the program product's, and what the tariff refuses of the policy as a whole (422); a vehicle the rules or the
 * tariff refuse is the calculation's `result: false` with its card's 'Ошибка при получении премии' (8), and 422 for
 * checkout.
 */

const vehicleName = (p: CascoPolicy, index: number) => {
  const v = p.vehicles[index];
  return v?.number || v?.vin || String(index + 1);
};

/** Each vehicle's price or refusal, once the policy itself may be priced. */
function priced(db: Db, policy: CascoPolicy, now: number): CascoVehicleOutcome[] {
  ensureFiPriceable(db, policy);
  if (policy.product !== cascoCodeOf(policy.program.product))
    throw new Rejected(422, [fmt(cascoApiRu.incomplete.program, { product: policy.product })]);
  const prices = cascoVehiclePrices(cascoPremiumInput(policy, almatyDate(now)));
  if ('error' in prices) throw new Rejected(422, [prices.error]);
  return prices.vehicles;
}

const refusal = (p: CascoPolicy, outcomes: readonly CascoVehicleOutcome[]): string | null => {
  const index = outcomes.findIndex((o) => 'error' in o);
  if (index < 0) return null;
  const { error } = outcomes[index] as { error: string };
  return fmt(cascoApiRu.vehicleFailed, { vehicle: vehicleName(p, index), error });
};

/** The premium checkout charges: every vehicle priced, or the first refusal (422). */
export function serverPremium(db: Db, policy: CascoPolicy, now: number): number {
  const outcomes = priced(db, policy, now);
  const refused = refusal(policy, outcomes);
  if (refused) throw new Rejected(422, [refused]);
  return outcomes.reduce((sum, o) => sum + ('premium' in o ? o.premium : 0), 0);
}

/** The vehicles' prices as the PDFs show them (none when the policy no longer prices as sold). */
export function soldPrices(policy: CascoPolicy, soldOn: number, premium: number): CascoVehicleOutcome[] {
  const prices = cascoVehiclePrices(cascoPremiumInput(policy, almatyDate(soldOn)));
  if ('error' in prices) return [];
  const total = prices.vehicles.reduce((sum, o) => sum + ('premium' in o ? o.premium : 0), 0);
  return total === premium ? prices.vehicles : [];
}

/**
 * calculate/financial-institutions-casco: each vehicle's tariff and premium and their sum; or, when a vehicle
 * cannot be priced, every vehicle's card (the refused ones 'Ошибка при получении премии' with the reason) and the
 * first reason as the message.
 */
export function calculateCasco(db: Db, config: Pick<Config, 'now'>, policy: CascoPolicy): CascoCalculation {
  const now = config.now();
  const outcomes = priced(db, policy, now);
  const calculationDate = formatAlmaty(now);
  const message = refusal(policy, outcomes);
  if (message === null) {
    const items = outcomes.map((o) => ({
      result: true as const,
      ...(o as { tariff: number; premium: number }),
    }));
    return { result: true, items, premium: items.reduce((sum, i) => sum + i.premium, 0), calculationDate };
  }
  const items = outcomes.map((o): CascoCalculationItem =>
    'error' in o
      ? { result: false, message: cascoApiRu.premiumFailed, error: o.error }
      : { result: true, tariff: o.tariff, premium: o.premium },
  );
  return { result: false, items, premium: null, message, calculationDate };
}
