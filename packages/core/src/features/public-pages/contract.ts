import * as z from 'zod/mini';
import { endpoint, type Schema } from '../../shared/api/common';
import { Base64PdfSchema, IIN_FIELD, ResultTrueSchema, ULID_FIELD } from '../../shared/api/fields';

/**
 * The customer's public pages (spec part 1: sections 2, 3, 4 and 7: kdp/*, functional/otp/get-data, accept).
 * Status answers are `{payload}`, encrypted as described in crypto/payload.ts; the purposes are below.
 */

export const EncryptedAnswerSchema = z.object({ payload: z.string().check(z.minLength(1)) });
export type EncryptedAnswer = z.infer<typeof EncryptedAnswerSchema>;

/** A public page's GET: no body, `response` as given. */
const publicGet = <Res extends Schema>(path: string, response: Res) =>
  endpoint({ method: 'GET', path, access: 'public', body: undefined, response });

/** A public page's code accepted: `body` -> {result: true}. */
const publicAccept = <Req extends Schema>(path: string, body: Req) =>
  endpoint({ method: 'POST', path, access: 'public', body, response: ResultTrueSchema });

/** The code the customer types on a public page. */
const PAGE_CODE = z.string().check(z.minLength(1, 'Введите код'), z.maxLength(16));

export const kdpPurpose = (iin: string) => `kdp-status:${iin}`;
export const functionalOtpPurpose = (ulid: string) => `functional-otp:${ulid}`;

/** Decrypted consent status. Both null: the status is unknown (the page keeps loading: spec section 4). */
export const ConsentStatusSchema = z.object({
  isOtpSended: z.nullable(z.boolean()),
  isKdpAccepted: z.nullable(z.boolean()),
});
export type ConsentStatus = z.infer<typeof ConsentStatusSchema>;

/** GET /api/kdp/check-status?iin -> {payload} of ConsentStatus. */
export const kdpCheckStatusEndpoint = publicGet('/api/kdp/check-status', EncryptedAnswerSchema);

/** POST /api/kdp/accept {code, iin} -> {result: true}; failures `{result: false, message | errors | error}`. */
export const KdpAcceptRequestSchema = z.object({ iin: IIN_FIELD, code: PAGE_CODE });
export type KdpAcceptRequest = z.infer<typeof KdpAcceptRequestSchema>;
export const kdpAcceptEndpoint = publicAccept('/api/kdp/accept', KdpAcceptRequestSchema);

export const CONSENT_LANGUAGES = ['ru', 'kz'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

/** GET /api/kdp/get-document?iin&lang -> {document}: the consent as a PDF, opened in a new window. */
export const KdpDocumentSchema = z.object({ document: Base64PdfSchema });
export const kdpGetDocumentEndpoint = publicGet('/api/kdp/get-document', KdpDocumentSchema);

/** Decrypted generic code data: the document to confirm and the code's state. */
export const FunctionalOtpDataSchema = z.object({
  isOtpSended: z.nullable(z.boolean()),
  isOtpAccepted: z.nullable(z.boolean()),
  /** What the document is (e.g. 'termination'); shown as its title when known. */
  type: z.nullable(z.string()),
  document: z.nullable(Base64PdfSchema),
});
export type FunctionalOtpData = z.infer<typeof FunctionalOtpDataSchema>;

/** GET /api/functional/otp/get-data?ulid -> {payload} of FunctionalOtpData. */
export const functionalOtpGetDataEndpoint = publicGet('/api/functional/otp/get-data', EncryptedAnswerSchema);

/** POST /api/functional/otp/accept {code, ulid} -> {result: true}. */
export const FunctionalOtpAcceptRequestSchema = z.object({ ulid: ULID_FIELD, code: PAGE_CODE });
export type FunctionalOtpAcceptRequest = z.infer<typeof FunctionalOtpAcceptRequestSchema>;
export const functionalOtpAcceptEndpoint = publicAccept(
  '/api/functional/otp/accept',
  FunctionalOtpAcceptRequestSchema,
);
