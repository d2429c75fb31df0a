import tariff from './property-tariff.json' with { type: 'json' };

/**
 * The sandbox's property rate table (property-tariff.json: the sandbox's rates, not an insurer's; docs/property.md
 * says how an insurer replaces the file). This module gives the table its types and lookups; `propertyPremium`
 * (premium.ts) applies it.
 */
export interface PropertyTariffTable {
  about: string;
  version: string;
  /** Annual rate, a fraction of the insured amount, per immovable kind id (3.5). */
  immovable_rate: Record<string, number>;
  /** Annual rate per movable class (the DSD_FI program's kind). */
  movable_rate: Record<string, number>;
  wall_loading: Record<string, number>;
  fire_alarm_loading: Record<string, number>;
  /** 'none' without security, else per security mode. */
  security_loading: Record<string, number>;
  losses_loading: { no_losses: number; has_losses: number };
  movable_outdoors_loading: number;
  /** Discount per franchise step, percent -> factor. */
  franchise_discount: Record<string, number>;
}

export const PROPERTY_TARIFF: PropertyTariffTable = tariff;
