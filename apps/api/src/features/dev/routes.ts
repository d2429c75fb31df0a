import * as z from 'zod/mini';
import { IIN_FIELD, PUBLIC_LANGUAGES, ULID_FIELD, endpoint } from '@sakta/core';
import { findCustomer, KDP_PURPOSE, sendConsentCode } from '../public-pages/consent';
import { Rejected, parseQuery } from '../../platform/http';
import { apiRu } from '../../platform/messages';
import { DOCUMENT_PURPOSE, findOtpDocument, sendDocumentCode } from '../../services/otp-documents';
import { requireResendAllowed } from '../../services/sms';
import { lastDevCode } from './outbox';
import { route } from '../../platform/endpoint';

/**
 * Dev-only endpoints (demo and test modes; absent in production): what a tester reads on the customer's phone,
 * and re-sending the codes of the seeded customers and documents. They send real SMS texts to the customer's
 * phone, so a resend keeps the interval of every other code endpoint (SAKTA_CODE_RESEND_SECONDS per purpose and
 * subject, the lockout after too many wrong codes included).
 */

const LastCodeQuerySchema = z.object({
  phone: z.optional(z.string().check(z.maxLength(32))),
  email: z.optional(z.string().check(z.maxLength(128))),
  subject: z.optional(z.string().check(z.maxLength(64))),
  purpose: z.optional(z.string().check(z.maxLength(32))),
});

/** The customer's language, when the tester says it: the SMS in it, its link with `lang` (else Russian). */
const LANG_FIELD = z.optional(z.enum(PUBLIC_LANGUAGES));

/** The sandbox's own calls: declared here, where they live, as core declares the product's. */
const SentSchema = z.object({ result: z.literal(true), sendPhone: z.string() });
const devLastCodeEndpoint = endpoint({
  method: 'GET',
  path: '/api/dev/last-code',
  access: 'public',
  body: undefined,
  response: z.object({
    phone: z.string(),
    email: z.string(),
    code: z.string(),
    purpose: z.string(),
    subject: z.string(),
  }),
});
const devKdpSendEndpoint = endpoint({
  method: 'POST',
  path: '/api/dev/kdp/send',
  access: 'public',
  body: z.object({ iin: IIN_FIELD, lang: LANG_FIELD }),
  response: SentSchema,
});
const devFunctionalSendEndpoint = endpoint({
  method: 'POST',
  path: '/api/dev/functional/send',
  access: 'public',
  body: z.object({ ulid: ULID_FIELD, lang: LANG_FIELD }),
  response: SentSchema,
});

/**
 * GET /api/dev/last-code?phone=...|email=...|subject=...[&purpose=reset|kdp|document|ogpo] -> {phone, email, code,
 * purpose, subject, text, sentAt}. The phone as digits ('77013000017') or the mask ('+7(701) 300-0017'); the e-mail
 * of a code sent by mail (the sale's code to an insurer without a phone). None sent: 404.
 */
export const devLastCode = route(
  devLastCodeEndpoint,
  (c) => {
    const q = parseQuery(c, LastCodeQuerySchema);
    if (!q.phone && !q.email && !q.subject) throw new Rejected(400, [apiRu.devCodeQuery]);
    const found = lastDevCode(c.var.db, q);
    if (!found) throw new Rejected(404, [apiRu.noDevCode]);
    return c.json(found);
  },
  { devOnly: true },
);

/**
 * POST /api/dev/kdp/send {iin, lang?} -> {result: true, sendPhone}: a new consent code for a known customer, its SMS
 * in `lang` ('ru' or 'kk'; none: Russian, the link without it). Sooner than the resend interval after the last one:
 * 429 with Retry-After.
 */
export const devKdpSend = route(
  devKdpSendEndpoint,
  async (c, req) => {
    const { db, config } = c.var;
    const { iin, lang } = await req.body();
    const customer = findCustomer(db, iin);
    if (!customer) throw new Rejected(404, [apiRu.customerNotFound]);
    if (customer.consent_status === 'accepted') throw new Rejected(409, [apiRu.consentAlreadyAccepted]);
    requireResendAllowed(c, KDP_PURPOSE, iin, 'errors');
    return c.json({
      result: true as const,
      sendPhone: sendConsentCode(db, config, customer, lang).sendPhone,
    });
  },
  { devOnly: true },
);

/**
 * POST /api/dev/functional/send {ulid, lang?} -> {result: true, sendPhone}: a new code for a known document (its SMS
 * in `lang`, as above). Sooner than
 * the resend interval after the last one (from here or from the termination's send-sms): 429 with Retry-After.
 */
export const devFunctionalSend = route(
  devFunctionalSendEndpoint,
  async (c, req) => {
    const { db, config } = c.var;
    const { ulid, lang } = await req.body();
    const doc = findOtpDocument(db, ulid);
    if (!doc) throw new Rejected(404, [apiRu.documentNotFound]);
    if (doc.status === 'accepted') throw new Rejected(409, [apiRu.documentAlreadyAccepted]);
    requireResendAllowed(c, DOCUMENT_PURPOSE, ulid, 'errors');
    return c.json({ result: true as const, sendPhone: sendDocumentCode(db, config, doc, lang).sendPhone });
  },
  { devOnly: true },
);
