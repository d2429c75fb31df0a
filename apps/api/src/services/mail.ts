import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import { codeText, keepInOutbox, storeCode } from './sms';

/**
 * The simulated mail gateway (spec part 2 sections 4.2, 7.2: otp/send answers `type` mail): a one-time code "sent" by
 * e-mail writes a visible line to the server log (`[mail] anna.mueller@web.de: Sakta: код 1234`), as the SMS gateway
 * does for a phone. The code is stored as an SMS code is (services/sms.ts: one live code per purpose and subject,
 * only its HMAC, the same tries and lockout), and in demo and test modes kept with the address for GET
 * /api/dev/last-code?email=...; production never writes it.
 */

export interface MailCodeInput {
  email: string;
  purpose: string;
  subject: string;
  ttlSeconds: number;
}

/** 'anna.mueller@web.de' -> 'a***@web.de' (the page says where the letter went without showing the address). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Sends a fresh code by mail, replacing any earlier one for the same purpose and subject. */
export function sendMailCode(
  db: Db,
  config: Pick<Config, 'mode' | 'now' | 'log' | 'tokenSecret'>,
  input: MailCodeInput,
): { sendEmail: string } {
  const email = input.email.trim().toLowerCase();
  const { code, sentAt } = storeCode(db, config, { ...input, to: '' });
  const text = codeText(code, input.purpose);
  keepInOutbox(db, config, { ...input, phone: '', email, code, text, at: sentAt });
  const shown = config.mode === 'production' ? text.replaceAll(code, '****') : text;
  config.log(`[mail] ${email}: ${shown}`);
  return { sendEmail: maskEmail(email) };
}
