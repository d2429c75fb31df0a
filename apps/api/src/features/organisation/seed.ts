import type { Db } from '../../platform/db';
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
