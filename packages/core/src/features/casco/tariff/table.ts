import tariff from './casco-tariff.json' with { type: 'json' };

/**
 * The sandbox's casco rate table (casco-tariff.json: the sandbox's rates, not an insurer's; docs/casco.md says how
 * an insurer replaces the file). This module gives the table its type; `cascoPremium` (premium.ts) applies it.
 */
export interface CascoTariffTable {
  about: string;
  version: string;
  /** Annual rate, a fraction of the insured amount, per vehicle type (6, 10, 15) and program product (1..4). */
  base_rate: Record<string, Record<string, number>>;
  /** Loading by the vehicle's age in years: the first band whose `max_age` is not below it. */
  age_loading: { max_age: number; loading: number }[];
  losses_loading: { no_losses: number; has_losses: number };
  /** The fixed deductibles of section 9, percent: in every base rate, shown on the documents. */
  fixed_deductible: { theft: number; total_loss: number };
  /** Factor per damage deductible option, percent -> factor. */
  damage_deductible_discount: Record<string, number>;
}

export const CASCO_TARIFF: CascoTariffTable = tariff;
