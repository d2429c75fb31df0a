import { DAY_MS, almatyDate } from '../almaty';

/**
 * The refund of an early termination (POST api/contracts/functional/calculate). The spec leaves the formula to the
 * insurer; the sandbox's rule:
 *
 * - Days of cover: from date_from to date_to, both included (a year's policy 2026-03-02..2027-03-01: 365 days).
 * - Unexpired days: from the termination day (today in Almaty, or date_from when cover has not started yet, status
 *   3) to date_to, both included. Days before today were used.
 * - Unexpired share = premium × unexpired days / days of cover, rounded to the tiyn.
 * - Commission (расходы страховщика на ведение дела, the insurer's administrative costs) = 20 % of the unexpired
 *   share, rounded to the tiyn: TERMINATION_COMMISSION_RATE. The same rate as the demo application of the
 *   /func/otp page (public-pages/seed.ts).
 * - Refund = unexpired share − commission.
 *
 * Sums are worked in whole tiyn (1/100 tenge) so 0.1 + 0.2 never shows. No imports but almaty.ts (also
 * import-free): the e2e fixtures load this file to expect the figures the modal shows.
 */

export const TERMINATION_COMMISSION_RATE = 0.2;

export interface RefundCalculation {
  /** Days of cover. */
  totalDays: number;
  /** Days from the termination day to the end of cover (0 when it has ended). */
  unexpiredDays: number;
  /** Tenge, 2 decimals. */
  unexpiredShare: number;
  commission: number;
  refund: number;
}

function dayNumber(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`not a date: '${date}'`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

/** Days from `from` to `to`, both included ('2026-03-02', '2026-03-02' -> 1). */
export function daysInclusive(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** The refund of a policy terminated on `today` ('YYYY-MM-DD'). */
export function calculateRefund(
  policy: { premium: number; date_from: string; date_to: string },
  today: string,
): RefundCalculation {
  const totalDays = Math.max(1, daysInclusive(policy.date_from, policy.date_to));
  const start = today > policy.date_from ? today : policy.date_from;
  const unexpiredDays = Math.min(totalDays, Math.max(0, daysInclusive(start, policy.date_to)));
  const premiumTiyn = Math.round(policy.premium * 100);
  const shareTiyn = Math.round((premiumTiyn * unexpiredDays) / totalDays);
  const commissionTiyn = Math.round(shareTiyn * TERMINATION_COMMISSION_RATE);
  return {
    totalDays,
    unexpiredDays,
    unexpiredShare: shareTiyn / 100,
    commission: commissionTiyn / 100,
    refund: (shareTiyn - commissionTiyn) / 100,
  };
}

/** The refund of a policy terminated today (Almaty) at the moment `now` (ms). */
export function refundOn(
  policy: { premium: number; date_from: string; date_to: string },
  now: number,
): RefundCalculation {
  return calculateRefund(policy, almatyDate(now));
}

/** The dates of a seeded policy: first and last day of cover, relative to the Almaty day of `now`. */
export function policyDates(
  p: { startDay: number; termDays?: number },
  now: number,
): { date_from: string; date_to: string } {
  return {
    date_from: almatyDate(now, p.startDay),
    date_to: almatyDate(now, p.startDay + (p.termDays ?? 365) - 1),
  };
}
