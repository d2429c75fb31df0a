import * as z from 'zod/mini';
import { CONSENT_LANGUAGES, IIN_FIELD, encryptPayload, kdpPurpose, type ConsentStatus } from '@sakta/core';
import { KDP_PURPOSE, acceptConsent, consentPdf, findCustomer } from './consent';
import { Rejected, parseQuery } from '../../platform/http';
import { apiRu } from '../../platform/messages';
import { pdfBase64 } from '../../services/pdf/render';
import { codeRefused, consumeCode, requireCode } from '../../services/sms';
import { route } from '../../platform/endpoint';
import { kdpAcceptEndpoint, kdpCheckStatusEndpoint, kdpGetDocumentEndpoint } from '@sakta/core';

/** The consent page /kdp/{iin} (spec part 1: sections 2, 3 "Consent status (encrypted)", 4, 7). */

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
