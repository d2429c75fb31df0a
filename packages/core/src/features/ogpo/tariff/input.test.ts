import { describe, expect, it } from 'vitest';
import { OGPO_CLIENT_RESIDENT } from '../../../shared/parties/client/testing/fixtures';
import { ogpoPremiumInput, territoryOf, territoryOfRegion } from './input';
import { ogpoPremium } from './premium';
import { TARIFF_STANDARD_POLICY, TARIFF_TEMPORARY_POLICY } from './testing/fixtures';

describe('territoryOf: a region name -> the tariff table key', () => {
  it.each([
    ['г. Алматы', 'г. Алматы'],
    ['Акмолинская область', 'Акмолинская область'],
    // the 2022 regions as their parents (the file's territory_note)
    ['Область Абай', 'Восточно-Казахстанская область'],
    ['Абайская', null],
    ['Область Жетісу', 'Алматинская область'],
    ['Жетысуская область', null],
    ['Жетысу', 'Алматинская область'],
    ['Область Ұлытау', 'Карагандинская область'],
    ['Улытау', 'Карагандинская область'],
    ['Иностранная регистрация (временный въезд)', null],
    ['Транзит', null],
  ])('%s -> %s', (name, key) => {
    expect(territoryOf(name)).toBe(key);
  });

  it('every region of the dictionary but 17 and 18 has a priced territory', () => {
    expect(territoryOfRegion(20)).toBe('Восточно-Казахстанская область');
    expect(territoryOfRegion(17)).toBe('');
    expect(territoryOfRegion(18)).toBe('');
    expect(territoryOfRegion(99)).toBe('');
  });
});

describe('ogpoPremiumInput: a policy -> the tariff input', () => {
  it('a resident insurer who drives, with his Camry registered in Almaty', () => {
    expect(ogpoPremiumInput(TARIFF_STANDARD_POLICY)).toEqual({
      productType: 1,
      startDate: '2026-11-26',
      endDate: '2027-11-25',
      vehicles: [{ typeId: 4, year: 2019, territory: 'г. Алматы', majorCity: true }],
      drivers: [{ bonusMalusClass: '5', ageExperienceId: 4, privileged: false }],
    });
    // 8217.5 x 2.96 x 2.09 x 0.90 (class 5) = 45753.0678 -> 45753
    expect(ogpoPremium(ogpoPremiumInput(TARIFF_STANDARD_POLICY))).toEqual({ premium: 45753 });
  });

  it("the register's classes win over the cards'; an insured without a class is the entry class 3", () => {
    const policy = {
      ...TARIFF_STANDARD_POLICY,
      insureds: [
        { ...OGPO_CLIENT_RESIDENT, class: { class_id: null, class: '' } },
        {
          ...OGPO_CLIENT_RESIDENT,
          driver: { ...OGPO_CLIENT_RESIDENT.driver!, age: 22, experience: true, age_experience_id: null },
        },
      ],
    };
    const input = ogpoPremiumInput(policy, { classes: { insurer: '13', insureds: ['', '1'] } });
    expect(input.drivers).toEqual([
      { bonusMalusClass: '13', ageExperienceId: 4, privileged: false },
      { bonusMalusClass: '3', ageExperienceId: 4, privileged: false },
      // under 25 with 'Стаж менее 2-х лет': age_experience_id 1
      { bonusMalusClass: '1', ageExperienceId: 1, privileged: false },
    ]);
  });

  it('a resident pensioner is privileged; a non-resident one is not', () => {
    const pensioner = { ...OGPO_CLIENT_RESIDENT.driver!, pensioner: true };
    const resident = { ...TARIFF_STANDARD_POLICY, insurer: { ...OGPO_CLIENT_RESIDENT, driver: pensioner } };
    expect(ogpoPremiumInput(resident).drivers[0]?.privileged).toBe(true);
    const foreign = { ...resident.insurer, filter: { resident: false, person: true, verify: false } };
    expect(ogpoPremiumInput({ ...resident, insurer: foreign }).drivers[0]?.privileged).toBe(false);
  });

  it('Temporary entry: a foreign car has no territory, and the price needs none', () => {
    const input = ogpoPremiumInput(TARIFF_TEMPORARY_POLICY);
    expect(input.vehicles).toEqual([{ typeId: 4, year: 2018, territory: '', majorCity: false }]);
    // 8217.5 x 2.09 = 17174.575; x 1.1 (2018: 8 years) = 18892.0325; x 1.00 (ae 4) x 4.4 = 83124.943;
    // x 0.20 (5 days) = 16624.9886 -> 16625
    expect(ogpoPremium(input)).toEqual({ premium: 16625 });
  });

  it('a vehicle without a year is refused by the tariff', () => {
    const policy = {
      ...TARIFF_STANDARD_POLICY,
      vehicle: [{ ...TARIFF_STANDARD_POLICY.vehicle[0]!, year: '' }],
    };
    expect(ogpoPremium(ogpoPremiumInput(policy))).toEqual({ error: 'Не указан год выпуска ТС.' });
  });
});
