import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { PODFT_ENTITY, PODFT_TYPE, createPodft, latestPodft } from '../../services/podft-records';
import { DEMO_PODFT_RECORDS, DEMO_WATCHLIST } from './seed-data';

/**
 * The sale's verification demo (demo and test modes): the register's watchlist and the compliance records of the
 * politically exposed demo clients. Idempotent: an entry or a party's record already there is never changed (a
 * decision taken through the podft screen stays).
 */
export function seedVerification(db: Db, config: Pick<Config, 'mode' | 'now'>): void {
  if (config.mode === 'production') return;
  const admin = db.prepare('SELECT id FROM users WHERE role = 0 ORDER BY id LIMIT 1').get() as
    { id: number } | undefined;
  const addEntry = db.prepare(
    'INSERT OR IGNORE INTO register_watchlist (entity, key, list, note) VALUES (@entity, @key, @list, @note)',
  );
  db.transaction(() => {
    for (const e of DEMO_WATCHLIST) addEntry.run(e);
    for (const r of DEMO_PODFT_RECORDS) {
      if (latestPodft(db, PODFT_ENTITY.client, r.iin)) continue;
      createPodft(db, config, {
        entity: PODFT_ENTITY.client,
        document: r.iin,
        resident: true,
        person: true,
        title: r.title,
        type: PODFT_TYPE.politician,
        politician: true,
        item: {
          client: { title: r.title, iin: r.iin, birthday: r.birthday, id: null },
          document: r.document,
          filter: { resident: true, person: true },
          location: { address: r.address },
        },
        ulid: null,
        userId: admin?.id ?? null,
        status: r.status,
        comment: r.comment,
      });
    }
  })();
}
