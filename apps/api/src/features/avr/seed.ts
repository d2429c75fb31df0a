import { ROLE_GROUPS } from '@sakta/core';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { DEMO_USERS } from '../../platform/demo-users';
import { DAY_MS, almatyDate } from '../../services/almaty';

/**
 * The АВР seed (demo and test modes): fourteen acts for each demo user of the sale group (two pages of the table),
 * in every state relative to the moment of seeding: two unprocessed inside their 30 minutes (to accept and to
 * refuse), one whose 30 minutes run out two minutes after the start, one unprocessed and expired, refused ones with
 * their reasons, accepted ones paid and not paid. Idempotent: an act's number is added once; at every start the
 * seeded acts still unprocessed get their 30 minutes back relative to the start (as the consent pages get a fresh
 * code), so a restarted sandbox still has acts to accept; an act a user decided is never changed. The two acts to
 * decide also get their 30 minutes anew when their owner opens them after they ran out (`window_on_open`), so a
 * tester who arrives long after the start can still accept and refuse one.
 */

const MINUTE = 60_000;

interface SeedAct {
  /** Minutes before seeding the act was sent (its 30 minutes start then). */
  sentMinutesAgo: number;
  confirmed: 0 | 1 | null;
  isPaid?: 0 | 1;
  comment?: string;
  /** Its 30 minutes start over when its owner opens it after they ran out. */
  windowOnOpen?: true;
}

/** Newest first: index 0 is act 14. */
export const SEED_AVR: readonly SeedAct[] = [
  { sentMinutesAgo: 2, confirmed: null, windowOnOpen: true },
  { sentMinutesAgo: 4, confirmed: null, windowOnOpen: true },
  { sentMinutesAgo: 28, confirmed: null },
  { sentMinutesAgo: 3 * 24 * 60, confirmed: null },
  { sentMinutesAgo: 10 * 24 * 60, confirmed: 0, comment: 'Сумма вознаграждения не совпадает с расчётом' },
  { sentMinutesAgo: 20 * 24 * 60, confirmed: 1, isPaid: 0 },
  { sentMinutesAgo: 35 * 24 * 60, confirmed: 1, isPaid: 1 },
  { sentMinutesAgo: 65 * 24 * 60, confirmed: 1, isPaid: 1 },
  { sentMinutesAgo: 95 * 24 * 60, confirmed: 0, comment: 'Не учтены договоры КАСКО' },
  { sentMinutesAgo: 96 * 24 * 60, confirmed: 1, isPaid: 1 },
  { sentMinutesAgo: 125 * 24 * 60, confirmed: 1, isPaid: 1 },
  { sentMinutesAgo: 155 * 24 * 60, confirmed: 1, isPaid: 1 },
  { sentMinutesAgo: 185 * 24 * 60, confirmed: 1, isPaid: 1 },
  { sentMinutesAgo: 215 * 24 * 60, confirmed: 1, isPaid: 1 },
];

const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];

/** The act number of a demo user's seeded act n (1 oldest .. 14 newest): 'АВР-05-14' for user 5's newest. */
export const seedAvrNumber = (userId: number, n: number) =>
  `АВР-${String(userId).padStart(2, '0')}-${String(n).padStart(2, '0')}`;

export function seedAvr(db: Db, config: Pick<Config, 'now'>): number {
  const now = config.now();
  const sale = new Set<number>(ROLE_GROUPS.sale);
  const users = db.prepare('SELECT id FROM users WHERE iin = ?');
  const insert = db.prepare(`INSERT OR IGNORE INTO avr_acts
    (user_id, number, date, title, period, amount, is_paid, confirmed, comment, sent_at, decided_at, window_on_open)
    VALUES (@user_id, @number, @date, @title, @period, @amount, @is_paid, @confirmed, @comment, @sent_at, @decided_at,
      @window_on_open)`);
  const reopen = db.prepare(
    'UPDATE avr_acts SET sent_at = ?, date = ? WHERE number = ? AND confirmed IS NULL',
  );
  let added = 0;
  db.transaction(() => {
    for (const demo of DEMO_USERS) {
      if (!sale.has(demo.role)) continue;
      const user = users.get(demo.iin) as { id: number } | undefined;
      if (!user) continue;
      SEED_AVR.forEach((a, i) => {
        const n = SEED_AVR.length - i;
        const sentAt = now - a.sentMinutesAgo * MINUTE;
        const date = almatyDate(sentAt);
        const month = Number(date.slice(5, 7)) - 1;
        reopen.run(sentAt, date, seedAvrNumber(user.id, n));
        added += insert.run({
          user_id: user.id,
          number: seedAvrNumber(user.id, n),
          date,
          title: `Акт выполненных работ за ${MONTHS[month]} ${date.slice(0, 4)} года`,
          period: `${MONTHS[month]} ${date.slice(0, 4)}`,
          amount: 40_000 + ((user.id * 7919 + n * 104_729) % 160_000) + 0.5 * (n % 2),
          is_paid: a.isPaid ?? 0,
          confirmed: a.confirmed,
          comment: a.comment ?? null,
          sent_at: sentAt,
          decided_at: a.confirmed === null ? null : sentAt + DAY_MS / 24,
          window_on_open: a.windowOnOpen ? 1 : 0,
        }).changes;
      });
    }
  })();
  return added;
}
