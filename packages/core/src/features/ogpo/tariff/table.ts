import tariff from './ogpo-tariff.json' with { type: 'json' };

/**
 * The OGPO VTS tariff table (shared/data/ogpo-tariff.json, copied beside this file as data: the regulator revises
 * values yearly, so they stay in the JSON and never in code). This module only gives the table its types and
 * lookups; `ogpoPremium` (premium.ts) applies it.
 */

interface TermBand {
  /** Inclusive upper bound: '15d' (days) or '1m'..'9m' (months); null: above the last band. */
  up_to: string | null;
  k: number;
}

export interface OgpoTariffTable {
  base_mrp_multiplier: number;
  mrp_by_year: Record<string, number>;
  outside_major_city: number;
  privileged_single_driver: number;
  temporary_entry_multiplier: number;
  territory: Record<string, number>;
  vehicle_type_by_ogpo_type_id: Record<string, { name: string; k: number }>;
  vehicle_age: { up_to_7_years: number; over_7_years: number };
  age_experience: Record<string, number>;
  age_experience_id_map: Record<string, string>;
  bonus_malus: Record<string, number>;
  temporary_entry_term: TermBand[];
}

export const OGPO_TARIFF: OgpoTariffTable = tariff;

const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The MRP (monthly calculation index) of a calendar year, or undefined when the table has none. */
export const mrpOf = (year: number): number | undefined => own(OGPO_TARIFF.mrp_by_year, String(year));

/** K_territory of a key of the territory table ('г. Алматы', 'Акмолинская область'...). */
export const territoryK = (territory: string): number | undefined => own(OGPO_TARIFF.territory, territory);

/** K_vehicle_type of an OGPO vehicle type id (3.4); undefined for 12 air, 13 sea, 14 rail, 15 machinery. */
export const vehicleTypeK = (typeId: number): number | undefined =>
  own(OGPO_TARIFF.vehicle_type_by_ogpo_type_id, String(typeId))?.k;

/** K_bonus_malus of a class ('M', '0'..'13'). */
export const bonusMalusK = (cls: string): number | undefined => own(OGPO_TARIFF.bonus_malus, cls);

/** K_age_experience of an age_experience_id (1..4). */
export function ageExperienceK(id: number): number | undefined {
  const key = own(OGPO_TARIFF.age_experience_id_map, String(id));
  return key === undefined ? undefined : own(OGPO_TARIFF.age_experience, key);
}

/** K_vehicle_age: 1.1 when the vehicle is more than 7 years old at the start of cover, else 1.0. */
export const vehicleAgeK = (ageYears: number): number =>
  ageYears > 7 ? OGPO_TARIFF.vehicle_age.over_7_years : OGPO_TARIFF.vehicle_age.up_to_7_years;

/** The Temporary-entry term bands as {unit, count, k} (null unit: the last band). */
export function termBands(): ReadonlyArray<{ unit: 'd' | 'm' | null; count: number; k: number }> {
  return OGPO_TARIFF.temporary_entry_term.map((b) => {
    const m = b.up_to === null ? null : /^(\d+)([dm])$/.exec(b.up_to);
    return m ? { unit: m[2] as 'd' | 'm', count: Number(m[1]), k: b.k } : { unit: null, count: 0, k: b.k };
  });
}
