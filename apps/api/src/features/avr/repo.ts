import { AVR_WINDOW_SECONDS } from '@sakta/core';
import type { Db } from '../../platform/db';

/** SQL of the АВР acts (migration 007). */

export interface AvrActRow {
  id: number;
  user_id: number;
  number: string;
  date: string;
  title: string;
  period: string;
  amount: number;
  is_paid: 0 | 1;
  confirmed: 0 | 1 | null;
  comment: string | null;
  sent_at: number;
  decided_at: number | null;
  /** 1: a demo act whose 30 minutes start over when its owner opens it after they ran out (migration 020). */
  window_on_open: 0 | 1;
}

export const AVR_PER_PAGE = 10;

export function countActs(db: Db, userId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM avr_acts WHERE user_id = ?').get(userId) as { n: number }).n;
}

export function actsPage(db: Db, userId: number, page: number): AvrActRow[] {
  return db
    .prepare(
      'SELECT * FROM avr_acts WHERE user_id = ? ORDER BY date DESC, sent_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(userId, AVR_PER_PAGE, (page - 1) * AVR_PER_PAGE) as AvrActRow[];
}

/** The user's act, or undefined (anyone else's is unknown to the caller). */
export function findAct(db: Db, userId: number, id: number): AvrActRow | undefined {
  return db.prepare('SELECT * FROM avr_acts WHERE id = ? AND user_id = ?').get(id, userId) as
    AvrActRow | undefined;
}

/** Seconds left of the act's 30 minutes (0 once decided or over). */
export function secondsLeft(act: AvrActRow, now: number): number {
  if (act.confirmed !== null) return 0;
  return Math.max(0, Math.ceil((act.sent_at + AVR_WINDOW_SECONDS * 1000 - now) / 1000));
}

/**
 * The act as its owner opens it: a demo act whose 30 minutes ran out undecided is sent anew at this moment (its
 * date too), every other act as it is.
 */
export function openAct(db: Db, act: AvrActRow, now: number, date: string): AvrActRow {
  if (act.window_on_open !== 1 || act.confirmed !== null || secondsLeft(act, now) > 0) return act;
  db.prepare('UPDATE avr_acts SET sent_at = ?, date = ? WHERE id = ? AND confirmed IS NULL').run(
    now,
    date,
    act.id,
  );
  return { ...act, sent_at: now, date };
}

export function decide(db: Db, id: number, confirmed: 0 | 1, comment: string | null, now: number): void {
  db.prepare(
    'UPDATE avr_acts SET confirmed = ?, comment = ?, decided_at = ? WHERE id = ? AND confirmed IS NULL',
  ).run(confirmed, comment, now, id);
}
