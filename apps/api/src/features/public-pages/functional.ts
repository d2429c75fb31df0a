import * as z from 'zod/mini';
import { ULID_FIELD, encryptPayload, functionalOtpPurpose, type FunctionalOtpData } from '@sakta/core';
import { parseQuery } from '../../platform/http';
import {
  DOCUMENT_PURPOSE,
  acceptDocument,
  findOtpDocument,
  otpDocumentPdf,
} from '../../services/otp-documents';
import { pdfBase64 } from '../../services/pdf/render';
import { codeRefused, consumeCode, requireCode } from '../../services/sms';
import { route } from '../../platform/endpoint';
import { functionalOtpAcceptEndpoint, functionalOtpGetDataEndpoint } from '@sakta/core';

/** The document confirmation page /func/otp/{ulid} (spec part 1: sections 2, 3 "Generic code data", 4, 7). */

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
