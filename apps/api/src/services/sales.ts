import type { Intent } from '@sakta/core';
import type { AppContext } from '../platform/http';
import type { Db } from '../platform/db';
import { ensureAccess } from '../platform/ownership';

/**
 * Who owns a sale (migration 015): a policy being sold, named by its ulid (the policy's number), belongs to the user
 * who first used it. Every call that names a sale (drafts, verification, the one-time code, uploads, checkout, the
 * payment check) asks `ensureSale`, which claims an unknown sale for the caller and otherwise applies core's
 * ownership rule (`mayAccess`, through `ensureAccess`): the owner and the administrator reach it, nobody else.
 */

/** The owner recorded for a sale (migration 015), or undefined. */
function recordedOwner(db: Db, ulid: string): number | undefined {
  return (db.prepare('SELECT user_id FROM sales WHERE ulid = ?').get(ulid) as { user_id: number } | undefined)
    ?.user_id;
}

/** A sale made before any call named it: the owner of its draft (seeded ones too), else the seller of its policy. */
function earlierOwner(db: Db, ulid: string): number | null {
  const row = db
    .prepare(
      `SELECT user_id FROM drafts WHERE id = @ulid
       UNION ALL SELECT creator_id FROM (SELECT creator_id FROM policies
         WHERE draft_ulid = @ulid AND creator_id IS NOT NULL ORDER BY id LIMIT 1)
       LIMIT 1`,
    )
    .get({ ulid }) as { user_id: number } | undefined;
  return row?.user_id ?? null;
}

/** The owner of a sale, or null while no call has named it. */
export function saleOwner(db: Db, ulid: string): number | null {
  return recordedOwner(db, ulid) ?? earlierOwner(db, ulid);
}

/**
 * The caller may use the sale (403 with the spec's forbidden message otherwise). A sale no call has named yet is
 * recorded as its earlier owner's, else claimed by the caller; `claim: false` for calls that must not make a sale
 * theirs by naming it (reading or deleting a draft): an unknown sale is then left unowned.
 */
export function ensureSale(
  c: AppContext,
  ulid: string,
  intent: Intent = 'change',
  options: { claim?: boolean } = {},
): void {
  const { db, config } = c.var;
  let owner = recordedOwner(db, ulid);
  if (owner === undefined) {
    const first = earlierOwner(db, ulid) ?? (options.claim === false ? null : c.var.auth.user.id);
    if (first === null) return;
    db.prepare('INSERT OR IGNORE INTO sales (ulid, user_id, created_at) VALUES (?, ?, ?)').run(
      ulid,
      first,
      config.now(),
    );
    owner = recordedOwner(db, ulid) ?? first;
  }
  ensureAccess(c, intent, { kind: 'sale', ownerId: owner });
}

/** A policy of the register reached as its sale (the payment check): the sale it was sold from, else its seller. */
export function ensurePolicySale(
  c: AppContext,
  policy: { draft_ulid: string | null; creator_id: number | null },
  intent: Intent,
): void {
  const owner = (policy.draft_ulid ? saleOwner(c.var.db, policy.draft_ulid) : null) ?? policy.creator_id;
  ensureAccess(c, intent, { kind: 'sale', ownerId: owner });
}
