import type { OgpoPolicy } from '@sakta/core';

/**
 * The demo drafts (demo and test modes): OGPO drafts of Standard and Temporary entry, and a few property and casco
 * drafts, each a whole policy of its product. Insurers are clients of the sandbox's state register
 * (parties/seed-clients-data.ts).
 */

export interface SeedDraft {
  /** The demo user's IIN (900101300097 reserve seller, 900101300047 manager, 900101300017 admin). */
  owner: string;
  n: number;
  product: string;
  productType: 1 | 2 | 3 | null;
  insurer: SeedInsurer;
  /** Minutes before seeding the draft was last saved. */
  savedMinutesAgo: number;
}

export interface SeedInsurer {
  surname: string;
  name: string;
  patronymic: string;
  iin: string;
  resident: boolean;
  /** A non-resident's passport number. */
  document: string;
  birthday: string;
}

export const RESERVE_IIN = '900101300097';
export const MANAGER_IIN = '900101300047';
export const ADMIN_IIN = '900101300017';

const person = (
  surname: string,
  name: string,
  patronymic: string,
  iin: string,
  birthday: string,
): SeedInsurer => ({ surname, name, patronymic, iin, resident: true, document: '045612378', birthday });

const INSURERS = {
  akhmetov: person('Ахметов', 'Ерлан', 'Сапарович', '850315300128', '1985-03-15'),
  seitkali: person('Сейткали', 'Динара', 'Муратовна', '900722400456', '1990-07-22'),
  kim: person('Ким', 'Владимир', 'Николаевич', '600501300336', '1960-05-01'),
  nurlanova: person('Нурланова', 'Камила', 'Ержановна', '951228400660', '1995-12-28'),
  suleimenov: person('Сулейменов', 'Бауыржан', 'Асанович', '760911300022', '1976-09-11'),
  kassymova: person('Касымова', 'Жанар', 'Болатовна', '910304400039', '1991-03-04'),
  li: person('Ли', 'Сергей', 'Викторович', '831117300041', '1983-11-17'),
  mueller: {
    surname: 'MUELLER',
    name: 'ANNA',
    patronymic: '',
    iin: '',
    resident: false,
    document: 'C4F9K2L71',
    birthday: '1986-08-30',
  },
} satisfies Record<string, SeedInsurer>;

const d = (
  owner: string,
  n: number,
  product: string,
  productType: SeedDraft['productType'],
  insurer: keyof typeof INSURERS,
  savedMinutesAgo: number,
): SeedDraft => ({ owner, n, product, productType, insurer: INSURERS[insurer], savedMinutesAgo });

const HOUR = 60;
const DAY = 24 * HOUR;

/** Twelve drafts of the reserve seller (two pages), four of the manager, three of the administrator. */
export const SEED_DRAFTS: readonly SeedDraft[] = [
  d(RESERVE_IIN, 1, 'OGPO_WEB_EA', 2, 'mueller', 15),
  d(RESERVE_IIN, 2, 'OGPO_WEB_EA', 1, 'akhmetov', 2 * HOUR),
  d(RESERVE_IIN, 3, 'OGPO_WEB_EA', 1, 'seitkali', 5 * HOUR),
  d(RESERVE_IIN, 4, 'OGPO_WEB_EA', 2, 'mueller', DAY),
  d(RESERVE_IIN, 5, 'OGPO_WEB_EA', 1, 'kim', 2 * DAY),
  d(RESERVE_IIN, 6, 'OGPO_WEB_EA', 1, 'nurlanova', 3 * DAY),
  d(RESERVE_IIN, 7, 'OGPO_WEB_EA', 1, 'suleimenov', 4 * DAY),
  d(RESERVE_IIN, 8, 'OGPO_WEB_EA', 2, 'mueller', 6 * DAY),
  d(RESERVE_IIN, 9, 'OGPO_WEB_EA', 1, 'kassymova', 8 * DAY),
  d(RESERVE_IIN, 10, 'OGPO_WEB_EA', 1, 'li', 10 * DAY),
  d(RESERVE_IIN, 11, 'OGPO_WEB_EA', 1, 'akhmetov', 14 * DAY),
  d(RESERVE_IIN, 12, 'OGPO_WEB_EA', 1, 'seitkali', 20 * DAY),
  d(MANAGER_IIN, 1, 'OGPO_WEB_EA', 1, 'kim', 30),
  d(MANAGER_IIN, 2, 'DSI_FI', null, 'suleimenov', 3 * HOUR),
  d(MANAGER_IIN, 3, 'DSAT_CASCO_FRE', null, 'li', 2 * DAY),
  d(MANAGER_IIN, 4, 'OGPO_WEB_EA', 2, 'mueller', 5 * DAY),
  d(ADMIN_IIN, 1, 'OGPO_WEB_EA', 1, 'nurlanova', 45),
  d(ADMIN_IIN, 2, 'DSD_FI', null, 'kassymova', DAY),
  d(ADMIN_IIN, 3, 'OGPO_WEB_EA', 3, 'akhmetov', 9 * DAY),
];

/** A seeded draft's id: a ULID-shaped policy number that names its owner's role digits and its number. */
export function seedDraftId(owner: string, n: number): string {
  return `01JDS8RAFT000000000${owner.slice(-3)}${String(n).padStart(4, '0')}`;
}

const noDoc = { issuer: 'МВД РК', valid: true, verified_at: null } as const;

/** The insurer as the client dialog keeps it (a register record). */
export function seedClient(i: SeedInsurer): NonNullable<OgpoPolicy['insurer']> {
  const title = [i.surname, i.name, i.patronymic].filter(Boolean).join(' ');
  const document = {
    ...noDoc,
    type_id: i.resident ? 1 : 11,
    number: i.document,
    issued: '2021-07-20',
    until: '2031-07-20',
  } as NonNullable<OgpoPolicy['insurer']>['document'];
  return {
    filter: { resident: i.resident, person: true, verify: i.resident },
    client: {
      title,
      surname: i.surname,
      name: i.name,
      patronymic: i.patronymic,
      surname_eng: i.resident ? '' : i.surname,
      name_eng: i.resident ? '' : i.name,
      patronymic_eng: '',
      birthday: i.birthday,
      sex: 1,
      iin: i.iin,
      phone: '+7(701) 512-0128',
      email: '',
      politician: false,
      id: null,
      esbd_id: null,
      activity_kind_id: null,
      economics_sector_id: null,
      accountant: '',
      country_id: i.resident ? 1 : 2,
    },
    document,
    documents: [document],
    location: {
      country_id: i.resident ? 1 : 2,
      address: 'г. Алматы',
      street: '',
      float: '',
      home: '',
      code: '',
    },
    class: { class_id: 7, class: '3' },
    driver: {
      age: 30,
      experience: false,
      pensioner: false,
      age_experience_id: 4,
      document: { number: '', issued: '' },
    },
    bank: { iik: '', bik: '', name: '', kbe: '' },
    entrepreneur: null,
  };
}
