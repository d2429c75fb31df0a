import { inGroup, type RoleId } from '@sakta/core';

/**
 * The demo logins: one user per role (spec part 1 section 3 roles) with one password, and the payment terminals
 * (some attached to the accountant). Plain data, seeded in demo and test modes only (platform/seed.ts).
 */

/** The password of every demo user (README, demo logins). */
export const DEMO_PASSWORD = 'Sakta-demo-2026!';

export interface DemoUser {
  role: RoleId;
  iin: string;
  login: string;
  surname: string;
  name: string;
  patronymic: string;
  phone: string;
  email: string;
  birthday: string;
  c_id: string;
  apcs: string[];
  hasTerminal: boolean;
}

/** [role, iin, login, surname, name, patronymic, phone]. The IINs are valid (born 1990-01-01, male: digit 7 is 3). */
const ROWS: [RoleId, string, string, string, string, string, string][] = [
  [0, '900101300017', 'e.nurlanov', 'Нурланов', 'Ерлан', 'Серикович', '+7(701) 300-0017'],
  [1, '900101300027', 'a.akhmetov', 'Ахметов', 'Айдар', 'Бауыржанович', '+7(702) 300-0027'],
  [2, '900101300037', 'm.zhumabekov', 'Жумабеков', 'Марат', 'Ерболович', '+7(705) 300-0037'],
  [3, '900101300047', 'd.seitkali', 'Сейткали', 'Данияр', 'Асланович', '+7(707) 300-0047'],
  [4, '900101300057', 't.abdrakhmanov', 'Абдрахманов', 'Тимур', 'Кайратович', '+7(708) 300-0057'],
  [5, '900101300067', 'y.kassymov', 'Касымов', 'Ержан', 'Нурланович', '+7(747) 300-0067'],
  [6, '900101300077', 'a.omarov', 'Омаров', 'Арман', 'Нурлыбекович', '+7(771) 300-0077'],
  [7, '900101300087', 'a.ismailov', 'Исмаилов', 'Алмас', 'Талгатович', '+7(775) 300-0087'],
  [8, '900101300097', 's.bekmuratov', 'Бекмуратов', 'Санжар', 'Болатович', '+7(776) 300-0097'],
  [9, '900101300106', 'm.tulegenov', 'Тулегенов', 'Мади', 'Асхатович', '+7(777) 300-0106'],
  [10, '900101300116', 'b.yessenov', 'Есенов', 'Бахыт', 'Муратович', '+7(778) 300-0116'],
];

/** APC codes per role; role 8 (Резерв) reaches OGPO only with one. */
const APCS: Partial<Record<RoleId, string[]>> = { 8: ['APC0097'] };

/** One demo user per role 0-10, in role order. */
export const DEMO_USERS: readonly DemoUser[] = ROWS.map(
  ([role, iin, login, surname, name, patronymic, phone]) => ({
    role,
    iin,
    login,
    surname,
    name,
    patronymic,
    phone,
    email: `${login}@sakta.kz`,
    birthday: '1990-01-01',
    // 1C reference ids are UUIDs; the tail repeats the IIN so a reader can match them.
    c_id: `8f3c2a10-1c00-4000-8000-${iin}`,
    apcs: APCS[role] ?? [],
    hasTerminal: inGroup(role, 'sale'),
  }),
);

export interface DemoTerminal {
  terminal: string;
  login: string;
  status: 0 | 1;
  /** IIN of the accountant the terminal is attached to, or null. */
  accountantIin: string | null;
  branch: string;
}

export const DEMO_TERMINALS: readonly DemoTerminal[] = [
  {
    terminal: '88880001',
    login: 'pos-almaty-01',
    status: 1,
    accountantIin: '900101300037',
    branch: 'Филиал г. Алматы',
  },
  {
    terminal: '88880002',
    login: 'pos-astana-01',
    status: 1,
    accountantIin: '900101300037',
    branch: 'Филиал г. Астана',
  },
  {
    terminal: '88880003',
    login: 'pos-shymkent-01',
    status: 0,
    accountantIin: '900101300037',
    branch: 'Филиал г. Шымкент',
  },
  {
    terminal: '88880004',
    login: 'pos-karaganda-01',
    status: 1,
    accountantIin: null,
    branch: 'Филиал г. Караганда',
  },
];
