import * as z from 'zod/mini';
import { IIN_FIELD, ULID_FIELD } from '@sakta/core';
import { findCustomer, sendConsentCode } from '../public-pages/consent';
import { Rejected, parseBody, parseQuery } from '../../platform/http';
import { apiRu } from '../../platform/messages';
import { findOtpDocument, sendDocumentCode } from '../../services/otp-documents';
import { lastDevCode } from '../../services/sms';
import type { EndpointDef } from '../../platform/endpoint';

/**
 * Dev-only endpoints (demo and test modes; absent in production): what a tester reads on the customer's phone,
 * and re-sending the codes of the seeded customers and documents.
 */

const LastCodeQuerySchema = z.object({
  phone: z.optional(z.string().check(z.maxLength(32))),
  subject: z.optional(z.string().check(z.maxLength(64))),
  purpose: z.optional(z.string().check(z.maxLength(32))),
});

/**
 * GET /api/dev/last-code?phone=...|subject=...[&purpose=reset|kdp|document] -> {phone, code, purpose, subject,
 * text, sentAt}. The phone as digits ('77013000017') or the mask ('+7(701) 300-0017'). None sent: 404.
 */
export const devLastCode: EndpointDef = {
  method: 'GET',
  path: '/api/dev/last-code',
  access: 'public',
  devOnly: true,
  handler: (c) => {
    const q = parseQuery(c, LastCodeQuerySchema);
    if (!q.phone && !q.subject) throw new Rejected(400, [apiRu.devCodeQuery]);
    const found = lastDevCode(c.var.db, q);
    if (!found) throw new Rejected(404, [apiRu.noDevCode]);
    return c.json(found);
  },
};

/** POST /api/dev/kdp/send {iin} -> {result: true, sendPhone}: a new consent code for a known customer. */
export const devKdpSend: EndpointDef = {
  method: 'POST',
  path: '/api/dev/kdp/send',
  access: 'public',
  devOnly: true,
  handler: async (c) => {
    const { db, config } = c.var;
    const { iin } = await parseBody(c, z.object({ iin: IIN_FIELD }));
    const customer = findCustomer(db, iin);
    if (!customer) throw new Rejected(404, [apiRu.customerNotFound]);
    if (customer.consent_status === 'accepted') throw new Rejected(409, [apiRu.consentAlreadyAccepted]);
    return c.json({ result: true as const, sendPhone: sendConsentCode(db, config, customer).sendPhone });
  },
};

/** POST /api/dev/functional/send {ulid} -> {result: true, sendPhone}: a new code for a known document. */
export const devFunctionalSend: EndpointDef = {
  method: 'POST',
  path: '/api/dev/functional/send',
  access: 'public',
  devOnly: true,
  handler: async (c) => {
    const { db, config } = c.var;
    const { ulid } = await parseBody(c, z.object({ ulid: ULID_FIELD }));
    const doc = findOtpDocument(db, ulid);
    if (!doc) throw new Rejected(404, [apiRu.documentNotFound]);
    if (doc.status === 'accepted') throw new Rejected(409, [apiRu.documentAlreadyAccepted]);
    return c.json({ result: true as const, sendPhone: sendDocumentCode(db, config, doc).sendPhone });
  },
};
