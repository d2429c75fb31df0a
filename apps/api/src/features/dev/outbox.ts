import { formatPhone, phoneDigits } from '@sakta/core';
import type { Db } from '../../platform/db';

/**
 * What a tester reads on the customer's phone or in the insurer's mailbox: the codes the simulated SMS and mail
 * gateways (services/sms.ts, services/mail.ts) keep in dev_sms_outbox in demo and test modes. Read by GET
 * /api/dev/last-code and by the api tests.
 */

export interface DevCode {
  /** The phone an SMS went to ('' for a letter). */
  phone: string;
  /** The address a letter went to ('' for an SMS). */
  email: string;
  code: string;
  purpose: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * The last code sent to a phone (any notation), to an e-mail address or for a subject, optionally of one purpose:
 * what a tester would read on the phone or in the mailbox. From dev_sms_outbox, which only demo and test modes write.
 */
export function lastDevCode(
  db: Db,
  query: { phone?: string | null; email?: string | null; subject?: string | null; purpose?: string | null },
): DevCode | null {
  const where: string[] = [];
  const args: string[] = [];
  if (query.phone) {
    where.push('phone = ?');
    args.push(phoneDigits(query.phone) ?? query.phone);
  }
  if (query.email) {
    where.push('email = ?');
    args.push(query.email.trim().toLowerCase());
  }
  if (query.subject) {
    where.push('subject = ?');
    args.push(query.subject);
  }
  if (query.purpose) {
    where.push('purpose = ?');
    args.push(query.purpose);
  }
  if (!query.phone && !query.email && !query.subject) return null;
  const row = db
    .prepare(`SELECT * FROM dev_sms_outbox WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT 1`)
    .get(...args) as
    | {
        phone: string;
        email: string;
        code: string;
        purpose: string;
        subject: string;
        text: string;
        sent_at: number;
      }
    | undefined;
  if (!row) return null;
  return {
    phone: row.phone ? formatPhone(row.phone) : '',
    email: row.email,
    code: row.code,
    purpose: row.purpose,
    subject: row.subject,
    text: row.text,
    sentAt: new Date(row.sent_at).toISOString(),
  };
}
