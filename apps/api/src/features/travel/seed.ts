import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { almatyDate } from '../../services/almaty';
import { SEED_TRAVELS, type SeedTravel } from './seed-data';

/**
 * The travel seed (demo and test modes): drafts of the travel product (VZR_EU) and policies sold from others, for
 * the demo sellers. Idempotent: a draft or policy of a sale is added once.
 */

const MINUTE = 60_000;

function travelOf(s: SeedTravel, now: number) {
  return {
    number: s.id,
    product: 'VZR_EU' as const,
    insurer: s.insurer,
    travellers: s.travellers,
    countries: s.countries,
    date_from: almatyDate(now, s.startDay),
    date_to: almatyDate(now, s.startDay + s.days - 1),
    insured_sum_eur: s.insuredSumEur,
    premium: s.premium,
  };
}

export function seedTravel(db: Db, config: Pick<Config, 'mode' | 'now'>): number {
  if (config.mode === 'production') return 0;
  const now = config.now();
  const userOf = db.prepare('SELECT id FROM users WHERE iin = ?');
  const draftExists = db.prepare('SELECT 1 FROM drafts WHERE id = ?');
  const policyExists = db.prepare('SELECT 1 FROM policies WHERE draft_ulid = ?');
  const insertDraft = db.prepare(
    `INSERT INTO drafts (id, user_id, product, product_type, insurer_title, insurer_document, insurer_person,
       insurer_resident, policy, created_at, updated_at)
     VALUES (?, ?, 'VZR_EU', NULL, ?, ?, 1, 1, ?, ?, ?)`,
  );
  const insertPolicy = db.prepare(
    `INSERT INTO policies (draft_ulid, product_code, product_title, premium, status, payment_type, creator_id, draft,
       policy, insurer, vehicles, insureds, date_from, date_to, created_at, updated_at, paid_at)
     VALUES (@ulid, 'VZR_EU', 'Страхование выезжающих за рубеж', @premium, 1, 1, @creator, @policy, @policy,
       @insurer, '[]', @insureds, @from, @to, @at, @at, @at)`,
  );
  const numberIt = db.prepare('UPDATE policies SET number = ?, global_id = ? WHERE id = ?');
  let added = 0;
  db.transaction(() => {
    for (const s of SEED_TRAVELS) {
      const user = userOf.get(s.owner) as { id: number } | undefined;
      if (!user) continue;
      const travel = travelOf(s, now);
      const at = now - s.savedMinutesAgo * MINUTE;
      if (!s.sold) {
        if (draftExists.get(s.id)) continue;
        insertDraft.run(s.id, user.id, s.insurer.title, s.insurer.iin, JSON.stringify(travel), at, at);
      } else {
        if (policyExists.get(s.id)) continue;
        const id = Number(
          insertPolicy.run({
            ulid: s.id,
            premium: s.premium ?? 0,
            creator: user.id,
            policy: JSON.stringify(travel),
            insurer: JSON.stringify({ ...s.insurer, person: 1, resident: true }),
            insureds: JSON.stringify(s.travellers.map((t) => ({ title: t.title, iin: null, person: 1 }))),
            from: travel.date_from,
            to: travel.date_to,
            at,
          }).lastInsertRowid,
        );
        const yy = almatyDate(at).slice(2, 4);
        numberIt.run(`${yy}-WEB-${String(id).padStart(6, '0')}`, `${yy}-VZR-${500_000 + id}`, id);
      }
      added++;
    }
  })();
  return added;
}
