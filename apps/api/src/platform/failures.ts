import type { Db } from './db';

/**
 * Failed attempts by scope and key (table `failures`, migration 005), for the limits that outlive one code or one
 * IIN: failed logins per client address, wrong one-time codes per purpose and subject across all the codes sent,
 * and the codes sent per phone and per user (send-quota.ts: each code sent counts as one).
 * The per-IIN login limit keeps its own table (throttle.ts).
 */
export interface FailureLimit {
  scope: string;
  /** How many failures inside the window lock the key. */
  max: number;
  windowSeconds: number;
}

/** Seconds until the key is allowed again (0: allowed now). */
export function secondsLocked(db: Db, limit: FailureLimit, key: string, now: number): number {
  const windowMs = limit.windowSeconds * 1000;
  const rows = db
    .prepare('SELECT at FROM failures WHERE scope = ? AND key = ? AND at > ? ORDER BY at')
    .all(limit.scope, key, now - windowMs) as { at: number }[];
  if (rows.length < limit.max) return 0;
  const gate = rows[rows.length - limit.max]!.at;
  return Math.max(1, Math.ceil((gate + windowMs - now) / 1000));
}

/** Records one failure; returns its id so a success counted in advance can be taken back. */
export function addFailure(db: Db, limit: FailureLimit, key: string, now: number): number {
  db.prepare('DELETE FROM failures WHERE scope = ? AND at <= ?').run(
    limit.scope,
    now - limit.windowSeconds * 1000,
  );
  return Number(
    db.prepare('INSERT INTO failures (scope, key, at) VALUES (?, ?, ?)').run(limit.scope, key, now)
      .lastInsertRowid,
  );
}

export function removeFailure(db: Db, id: number): void {
  db.prepare('DELETE FROM failures WHERE rowid = ?').run(id);
}

export function clearFailuresOf(db: Db, limit: FailureLimit, key: string): void {
  db.prepare('DELETE FROM failures WHERE scope = ? AND key = ?').run(limit.scope, key);
}
