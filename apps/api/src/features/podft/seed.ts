import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { DEMO_REVIEW_RECORDS } from './seed-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The review list's demo records (demo and test modes), each once: a record already there (by entity and
 * document) is left as it is, so a decision taken on the screen stays. Decided ones are the demo officer's (role 6).
 */
export function seedPodft(db: Db, config: Pick<Config, 'mode' | 'now'>): void {
  if (config.mode === 'production') return;
  const officer = db.prepare('SELECT id FROM users WHERE role = 6 ORDER BY id LIMIT 1').get() as
    { id: number } | undefined;
  const seller = db.prepare('SELECT id FROM users WHERE role = 8 ORDER BY id LIMIT 1').get() as
    { id: number } | undefined;
  const exists = db.prepare('SELECT 1 FROM podft_records WHERE entity = ? AND document = ?');
  const insert = db.prepare(
    `INSERT INTO podft_records (entity, document, resident, person, title, type, status, comment, politician, item,
      ulid, changed, checked, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const r of DEMO_REVIEW_RECORDS) {
      if (exists.get(r.entity, r.document)) continue;
      const created = config.now() - r.daysAgo * DAY_MS;
      const decided = r.status > 1;
      insert.run(
        r.entity,
        r.document,
        r.person ? 1 : 0,
        r.title,
        r.type,
        r.status,
        r.comment,
        r.type === 1 ? 1 : r.entity === 1 ? null : 0,
        JSON.stringify(r.item),
        seller?.id ?? null,
        decided ? (officer?.id ?? null) : null,
        new Date(created).toISOString(),
        decided ? new Date(created + DAY_MS / 4).toISOString() : null,
      );
    }
  })();
}
