import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_SENT_HEADER,
  fmt,
  formatPhone,
  phoneDigits,
  publicSmsText,
  withLanguage,
  type PublicLanguage,
} from '@sakta/core';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { addFailure, secondsLocked, type FailureLimit } from '../platform/failures';
import { Rejected, refused, type AppContext } from '../platform/http';
import { apiRu } from '../platform/messages';

/**
 * The simulated SMS gateway: one-time 4-digit codes, "sent" by writing a visible line to the server log
 * (`[sms] +7(701) 300-0017: Sakta: код 1234 ...`).
 *
 * - One live code per (purpose, subject): a new code replaces the previous one (and its wrong tries).
 * - Only an HMAC of the code (keyed with the server's token secret) is stored. In demo and test modes the plain
 *   code is also kept in dev_sms_outbox for GET /api/dev/last-code; production never writes it.
 * - Lifetimes: the reset code lives 600 s (the reset page's resend countdown, spec part 1 section 9). Consent
 *   and document codes live 24 hours: they arrive with a link the customer may open later in the day, and the
 *   spec gives their pages no countdown.
 * - After 5 wrong tries the code is blocked: even the right code is refused until a new one is requested.
 * - A new code does not bring new tries without end: 10 wrong tries within an hour for one purpose and subject,
 *   across all its codes, lock both the check and the sending of codes until the oldest of them is an hour old.
 */

export const CODE_TTL_SECONDS = {
  reset: 600,
  kdp: 24 * 60 * 60,
  document: 24 * 60 * 60,
  /** As long as the home modal's resend countdown (spec part 1 section 9: agreement OTP 300 s). */
  agreement: 300,
} as const;

export const MAX_CODE_ATTEMPTS = 5;

/** Wrong tries of one purpose and subject across codes (see above). */
export const CODE_TRIES_LIMIT: FailureLimit = { scope: 'code', max: 10, windowSeconds: 60 * 60 };

const lockKey = (purpose: string, subject: string) => `${purpose}\n${subject}`;

/** Seconds until codes of this purpose and subject may be checked or sent again after too many wrong tries. */
export function secondsCodeLocked(
  db: Db,
  config: Pick<Config, 'now'>,
  purpose: string,
  subject: string,
): number {
  return secondsLocked(db, CODE_TRIES_LIMIT, lockKey(purpose, subject), config.now());
}

/** 429 'Слишком много неверных кодов…' while the purpose and subject are locked. */
function lockedRefusal(seconds: number, shape: Rejected['shape'] = 'message'): Rejected {
  return new Rejected(429, [fmt(apiRu.codesLocked, { minutes: Math.ceil(seconds / 60) })], shape);
}

/** What the text says after 'Sakta: код 1234' for each purpose (a customer's page's SMS: codeText). */
const PURPOSE_TEXT: Record<string, string> = {
  reset: 'для сброса пароля. Никому не сообщайте код',
  agreement: 'для подтверждения ознакомления с документом',
  avr: 'для подтверждения акта выполненных работ',
};

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'blocked' | 'none';

/** The message a failed check shows (spec: the server's message under the code field). */
export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: apiRu.codeWrong,
  expired: apiRu.codeExpired,
  blocked: apiRu.codeBlocked,
  none: apiRu.codeNone,
};

type SmsConfig = Pick<Config, 'mode' | 'now' | 'log' | 'tokenSecret'>;

export interface SendCodeInput {
  /** The phone in any notation formatPhone accepts ('+7(701) 300-0017', '77013000017'). */
  phone: string;
  purpose: string;
  subject: string;
  ttlSeconds: number;
  /** A page to open with the code: the text carries `${link}?code=1234`. */
  link?: string;
  /**
   * A customer's page (consent, document): the customer's language, when the sender knows it: the SMS is in it and
   * its link carries `&lang=`. Unknown (the sandbox stores no customer's language): Russian, the link without it.
   */
  language?: PublicLanguage | null;
}

export interface SentCode {
  /** '+7(701) ***-**17', for the answer the SPA shows. */
  sendPhone: string;
  sentAt: number;
  expiresAt: number;
}

interface CodeRow {
  purpose: string;
  subject: string;
  phone: string;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
  checked_at: number | null;
}

export class SmsError extends Error {
  override name = 'SmsError';
}

/** '+7(701) 300-0017' -> '+7(701) ***-**17' (spec: the code-sent step shows the phone). */
export function maskPhone(phone: string): string {
  const formatted = formatPhone(phone);
  const m = /^(\+7\(\d{3}\)) \d{3}-\d{2}(\d{2})$/.exec(formatted);
  return m ? `${m[1]} ***-**${m[2]}` : formatted.replace(/\d(?=\d{2})/g, '*');
}

function codeHash(secret: string, purpose: string, subject: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${subject}\n${code}`).digest('base64url');
}

/**
 * A fresh 4-digit code stored for the purpose and subject (only its HMAC), replacing any earlier one and its wrong
 * tries; `to` is the address kept with it (a phone's digits; '' for a code sent by mail). Returns the code.
 */
export function storeCode(
  db: Db,
  config: Pick<Config, 'now' | 'tokenSecret'>,
  input: { purpose: string; subject: string; to: string; ttlSeconds: number },
): { code: string; sentAt: number; expiresAt: number } {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const now = config.now();
  const expiresAt = now + input.ttlSeconds * 1000;
  db.prepare(
    `INSERT OR REPLACE INTO sms_codes (purpose, subject, phone, code_hash, sent_at, expires_at, attempts, checked_at)
     VALUES (?, ?, ?, ?, ?, ?, 0, NULL)`,
  ).run(
    input.purpose,
    input.subject,
    input.to,
    codeHash(config.tokenSecret, input.purpose, input.subject, code),
    now,
    expiresAt,
  );
  return { code, sentAt: now, expiresAt };
}

/**
 * The plain code kept for GET /api/dev/last-code in demo and test modes (production never writes it), with where
 * it went: a phone's digits, or an e-mail address.
 */
export function keepInOutbox(
  db: Db,
  config: Pick<Config, 'mode'>,
  sent: {
    purpose: string;
    subject: string;
    phone: string;
    email: string;
    code: string;
    text: string;
    at: number;
  },
): void {
  if (config.mode === 'production') return;
  db.prepare(
    `INSERT OR REPLACE INTO dev_sms_outbox (purpose, subject, phone, email, code, text, sent_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(sent.purpose, sent.subject, sent.phone, sent.email, sent.code, sent.text, sent.at);
}

/**
 * 'Sakta: код 1234' and what it is for, with the page to open when there is one. A customer's page (consent,
 * document) has its SMS in core's catalogue, in the customer's language when known (else Russian).
 */
export function codeText(
  code: string,
  purpose: string,
  link?: string,
  language?: PublicLanguage | null,
): string {
  if (link && (purpose === 'kdp' || purpose === 'document'))
    return publicSmsText(purpose, language, { code, link: withLanguage(`${link}?code=${code}`, language) });
  const about = PURPOSE_TEXT[purpose];
  return `Sakta: код ${code}${about ? ` ${about}` : ''}` + (link ? `: ${link}?code=${code}` : '');
}

/** Sends a fresh code, replacing any earlier one for the same purpose and subject. */
export function sendCode(db: Db, config: SmsConfig, input: SendCodeInput): SentCode {
  const digits = phoneDigits(input.phone);
  if (!digits) throw new SmsError(`not a phone number: '${input.phone}'`);
  const { code, sentAt, expiresAt } = storeCode(db, config, { ...input, to: digits });
  const text = codeText(code, input.purpose, input.link, input.language);
  keepInOutbox(db, config, { ...input, phone: digits, email: '', code, text, at: sentAt });
  // The gateway is simulated: the message goes to the log, where a demo user reads it. In production mode the
  // code itself is not written.
  const shown = config.mode === 'production' ? text.replaceAll(code, '****') : text;
  config.log(`[sms] ${formatPhone(digits)}: ${shown}`);
  return { sendPhone: maskPhone(digits), sentAt, expiresAt };
}

/**
 * An SMS without a code (the card payment's link to a customer): "sent" to the log like the codes; the dev outbox
 * keeps only codes, so it is not written there. False when `phone` is no phone number (nothing sent).
 */
export function sendText(config: Pick<Config, 'log'>, phone: string, text: string): boolean {
  const digits = phoneDigits(phone);
  if (!digits) return false;
  config.log(`[sms] ${formatPhone(digits)}: ${text}`);
  return true;
}

/** Kazakh mobile operator codes, for the phone shown when no code could be sent (see holdUnsentCode). */
const OPERATOR_CODES = ['700', '701', '702', '705', '707', '747', '771', '775', '776', '777', '778'];

/**
 * For a public endpoint that must not tell who exists (the password reset): answers as if a code had been sent,
 * without sending one. Stores a code row that no code matches, so the resend interval, the wrong tries and the
 * lockout behave exactly as for a real code, and returns a masked phone derived from the subject with the server's
 * secret (the same one each time, nobody's real number).
 */
export function holdUnsentCode(
  db: Db,
  config: SmsConfig,
  input: Omit<SendCodeInput, 'phone' | 'link'>,
): SentCode {
  const now = config.now();
  const expiresAt = now + input.ttlSeconds * 1000;
  const seed = createHmac('sha256', config.tokenSecret).update(`unsent\n${input.subject}`).digest();
  const operator = OPERATOR_CODES[seed[0]! % OPERATOR_CODES.length]!;
  const digits = `7${operator}${String(seed.readUInt32BE(1) % 10_000_000).padStart(7, '0')}`;
  db.prepare(
    `INSERT OR REPLACE INTO sms_codes (purpose, subject, phone, code_hash, sent_at, expires_at, attempts, checked_at)
     VALUES (?, ?, ?, ?, ?, ?, 0, NULL)`,
  ).run(input.purpose, input.subject, digits, randomBytes(32).toString('base64url'), now, expiresAt);
  config.log(`[sms] not sent (${input.purpose}): nobody to send it to`);
  return { sendPhone: maskPhone(digits), sentAt: now, expiresAt };
}

/** Seconds until another code may be sent for this purpose and subject (0: now). */
export function secondsUntilResend(
  db: Db,
  config: Pick<Config, 'now'>,
  purpose: string,
  subject: string,
  minIntervalSeconds: number,
): number {
  const row = findCode(db, purpose, subject);
  if (!row || minIntervalSeconds <= 0) return 0;
  const wait = row.sent_at + minIntervalSeconds * 1000 - config.now();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/**
 * Refuses another code for this purpose and subject before `config.codeResendSeconds` passed since the last one:
 * 429 'Код уже отправлен…' with Retry-After, in the endpoint's failure shape (`errors[]` or `message`).
 */
export function requireResendAllowed(
  c: AppContext,
  purpose: string,
  subject: string,
  shape: Rejected['shape'],
): void {
  const { db, config } = c.var;
  const locked = secondsCodeLocked(db, config, purpose, subject);
  if (locked > 0) {
    c.header('Retry-After', String(locked));
    throw lockedRefusal(locked, shape);
  }
  const wait = secondsUntilResend(db, config, purpose, subject, config.codeResendSeconds);
  if (wait <= 0) return;
  c.header('Retry-After', String(wait));
  c.header(CODE_SENT_HEADER, '1');
  throw new Rejected(429, [fmt(apiRu.codeTooSoon, { seconds: wait })], shape);
}

function findCode(db: Db, purpose: string, subject: string): CodeRow | undefined {
  return db.prepare('SELECT * FROM sms_codes WHERE purpose = ? AND subject = ?').get(purpose, subject) as
    CodeRow | undefined;
}

/**
 * Checks a code without using it up. A wrong code counts a try; the 5th wrong try blocks the code. The order:
 * no code -> 'none'; blocked -> 'blocked'; expired -> 'expired'; then the comparison.
 */
export function verifyCode(
  db: Db,
  config: Pick<Config, 'now' | 'tokenSecret'>,
  input: { purpose: string; subject: string; code: string },
): CodeCheck {
  const row = findCode(db, input.purpose, input.subject);
  if (!row) return 'none';
  if (row.attempts >= MAX_CODE_ATTEMPTS) return 'blocked';
  if (config.now() >= row.expires_at) return 'expired';
  const given = Buffer.from(codeHash(config.tokenSecret, input.purpose, input.subject, input.code));
  const stored = Buffer.from(row.code_hash);
  if (given.length === stored.length && timingSafeEqual(given, stored)) return 'ok';
  const attempts = row.attempts + 1;
  db.prepare('UPDATE sms_codes SET attempts = ? WHERE purpose = ? AND subject = ?').run(
    attempts,
    input.purpose,
    input.subject,
  );
  addFailure(db, CODE_TRIES_LIMIT, lockKey(input.purpose, input.subject), config.now());
  return attempts >= MAX_CODE_ATTEMPTS ? 'blocked' : 'wrong';
}

/** The HTTP status of a failed code check: a blocked code is "too many requests", the rest a bad request. */
export function codeFailureStatus(check: Exclude<CodeCheck, 'ok'>): ContentfulStatusCode {
  return check === 'blocked' ? 429 : 400;
}

/** `{result: false, message}` for a failed code check. */
export function codeRefused(check: Exclude<CodeCheck, 'ok'>): Rejected {
  return refused(codeFailureStatus(check), CODE_MESSAGES[check]);
}

/** Checks the code (see verifyCode) and throws the `{result: false, message}` answer unless it is right. */
export function requireCode(
  db: Db,
  config: Pick<Config, 'now' | 'tokenSecret'>,
  input: { purpose: string; subject: string; code: string },
): void {
  const locked = secondsCodeLocked(db, config, input.purpose, input.subject);
  if (locked > 0) throw lockedRefusal(locked);
  const check = verifyCode(db, config, input);
  if (check !== 'ok') throw codeRefused(check);
}

/** Records that the code was confirmed (the reset's check-code step). */
export function markCodeChecked(db: Db, config: Pick<Config, 'now'>, purpose: string, subject: string): void {
  db.prepare('UPDATE sms_codes SET checked_at = ? WHERE purpose = ? AND subject = ?').run(
    config.now(),
    purpose,
    subject,
  );
}

export function isCodeChecked(db: Db, purpose: string, subject: string): boolean {
  return findCode(db, purpose, subject)?.checked_at != null;
}

/** Uses the code up: it cannot be checked again. */
export function consumeCode(db: Db, purpose: string, subject: string): void {
  db.prepare('DELETE FROM sms_codes WHERE purpose = ? AND subject = ?').run(purpose, subject);
}
