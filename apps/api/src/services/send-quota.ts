import { fmt, phoneDigits } from '@sakta/core';
import { addFailure, secondsLocked, type FailureLimit } from '../platform/failures';
import { Rejected, type AppContext } from '../platform/http';
import { apiRu } from '../platform/messages';

/**
 * How many one-time codes go out, beside the resend interval of each subject (sms.ts): the interval is per subject
 * (a sale, an IIN), so a new subject each time (a new sale id) would otherwise send without end. Counted in the
 * `failures` table (each code sent is one entry), per purpose.
 */

/** Codes of one purpose sent within an hour to one phone and by one user. */
export const SEND_LIMITS = {
  phone: { scope: 'sent-phone', max: 5, windowSeconds: 60 * 60 },
  user: { scope: 'sent-user', max: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, FailureLimit>;

/**
 * Refuses another code of the purpose when the address (a phone, or an e-mail for a code sent by mail) or the caller
 * used up their hour (429 with Retry-After and how many minutes to wait, in the endpoint's failure shape); otherwise
 * counts this one against both.
 */
export function takeSendQuota(
  c: AppContext,
  purpose: string,
  address: string,
  shape: Rejected['shape'],
): void {
  const { db, config } = c.var;
  const now = config.now();
  const digits = phoneDigits(address);
  const keys = [
    [
      SEND_LIMITS.phone,
      `${purpose}\n${digits ?? address}`,
      digits ? apiRu.phoneCodesLimit : apiRu.mailCodesLimit,
    ],
    [SEND_LIMITS.user, `${purpose}\n${c.var.auth.user.id}`, apiRu.userCodesLimit],
  ] as const;
  for (const [limit, key, message] of keys) {
    const wait = secondsLocked(db, limit, key, now);
    if (wait <= 0) continue;
    c.header('Retry-After', String(wait));
    throw new Rejected(429, [fmt(message, { minutes: Math.ceil(wait / 60) })], shape);
  }
  for (const [limit, key] of keys) addFailure(db, limit, key, now);
}
