import { KZ_REGIONS } from '@sakta/core/ogpo/vehicle';
import type { OgpoPolicy } from '@sakta/core';
import { driversOf } from './register-input';
import { ogpoPremium, type OgpoPremiumInput } from './tariff-local';

/**
 * The premium of a policy as the sandbox computes it: the tariff's input built from the policy's parties and
 * vehicles (the register's data they carry), never from the `premium` the page sends.
 */

type AgeExperience = 1 | 2 | 3 | 4;

export function premiumInput(policy: OgpoPolicy): OgpoPremiumInput {
  return {
    productType: policy.product_type,
    startDate: policy.treaty.date,
    endDate: policy.treaty.end,
    vehicles: policy.vehicle.map((v) => {
      const region = KZ_REGIONS.find((r) => r.id === v.registration.region_id);
      return {
        typeId: v.type_id,
        year: Number(v.year) || 0,
        territory: region?.territory ?? region?.title ?? '',
        majorCity: v.registration.big_city === true,
      };
    }),
    drivers: driversOf(policy).map((d) => ({
      bonusMalusClass: d.class.class || '3',
      ageExperienceId: (d.driver?.age_experience_id ?? 4) as AgeExperience,
      privileged: d.driver?.pensioner === true,
    })),
  };
}

/** Whole tenge by the tariff, or the tariff's Russian error. */
export function premiumOf(policy: OgpoPolicy): { premium: number } | { error: string } {
  return ogpoPremium(premiumInput(policy));
}
