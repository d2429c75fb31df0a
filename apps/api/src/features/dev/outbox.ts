import { formatPhone, phoneDigits } from '@sakta/core';
import type { Db } from '../../platform/db';

/**
 * What a tester reads on the customer's phone: the codes the simulated SMS gateway (services/sms.ts) keeps in
 * dev_sms_outbox in demo and test modes. Read by GET /api/dev/last-code and by the api tests.
 */

export interface DevCode {
  phone: string;
  code: string;
  purpose: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * The last code sent to a phone (any notation) or for a subject, optionally of one purpose: what a tester would
 * read on the phone. From dev_sms_outbox, which only demo and test modes write.
 */
export function lastDevCode(
  db: Db,
  query: { phone?: string | null; subject?: string | null; purpose?: string | null },
): DevCode | null {
  const where: string[] = [];
  const args: string[] = [];
  if (query.phone) {
    where.push('phone = ?');
    args.push(phoneDigits(query.phone) ?? query.phone);
  }
  if (query.subject) {
    where.push('subject = ?');
    args.push(query.subject);
  }
  if (query.purpose) {
    where.push('purpose = ?');
    args.push(query.purpose);
  }
  if (!query.phone && !query.subject) return null;
  const row = db
    .prepare(`SELECT * FROM dev_sms_outbox WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT 1`)
    .get(...args) as
    | { phone: string; code: string; purpose: string; subject: string; text: string; sent_at: number }
    | undefined;
  if (!row) return null;
  return {
    phone: formatPhone(row.phone),
    code: row.code,
    purpose: row.purpose,
    subject: row.subject,
    text: row.text,
    sentAt: new Date(row.sent_at).toISOString(),
  };
}
