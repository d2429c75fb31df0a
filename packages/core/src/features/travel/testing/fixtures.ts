import type { TravelItem } from '../contract';

/** Test data of the travel page: a calculated draft of a family trip and the policy sold from another. */
export const TRAVEL_DRAFT: TravelItem = {
  result: true,
  travel: {
    number: '01JDTRAVEL0000000000000001',
    product: 'VZR_EU',
    insurer: { title: 'Нурланов Тимур Асканович', iin: '850315300009' },
    travellers: [
      { title: 'NURLANOV TIMUR', birthday: '1985-03-15', passport: 'N12345678' },
      { title: 'NURLANOVA AIGERIM', birthday: '1988-07-02', passport: 'N23456789' },
    ],
    countries: ['Германия', 'Франция', 'Италия'],
    date_from: '2026-12-20',
    date_to: '2027-01-05',
    insured_sum_eur: 30_000,
    premium: 14_820,
  },
  policy: null,
};

export const TRAVEL_POLICY: TravelItem = {
  ...TRAVEL_DRAFT,
  travel: { ...TRAVEL_DRAFT.travel, number: '01JDTRAVEL0000000000000002', countries: ['Турция'] },
  policy: { global_id: '26VZR000042KZ', number: '26-WEB-000042', status: 1, statusName: 'Выпущен' },
};
