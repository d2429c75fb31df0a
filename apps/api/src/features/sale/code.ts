import { phoneDigits } from '@sakta/core';
import type { OtpSendRequest } from '@sakta/core/ogpo';
import type { Db } from '../../platform/db';
import { refused, type AppContext } from '../../platform/http';
import { stepSale } from '../../services/sale-ledger';
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
 * The one-time code to the insurer, the same for every product's sale (spec part 2 sections 4.2, 7.2): otp/send through the SMS gateway (4 digits,
 * the dev outbox and the server log in the sandbox; another code for the sale not before 60 s; at most
 * SEND_LIMITS codes an hour to one phone and by one seller, whatever the sale), otp/verify checks it. A code
 * belongs to the sale (its ulid, whose owner alone sends and checks it) and the phone it went to: a changed phone
 * needs a new code. The sandbox sends only SMS (no mail gateway): an insurer without a phone gets 'Укажите
 * телефон страхователя…'. The code itself is in the answer in the demo and test modes only (the spec's test
 * environment), never in production.
 */

export const codeRu = {
  noPhone: 'Укажите телефон страхователя: код отправляется по SMS.',
} as const;

/** The purpose the SMS gateway's log and GET /api/dev/last-code name the sale's code by. */
export const SALE_CODE_PURPOSE = 'ogpo';
/** Five minutes: longer than the page's 60-s resend countdown. */
export const SALE_CODE_TTL_SECONDS = 300;

const subjectOf = (ulid: string, digits: string) => `${ulid}:${digits}`;

export function sendOtp(c: AppContext, req: OtpSendRequest) {
  const { db, config } = c.var;
  ensureSale(c, req.ulid);
  // the code confirms a calculated sale (4.1: a new calculation starts it afresh)
  stepSale({ db, now: config.now() }, req.ulid, { type: 'code' });
  const digits = phoneDigits(req.phone);
  if (!digits) throw refused(400, codeRu.noPhone);
  const subject = subjectOf(req.ulid, digits);
  requireResendAllowed(c, SALE_CODE_PURPOSE, subject, 'message');
  takeSendQuota(c, SALE_CODE_PURPOSE, digits, 'message');
  const sent = sendCode(db, config, {
    phone: req.phone,
    purpose: SALE_CODE_PURPOSE,
    subject,
    ttlSeconds: SALE_CODE_TTL_SECONDS,
  });
  const code =
    config.mode === 'production'
      ? undefined
      : (
          db
            .prepare('SELECT code FROM dev_sms_outbox WHERE purpose = ? AND subject = ?')
            .get(SALE_CODE_PURPOSE, subject) as { code: string } | undefined
        )?.code;
  return {
    result: true as const,
    type: 'sms' as const,
    sendPhone: sent.sendPhone,
    ...(code ? { code } : {}),
  };
}

export function verifyOtp(c: AppContext, req: { ulid: string; phone: string; code: string }) {
  const { db, config } = c.var;
  ensureSale(c, req.ulid);
  const ctx = { db, now: config.now() };
  stepSale(ctx, req.ulid, { type: 'code' });
  const subject = subjectOf(req.ulid, phoneDigits(req.phone) ?? '');
  requireCode(db, config, { purpose: SALE_CODE_PURPOSE, subject, code: req.code });
  markCodeChecked(db, config, SALE_CODE_PURPOSE, subject);
  // the insurer confirmed this version of the sale: a change after it needs a new calculation and a new code
  stepSale(ctx, req.ulid, { type: 'code-confirmed' });
  return { result: true as const };
}

/** The insurer confirmed the sale's code on this phone (for checkout). */
export const codeConfirmed = (db: Db, ulid: string, phone: string): boolean =>
  isCodeChecked(db, SALE_CODE_PURPOSE, subjectOf(ulid, phoneDigits(phone) ?? ''));
