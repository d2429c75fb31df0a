import type { Db } from '../../platform/db';
import { iinCheckDigit } from '@sakta/core';
import { PROVIDER_TERMINALS } from '../../services/epay-provider/terminals';

/**
 * Demo organisation: a head office, regional branches (some with 1C ids, some local, one inactive) with
 * sub-branches and heads; the demo users attached to sensible places; the seeded terminals' merchant passwords as
 * the card provider knows them. Idempotent: departments are added by hash, users attached only while they are
 * attached nowhere.
 */

interface SeedDepartment {
  hash: string;
  title: string;
  parent: string | null;
  /** 0 no 1C, 1 with 1C, 2 local */
  type: 0 | 1 | 2;
  status: 0 | 1;
  /** IIN of the head, if any. */
  head: string | null;
  terminal: string | null;
}

export const SEED_DEPARTMENTS: readonly SeedDepartment[] = [
  {
    hash: 'hq',
    title: 'Головной офис',
    parent: null,
    type: 1,
    status: 1,
    head: '900101300017',
    terminal: null,
  },
  {
    hash: 'almaty',
    title: 'Филиал г. Алматы',
    parent: 'hq',
    type: 1,
    status: 1,
    head: '900101300027',
    terminal: '88880001',
  },
  {
    hash: 'astana',
    title: 'Филиал г. Астана',
    parent: 'hq',
    type: 1,
    status: 1,
    head: '900101300116',
    terminal: '88880002',
  },
  {
    hash: 'shymkent',
    title: 'Филиал г. Шымкент',
    parent: 'hq',
    type: 2,
    status: 1,
    head: null,
    terminal: '88880003',
  },
  {
    hash: 'karaganda',
    title: 'Филиал г. Караганда',
    parent: 'hq',
    type: 0,
    status: 0,
    head: null,
    terminal: '88880004',
  },
  {
    hash: 'almaty-medeu',
    title: 'Отделение Медеуского района',
    parent: 'almaty',
    type: 2,
    status: 1,
    head: '900101300047',
    terminal: null,
  },
  {
    hash: 'astana-esil',
    title: 'Отделение района Есиль',
    parent: 'astana',
    type: 1,
    status: 1,
    head: '900101300087',
    terminal: null,
  },
  {
    hash: 'shymkent-center',
    title: 'Отделение Центр',
    parent: 'shymkent',
    type: 2,
    status: 1,
    head: null,
    terminal: null,
  },
  {
    hash: 'almaty-bostandyk',
    title: 'Отделение Бостандыкского района',
    parent: 'almaty',
    type: 2,
    status: 0,
    head: null,
    terminal: null,
  },
];

/** Where each demo user works (by IIN). */
export const SEED_ATTACHMENTS: Readonly<Record<string, string>> = {
  '900101300017': 'hq', // Администратор
  '900101300027': 'almaty', // Модератор
  '900101300037': 'almaty', // Бухгалтер
  '900101300047': 'almaty-medeu', // Менеджер, head of the Medeu office
  '900101300057': 'almaty-medeu', // Агент
  '900101300067': 'almaty-medeu', // Суб-Агент
  '900101300077': 'hq', // ДРМ ПОДФТ
  '900101300087': 'astana', // Сервис менеджер
  '900101300097': 'almaty-medeu', // Резерв
  '900101300106': 'hq', // Тех. поддержка
  '900101300116': 'astana', // Главный менеджер
};

export function seedOrganisation(db: Db): void {
  seedDepartments(db);
  seedEmployees(db);
  seedLegalEntityAgents(db);
  seedPersons(db);
  seedSignatories(db);
}

/** Signatories in each status: two active, one blocked, one deleted (not listed). */
export const SEED_SIGNATORIES = [
  { iin: '900101300017', status: 1 },
  { iin: '900101300027', status: 1 },
  { iin: '900101300116', status: 2 },
  { iin: '900101300047', status: 0 },
] as const;

function seedSignatories(db: Db): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO signatories (user_id, iin, title, status)
     SELECT id, iin, trim(surname || ' ' || name || coalesce(' ' || patronymic, '')), @status FROM users WHERE iin = @iin`,
  );
  for (const s of SEED_SIGNATORIES) insert.run(s);
}

/** People the (simulated) 1C directory knows who are not employees yet: type one IIN in a new employee's form. */
export const SEED_PERSONS = [
  { n: 301, surname: 'Сейткали', name: 'Айгерим', patronymic: 'Маратовна', sex: 2, birthday: '1992-04-12' },
  { n: 302, surname: 'Досымов', name: 'Арман', patronymic: 'Канатович', sex: 1, birthday: '1988-09-30' },
  { n: 303, surname: 'Ли', name: 'Виктория', patronymic: null, sex: 2, birthday: '1995-12-01' },
] as const;

export const personIin = (n: number): string | null => seedIin(n);

function seedPersons(db: Db): void {
  const insert = db.prepare(`INSERT OR IGNORE INTO persons_1c
    (iin, c_id, id_physperson, surname, name, patronymic, birthday, sex, email, address, person, economics_sector_id, activity_kind_id)
    VALUES (@iin, @c_id, @id_physperson, @surname, @name, @patronymic, @birthday, @sex, NULL, 'г. Алматы', 1, 10, 1)`);
  for (const p of SEED_PERSONS) {
    const iin = seedIin(p.n);
    if (!iin) continue;
    insert.run({ ...p, iin, c_id: `1c-${iin}`, id_physperson: `1c-person-${iin}` });
  }
}

function seedDepartments(db: Db): void {
  const exists = db.prepare('SELECT id FROM departments WHERE hash = ?');
  const insert =
    db.prepare(`INSERT INTO departments (hash, c_id, title, terminal_id, head_id, parent_id, status, type)
    VALUES (@hash, @c_id, @title, (SELECT id FROM terminals WHERE terminal = @terminal),
      (SELECT id FROM users WHERE iin = @head), (SELECT id FROM departments WHERE hash = @parent), @status, @type)`);
  const attach = db.prepare(
    'UPDATE users SET parent_id = (SELECT id FROM departments WHERE hash = ?) WHERE iin = ? AND parent_id IS NULL',
  );
  const password = db.prepare('UPDATE terminals SET password = ? WHERE terminal = ? AND password IS NULL');
  db.transaction(() => {
    for (const d of SEED_DEPARTMENTS) {
      if (exists.get(d.hash)) continue;
      insert.run({ ...d, c_id: d.type === 1 ? `1c-dep-${d.hash}` : null });
    }
    for (const [iin, hash] of Object.entries(SEED_ATTACHMENTS)) attach.run(hash, iin);
    for (const t of PROVIDER_TERMINALS) password.run(t.password, t.terminal);
  })();
}

/**
 * The seeded employees' names: 18 men and 18 women, each full name once (18 surname and given-name pairs per sex:
 * 9 surnames x 6 names repeat only after 18), with a patronymic and a sex that agree with the name.
 */
const PEOPLE = {
  1: {
    surnames: [
      'Ахметов',
      'Жунусов',
      'Омаров',
      'Тулегенов',
      'Касымов',
      'Сериков',
      'Абдрахманов',
      'Исмаилов',
      'Нуртазин',
    ],
    names: ['Айдар', 'Ерлан', 'Марат', 'Тимур', 'Нурлан', 'Данияр'],
    patronymics: ['Серикович', 'Болатович', 'Каиратович'],
  },
  2: {
    surnames: [
      'Бекова',
      'Нурпеисова',
      'Сагинтаева',
      'Иванова',
      'Абенова',
      'Жумабаева',
      'Сулейменова',
      'Калиева',
      'Мусина',
    ],
    names: ['Жанна', 'Салтанат', 'Алия', 'Гульмира', 'Дана', 'Айгерим'],
    patronymics: ['Ерлановна', 'Маратовна', 'Нурлановна'],
  },
} as const;

/** The i-th seeded employee's name and sex: men and women in turn, every full name different. */
function seedPerson(i: number): { surname: string; name: string; patronymic: string; sex: 1 | 2 } {
  const sex = i % 2 === 0 ? 1 : 2;
  const k = Math.floor(i / 2);
  const p = PEOPLE[sex];
  return {
    surname: p.surnames[k % p.surnames.length]!,
    name: p.names[k % p.names.length]!,
    patronymic: p.patronymics[k % p.patronymics.length]!,
    sex,
  };
}

/** A valid IIN (check digit) of a seeded employee, by number; null if that number has no check digit. */
function seedIin(n: number): string | null {
  const first11 = `850101${String(40000 + n).padStart(5, '0')}`;
  const check = iinCheckDigit(first11);
  return check === null ? null : `${first11}${check}`;
}

/**
 * A few dozen employees of every role in the branches (some linked to a manager instead of a department, some with
 * 1C ids, some BMG, a few deleted), so the employees tab has pages to filter and page through. They cannot log in.
 */
export function seedEmployees(db: Db): void {
  if ((db.prepare("SELECT count(*) AS n FROM users WHERE login LIKE 'emp-%'").get() as { n: number }).n > 0)
    return;
  const insert = db.prepare(`INSERT INTO users
    (login, iin, password_hash, surname, name, patronymic, sex, phone, role, status, type, bmg, parent_id, manager_id,
      deleted_at, c_id)
    VALUES (@login, @iin, '!', @surname, @name, @patronymic, @sex, @phone, @role, @status, @type, @bmg,
      (SELECT id FROM departments WHERE hash = @dep), (SELECT id FROM users WHERE iin = @manager), @deleted, @c_id)`);
  const deps = ['almaty', 'almaty-medeu', 'astana', 'shymkent', 'hq', 'almaty-bostandyk'];
  const roles = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 4, 8, 3];
  db.transaction(() => {
    let made = 0;
    for (let n = 1; made < 36 && n < 200; n++) {
      const iin = seedIin(n);
      if (!iin) continue;
      const i = made++;
      const role = roles[i % roles.length]!;
      const viaManager = role === 4 && i % 2 === 1;
      const type = (i % 3) as 0 | 1 | 2;
      insert.run({
        login: `emp-${iin}`,
        iin,
        ...seedPerson(i),
        phone: `+7(701) 600-${String(1000 + i).slice(-4)}`,
        role,
        status: i % 11 === 10 ? 2 : 1,
        type,
        bmg: i % 5 === 0 ? 1 : 0,
        dep: viaManager ? null : deps[i % deps.length],
        manager: viaManager ? '900101300047' : null,
        deleted: i % 12 === 11 ? '2026-10-01T09:00:00.000Z' : null,
        c_id: type === 1 ? `1c-emp-${iin}` : null,
      });
    }
  })();
}

/**
 * Legal-entity agents (person 2) of the tree: brokers linked to the demo manager (shown nested under them) and
 * one attached to the Astana branch directly. They cannot log in.
 */
export const SEED_LEGAL_ENTITY_AGENTS = [
  { n: 401, title: 'ТОО «Алатау Брокер»', manager: '900101300047', dep: null },
  { n: 402, title: 'ТОО «Сарыарка Страховой Агент»', manager: null, dep: 'astana' },
  { n: 403, title: 'ТОО «Жетысу Брокер»', manager: '900101300047', dep: null },
] as const;

function seedLegalEntityAgents(db: Db): void {
  const insert = db.prepare(`INSERT OR IGNORE INTO users
    (login, iin, password_hash, surname, name, role, status, type, person, parent_id, manager_id)
    VALUES (@login, @iin, '!', @title, '', 4, 1, 2, 2,
      (SELECT id FROM departments WHERE hash = @dep), (SELECT id FROM users WHERE iin = @manager))`);
  db.transaction(() => {
    for (const a of SEED_LEGAL_ENTITY_AGENTS) {
      const iin = seedIin(a.n);
      if (iin) insert.run({ ...a, iin, login: `le-${iin}` });
    }
  })();
}
