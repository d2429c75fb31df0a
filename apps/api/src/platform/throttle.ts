import type { Config } from './config';
import type { Db } from './db';

/**
 * Per-IIN login rate limit: after `loginMaxAttempts` failed attempts inside `loginWindowSeconds`, every attempt
 * (even with the right password) is refused until enough of them leave the window. A success clears the record.
 */
type ThrottleConfig = Pick<Config, 'loginMaxAttempts' | 'loginWindowSeconds' | 'now'>;

/** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
export function secondsUntilAllowed(db: Db, iin: string, config: ThrottleConfig): number {
  const now = config.now();
  const windowMs = config.loginWindowSeconds * 1000;
  const times = (
    db
      .prepare('SELECT at FROM login_attempts WHERE iin = ? AND at > ? ORDER BY at')
      .all(iin, now - windowMs) as { at: number }[]
  ).map((r) => r.at);
  if (times.length < config.loginMaxAttempts) return 0;
  // Allowed again once only loginMaxAttempts - 1 attempts remain in the window.
  const gate = times[times.length - config.loginMaxAttempts] ?? now;
  return Math.max(1, Math.ceil((gate + windowMs - now) / 1000));
}

export function recordFailure(db: Db, iin: string, config: ThrottleConfig): void {
  const now = config.now();
  db.prepare('INSERT INTO login_attempts (iin, at) VALUES (?, ?)').run(iin, now);
  // Old attempts of every IIN are of no further use.
  db.prepare('DELETE FROM login_attempts WHERE at <= ?').run(now - config.loginWindowSeconds * 1000);
}

export function clearFailures(db: Db, iin: string): void {
  db.prepare('DELETE FROM login_attempts WHERE iin = ?').run(iin);
}
