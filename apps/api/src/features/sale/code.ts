import { insurerCodeAddress, type OtpSendRequest, type OtpSent } from '@sakta/core/sale';
import type { Db } from '../../platform/db';
import { refused, type AppContext } from '../../platform/http';
import { stepSale } from '../../services/sale-ledger';
import { sendMailCode } from '../../services/mail';
import { ensureSale } from '../../services/sales';
import { takeSendQuota } from '../../services/send-quota';
import {
  isCodeChecked,
  markCodeChecked,
  requireCode,
  requireResendAllowed,
  sendCode,
} from '../../services/sms';

/**
 * The one-time code to the insurer, the same for every product's sale (spec part 2 sections 4.2, 7.2): otp/send
 * sends 4 digits by SMS to the insurer's phone, or, for an insurer without a phone but with an e-mail, by mail (the
 * simulated gateways: services/sms.ts, services/mail.ts; the dev outbox and the server log in the sandbox); another
 * code for the sale not before 60 s; at most SEND_LIMITS codes an hour to one address and by one seller, whatever
 * the sale. otp/verify checks it. A code belongs to the sale (its ulid, whose owner alone sends and checks it) and
 * the address it went to (core's insurerCodeAddress: the phone first, else the e-mail): a changed address needs a
 * new code. An insurer with neither gets 'Укажите телефон или e-mail страхователя…'. The code itself is in the
 * answer in the demo and test modes only (the spec's test environment), never in production.
 */

export const codeRu = {
  noAddress: 'Укажите телефон или e-mail страхователя: код отправляется по СМС или письмом.',
} as const;

/** The purpose the gateways' log and GET /api/dev/last-code name the sale's code by. */
export const SALE_CODE_PURPOSE = 'ogpo';
/** Five minutes: longer than the page's 60-s resend countdown. */
export const SALE_CODE_TTL_SECONDS = 300;

type Contact = { phone?: string | null; email?: string | null };

const subjectOf = (ulid: string, contact: Contact): string | null => {
  const address = insurerCodeAddress(contact);
  return address ? `${ulid}:${address.to}` : null;
};

export function sendOtp(c: AppContext, req: OtpSendRequest): OtpSent {
  const { db, config } = c.var;
  ensureSale(c, req.ulid);
  // the code confirms a calculated sale (4.1: a new calculation starts it afresh)
  stepSale({ db, now: config.now() }, req.ulid, { type: 'code' });
  const address = insurerCodeAddress(req);
  if (!address) throw refused(400, codeRu.noAddress);
  const subject = `${req.ulid}:${address.to}`;
  requireResendAllowed(c, SALE_CODE_PURPOSE, subject, 'message');
  takeSendQuota(c, SALE_CODE_PURPOSE, address.to, 'message');
  const input = { purpose: SALE_CODE_PURPOSE, subject, ttlSeconds: SALE_CODE_TTL_SECONDS };
  const sent =
    address.type === 'sms'
      ? { type: 'sms' as const, sendPhone: sendCode(db, config, { ...input, phone: address.to }).sendPhone }
      : {
          type: 'mail' as const,
          sendPhone: '',
          ...sendMailCode(db, config, { ...input, email: address.to }),
        };
  const code =
    config.mode === 'production'
      ? undefined
      : (
          db
            .prepare('SELECT code FROM dev_sms_outbox WHERE purpose = ? AND subject = ?')
            .get(SALE_CODE_PURPOSE, subject) as { code: string } | undefined
        )?.code;
  return { result: true as const, ...sent, ...(code ? { code } : {}) };
}

export function verifyOtp(c: AppContext, req: { ulid: string; phone: string; email: string; code: string }) {
  const { db, config } = c.var;
  ensureSale(c, req.ulid);
  const ctx = { db, now: config.now() };
  stepSale(ctx, req.ulid, { type: 'code' });
  const subject = subjectOf(req.ulid, req) ?? `${req.ulid}:`;
  requireCode(db, config, { purpose: SALE_CODE_PURPOSE, subject, code: req.code });
  markCodeChecked(db, config, SALE_CODE_PURPOSE, subject);
  // the insurer confirmed this version of the sale: a change after it needs a new calculation and a new code
  stepSale(ctx, req.ulid, { type: 'code-confirmed' });
  return { result: true as const };
}

/** The insurer confirmed the sale's code at its own address, the phone or else the e-mail (for checkout). */
export function codeConfirmed(db: Db, ulid: string, insurer: Contact): boolean {
  const subject = subjectOf(ulid, insurer);
  return subject !== null && isCodeChecked(db, SALE_CODE_PURPOSE, subject);
}
