import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { almatyDate } from '../../services/almaty';
import { SEED_OPERATOR_ERRORS } from './seed-data';

/**
 * The operator-error seed (demo and test modes): the reported policies (status 5 while the request is open, 8 once
 * worked, back to 1 once refused) and their support requests, and issued policies to report. Idempotent: a policy
 * of a number is added once.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const POLICY_STATUS: Record<number, number> = { 0: 5, 2: 5, 1: 8, 10: 1 };

export function seedSupport(db: Db, config: Pick<Config, 'mode' | 'now'>): number {
  if (config.mode === 'production') return 0;
  const now = config.now();
  const userOf = db.prepare('SELECT id FROM users WHERE iin = ?');
  const supportUser = db.prepare('SELECT id FROM users WHERE role = 9 ORDER BY id LIMIT 1');
  const exists = db.prepare('SELECT 1 FROM policies WHERE number = ?');
  const insertPolicy = db.prepare(
    `INSERT INTO policies (number, global_id, product_code, product_title, product_type, premium, status, payment_type,
       payment_phone, creator_id, policy, insurer, vehicles, insureds, date_from, date_to, created_at, updated_at,
       paid_at)
     VALUES (@number, @global, 'OGPO_WEB_EA', 'ОГПО ВТС', 1, @premium, @status, 1, @phone, @creator, @policy,
       @insurer, @vehicles, '[]', @from, @to, @at, @at, @at)`,
  );
  const insertRequest = db.prepare(
    `INSERT INTO support_requests (policy_id, status, creator_id, support_id, policy_status, created_at, updated_at)
     VALUES (?, ?, ?, ?, 1, ?, ?)`,
  );
  const support = (supportUser.get() as { id: number } | undefined)?.id ?? null;
  let added = 0;
  db.transaction(() => {
    for (const s of SEED_OPERATOR_ERRORS) {
      const seller = userOf.get(s.seller) as { id: number } | undefined;
      if (!seller || exists.get(s.number)) continue;
      const at = now - s.soldDaysAgo * DAY;
      const id = Number(
        insertPolicy.run({
          number: s.number,
          global: s.number.replace('-WEB-', '-OGPO-'),
          premium: s.premium,
          status: s.request === null ? 1 : POLICY_STATUS[s.request],
          phone: s.insurer.phone,
          creator: seller.id,
          policy: JSON.stringify({ number: s.number, product: 'OGPO_WEB_EA', product_type: 1, apc: null }),
          insurer: JSON.stringify({ ...s.insurer, resident: true }),
          vehicles: JSON.stringify([
            { number: s.plate, mark: 'Toyota', model: 'Camry', color: 'Белый', year: 2019 },
          ]),
          from: almatyDate(at, 1),
          to: almatyDate(at, 365),
          at,
        }).lastInsertRowid,
      );
      if (s.request !== null) {
        const reported = now - s.reportedMinutesAgo * MINUTE;
        const decided = s.request === 0 ? null : support;
        insertRequest.run(id, s.request, seller.id, decided, reported, reported);
      }
      added++;
    }
  })();
  return added;
}
