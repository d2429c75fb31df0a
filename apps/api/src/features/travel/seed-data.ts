/**
 * The travel seed as plain data (no imports: the e2e fixtures read it): a few travel drafts and policies of the
 * demo sellers, so the drafts screen and the history lead to the travel page. Dates are days from the seed's day.
 * Its insurers are no clients of the demo state register (parties/seed-clients-data.ts): an IIN there would carry
 * the register's name.
 */
export interface SeedTravel {
  /** The sale's ulid (the draft's id; a policy's draft_ulid). */
  id: string;
  /** The owner's IIN (900101300047 manager, 900101300097 reserve seller, 900101300017 admin). */
  owner: string;
  /** A sold policy (status 1 with its numbers), or a draft. */
  sold: boolean;
  insurer: { title: string; iin: string };
  travellers: { title: string; birthday: string; passport: string }[];
  countries: string[];
  startDay: number;
  days: number;
  insuredSumEur: number;
  /** Tenge; null for a draft not calculated yet. */
  premium: number | null;
  savedMinutesAgo: number;
}

export const SEED_TRAVELS: readonly SeedTravel[] = [
  {
    id: '01JDSAKTATRAVE10000000000A',
    owner: '900101300047',
    sold: false,
    insurer: { title: 'Нурланов Тимур Асканович', iin: '850315300009' },
    travellers: [
      { title: 'NURLANOV TIMUR', birthday: '1985-03-15', passport: 'N12345678' },
      { title: 'NURLANOVA AIGERIM', birthday: '1988-07-02', passport: 'N23456789' },
    ],
    countries: ['Германия', 'Франция', 'Италия'],
    startDay: 24,
    days: 17,
    insuredSumEur: 30_000,
    premium: 14_820,
    savedMinutesAgo: 35,
  },
  {
    id: '01JDSAKTATRAVE10000000000B',
    owner: '900101300047',
    sold: false,
    insurer: { title: 'Сагинтаева Айнур Маратовна', iin: '920725300787' },
    travellers: [{ title: 'SAGINTAYEVA AINUR', birthday: '1992-07-25', passport: 'N34567890' }],
    countries: ['Турция'],
    startDay: 10,
    days: 8,
    insuredSumEur: 50_000,
    premium: null,
    savedMinutesAgo: 190,
  },
  {
    id: '01JDSAKTATRAVE10000000000C',
    owner: '900101300047',
    sold: true,
    insurer: { title: 'Омаров Данияр Ерланович', iin: '880610300008' },
    travellers: [
      { title: 'OMAROV DANIYAR', birthday: '1988-06-10', passport: 'N45678901' },
      { title: 'OMAROVA MADINA', birthday: '1990-01-21', passport: 'N56789012' },
      { title: 'OMAROV ALIKHAN', birthday: '2015-09-03', passport: 'N67890123' },
    ],
    countries: ['Объединённые Арабские Эмираты'],
    startDay: -3,
    days: 10,
    insuredSumEur: 30_000,
    premium: 21_460,
    savedMinutesAgo: 4 * 24 * 60,
  },
  {
    id: '01JDSAKTATRAVE10000000000D',
    owner: '900101300097',
    sold: false,
    insurer: { title: 'Пак Виктория Сергеевна', iin: '900722400003' },
    travellers: [{ title: 'PAK VIKTORIYA', birthday: '1990-07-22', passport: 'N78901234' }],
    countries: ['Республика Корея', 'Япония'],
    startDay: 40,
    days: 21,
    insuredSumEur: 50_000,
    premium: 27_300,
    savedMinutesAgo: 60,
  },
];
