import type { OgpoPolicy } from '@sakta/core';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { almatyDate } from '../../services/almaty';
import { upsertDraft } from './repo';
import { draftOfPolicy } from './service';
import { SEED_DRAFTS, seedClient, seedDraftId, type SeedDraft } from './seed-data';
import { seedPropertyPolicy } from './seed-property';
import { seedCascoPolicy } from './seed-casco';

/**
 * The drafts' seed (demo and test modes): SEED_DRAFTS for the demo sellers. Idempotent: a draft's id is added once,
 * so a draft deleted or saved through the app stays as the user left it.
 */

const MINUTE = 60_000;

function ogpoPolicy(s: SeedDraft, id: string, now: number, apc: string | null): OgpoPolicy {
  const date = almatyDate(now, 1);
  const type = (s.productType ?? 1) as 1 | 2 | 3;
  const short = type !== 1;
  return {
    number: id,
    product: 'OGPO_WEB_EA',
    product_type: type,
    insurer: seedClient(s.insurer),
    insureds: [],
    isDrive: true,
    vehicle: [],
    leader: null,
    beneficiary: [],
    treaty: {
      date,
      term: short ? { unit: 'day', count: type === 3 ? 10 : 5 } : { unit: 'month', count: 12 },
      end: almatyDate(now, short ? (type === 3 ? 10 : 5) : 365),
    },
    manager: null,
    agent: null,
    apc,
    paymentPhone: '',
    premium: null,
  };
}

export function seedDrafts(db: Db, config: Pick<Config, 'mode' | 'now'>): number {
  if (config.mode === 'production') return 0;
  const now = config.now();
  const userOf = db.prepare('SELECT id FROM users WHERE iin = ?');
  const apcOf = db.prepare('SELECT apc FROM user_apcs WHERE user_id = ? ORDER BY apc LIMIT 1');
  const exists = db.prepare('SELECT 1 FROM drafts WHERE id = ?');
  let added = 0;
  db.transaction(() => {
    for (const s of SEED_DRAFTS) {
      const user = userOf.get(s.owner) as { id: number } | undefined;
      const id = seedDraftId(s.owner, s.n);
      if (!user || exists.get(id)) continue;
      const apc = (apcOf.get(user.id) as { apc: string } | undefined)?.apc ?? null;
      const policy = ogpoPolicy(s, id, now, apc);
      const row = draftOfPolicy(policy, user.id);
      if (s.product === 'DSI_FI' || s.product === 'DSD_FI') {
        // a property draft as its page saves it
        row.product = s.product;
        row.product_type = null;
        row.policy = JSON.stringify(seedPropertyPolicy(id, s.product, policy.insurer!, now));
      } else if (s.product === 'DSAT_CASCO_FRE') {
        // a casco draft as its page saves it
        row.product = s.product;
        row.product_type = null;
        row.policy = JSON.stringify(seedCascoPolicy(id, policy.insurer!, now));
      }
      upsertDraft(db, row, now - s.savedMinutesAgo * MINUTE);
      added++;
    }
  })();
  return added;
}
