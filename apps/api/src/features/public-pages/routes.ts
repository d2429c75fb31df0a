import * as z from 'zod/mini';
import {
  CONSENT_LANGUAGES,
  type ConsentStatus,
  encryptPayload,
  functionalOtpAcceptEndpoint,
  type FunctionalOtpData,
  functionalOtpGetDataEndpoint,
  functionalOtpPurpose,
  IIN_FIELD,
  kdpAcceptEndpoint,
  kdpCheckStatusEndpoint,
  kdpGetDocumentEndpoint,
  kdpPurpose,
  ULID_FIELD,
} from '@sakta/core';
import { acceptConsent, consentPdf, findCustomer, KDP_PURPOSE } from './consent';
import { parseQuery, Rejected } from '../../platform/http';
import { apiRu } from '../../platform/messages';
import { pdfBase64 } from '../../services/pdf/render';
import { codeRefused, consumeCode, requireCode } from '../../services/sms';
import { route } from '../../platform/endpoint';
import {
  acceptDocument,
  DOCUMENT_PURPOSE,
  findOtpDocument,
  otpDocumentPdf,
} from '../../services/otp-documents';

/**
 * The customer's public pages, answered without a login: the consent page and the document confirmation page (spec
 * part 1 sections 2, 4 and 7; the card payment page is the sale's, features/sale/card-payment.ts). Every call is
 * declared in core's public contract.
 */

// ---------------------------------------------------------------------------------------------------------------
// The consent page /kdp/{iin} (spec part 1: sections 2, 3 "Consent status (encrypted)", 4, 7).

const IinQuerySchema = z.object({ iin: IIN_FIELD });

/**
 * GET /api/kdp/check-status?iin -> {payload}: {isOtpSended, isKdpAccepted} encrypted with the payload key and
 * the purpose kdpPurpose(iin) (core's encryptPayload). An unknown IIN is "no code sent".
 */
export const kdpCheckStatus = route(kdpCheckStatusEndpoint, async (c) => {
  const { db, config } = c.var;
  const { iin } = parseQuery(c, IinQuerySchema);
  const customer = findCustomer(db, iin);
  const status: ConsentStatus = {
    isOtpSended: customer !== undefined && customer.consent_status !== 'none',
    isKdpAccepted: customer?.consent_status === 'accepted',
  };
  return c.json({ payload: await encryptPayload(config.payloadKey, kdpPurpose(iin), status) });
});

/** POST /api/kdp/accept {iin, code} -> {result: true}; a wrong, expired or blocked code: {result: false, message}. */
export const kdpAccept = route(kdpAcceptEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { iin, code } = await req.body();
  const customer = findCustomer(db, iin);
  // Accepting twice (a second tab, a reload) is not an error.
  if (customer?.consent_status === 'accepted') return c.json({ result: true as const });
  if (!customer) throw codeRefused('none');
  requireCode(db, config, { purpose: KDP_PURPOSE, subject: iin, code });
  db.transaction(() => {
    acceptConsent(db, config, customer);
    consumeCode(db, KDP_PURPOSE, iin);
  })();
  return c.json({ result: true as const });
});

const DocumentQuerySchema = z.object({
  iin: IIN_FIELD,
  lang: z._default(z.enum(CONSENT_LANGUAGES), 'ru'),
});

/**
 * GET /api/kdp/get-document?iin&lang=ru|kz -> {document}: the consent as a base64 PDF in that language (default
 * ru), with the customer's name, IIN and date. Only for a customer who was sent a code (the page shows the link
 * only then); anyone else: 404, so the call reveals no names.
 */
export const kdpGetDocument = route(kdpGetDocumentEndpoint, async (c) => {
  const { db, config } = c.var;
  const { iin, lang } = parseQuery(c, DocumentQuerySchema);
  const customer = findCustomer(db, iin);
  if (!customer || customer.consent_status === 'none') throw new Rejected(404, [apiRu.customerNotFound]);
  return c.json({ document: pdfBase64(await consentPdf(customer, lang, config.now())) });
});

// ---------------------------------------------------------------------------------------------------------------
// The document confirmation page /func/otp/{ulid} (spec part 1: sections 2, 3 "Generic code data", 4, 7).

const UlidQuerySchema = z.object({ ulid: ULID_FIELD });

/**
 * GET /api/functional/otp/get-data?ulid -> {payload}: {isOtpSended, isOtpAccepted, type, document} encrypted with
 * the purpose functionalOtpPurpose(ulid). The document (base64 PDF) only once a code was sent; an unknown ulid:
 * all false and null.
 */
export const functionalOtpGetData = route(functionalOtpGetDataEndpoint, async (c) => {
  const { db, config } = c.var;
  const { ulid } = parseQuery(c, UlidQuerySchema);
  const doc = findOtpDocument(db, ulid);
  let data: FunctionalOtpData = { isOtpSended: false, isOtpAccepted: false, type: null, document: null };
  if (doc) {
    const open = doc.status !== 'none';
    const pdf = open ? await otpDocumentPdf(db, doc) : null;
    data = {
      isOtpSended: open,
      isOtpAccepted: doc.status === 'accepted',
      type: doc.type,
      document: pdf ? pdfBase64(pdf) : null,
    };
  }
  return c.json({ payload: await encryptPayload(config.payloadKey, functionalOtpPurpose(ulid), data) });
});

/** POST /api/functional/otp/accept {ulid, code} -> {result: true} | {result: false, message}. */
export const functionalOtpAccept = route(functionalOtpAcceptEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { ulid, code } = await req.body();
  const doc = findOtpDocument(db, ulid);
  if (doc?.status === 'accepted') return c.json({ result: true as const });
  if (!doc) throw codeRefused('none');
  requireCode(db, config, { purpose: DOCUMENT_PURPOSE, subject: ulid, code });
  db.transaction(() => {
    acceptDocument(db, config, ulid);
    consumeCode(db, DOCUMENT_PURPOSE, ulid);
  })();
  return c.json({ result: true as const });
});
