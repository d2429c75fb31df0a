import type { OgpoPolicy, PolicyClient } from '../sale/contract';
import { KZ_REGIONS, type Region } from '../../../shared/parties/vehicle/regions';
import type { OgpoPremiumDriver, OgpoPremiumInput } from './premium';
import { OGPO_TARIFF } from './table';

/**
 * From a policy (3.1) to ogpoPremium's input: the vehicles' territories from the regions dictionary, the drivers
 * (the insurer first when isDrive, then the insureds) with their bonus-malus classes. The sandbox's calculate and
 * checkout build the input here with the classes of the state register, so the page, QA and the server agree.
 */

/** The 2022 regions the 2019 table does not know, priced as their parents (the tariff file's territory_note). */
const PARENTS: Readonly<Record<string, string>> = {
  абай: 'Восточно-Казахстанская область',
  жетысу: 'Алматинская область',
  жетісу: 'Алматинская область',
  улытау: 'Карагандинская область',
  ұлытау: 'Карагандинская область',
};

const words = (name: string) =>
  name
    .toLocaleLowerCase('ru-RU')
    .replace(/[«».,]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'область' && w !== 'обл');

/**
 * The tariff's territory key of a region name: the name itself when the table has it ('г. Алматы',
 * 'Акмолинская область'), the parent region for Абай, Жетысу (Жетісу) and Улытау (Ұлытау); null otherwise
 * (a foreign registration, Transit, an unknown name).
 */
export function territoryOf(regionName: string): string | null {
  const name = regionName.trim();
  if (Object.hasOwn(OGPO_TARIFF.territory, name)) return name;
  const parent = words(name)
    .map((w) => PARENTS[w])
    .find(Boolean);
  return parent ?? null;
}

/** The territory key of a region id of the dictionary (KZ_REGIONS by default), or '' when it has none. */
export function territoryOfRegion(
  regionId: number | null | undefined,
  regions: readonly Region[] = KZ_REGIONS,
): string {
  const region = regions.find((r) => r.id === regionId);
  if (!region) return '';
  return region.territory ?? territoryOf(region.title) ?? '';
}

/** Age and experience (4.3): under 25 with under 2 years 1, under 25 2, 25 or more with under 2 years 3, else 4. */
function ageExperienceOf(party: PolicyClient): 1 | 2 | 3 | 4 {
  const d = party.driver;
  if (d?.age_experience_id) return d.age_experience_id;
  const young = d?.age == null || d.age < 25;
  if (young) return d?.experience ? 1 : 2;
  return d?.experience ? 3 : 4;
}

/** Entry class (the tariff file: class 3). */
export const ENTRY_BONUS_MALUS_CLASS = '3';

const driverOf = (party: PolicyClient, cls: string | null | undefined): OgpoPremiumDriver => ({
  bonusMalusClass: cls || party.class.class || ENTRY_BONUS_MALUS_CLASS,
  ageExperienceId: ageExperienceOf(party),
  // the pensioner's benefit is for resident natural persons only (4.3)
  privileged: party.filter.resident && party.filter.person && party.driver?.pensioner === true,
});

export interface PremiumInputOptions {
  regions?: readonly Region[];
  /** Bonus-malus classes from the register: the insurer's and the insureds' in order (else each card's, else '3'). */
  classes?: { insurer: string | null; insureds: readonly string[] };
}

/** ogpoPremium's input for a policy as the page holds it. */
export function ogpoPremiumInput(policy: OgpoPolicy, options: PremiumInputOptions = {}): OgpoPremiumInput {
  const { regions = KZ_REGIONS, classes } = options;
  const insurerDrives = policy.isDrive && policy.insurer ? [driverOf(policy.insurer, classes?.insurer)] : [];
  return {
    productType: policy.product_type,
    startDate: policy.treaty.date,
    endDate: policy.treaty.end,
    vehicles: policy.vehicle.map((v) => ({
      typeId: v.type_id,
      year: Number(v.year || NaN),
      territory: territoryOfRegion(v.registration.region_id, regions),
      majorCity: v.registration.big_city === true,
    })),
    drivers: [...insurerDrives, ...policy.insureds.map((p, i) => driverOf(p, classes?.insureds[i]))],
  };
}
