import {
  ConsentStatusSchema,
  FunctionalOtpDataSchema,
  PayloadError,
  decryptPayload,
  functionalOtpGetDataEndpoint,
  functionalOtpPurpose,
  kdpCheckStatusEndpoint,
  kdpPurpose,
  type ApiClient,
  type PublicStatus,
} from '@sakta/core';
import { config } from '../config';

/** Decrypts a status payload and checks its shape; anything else is a PayloadError (shown as such). */
async function openPayload<T>(
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
  purpose: string,
  payload: string,
  key: string,
): Promise<T> {
  const parsed = schema.safeParse(await decryptPayload(key, purpose, payload));
  if (!parsed.success) throw new PayloadError('payload has an unexpected shape');
  return parsed.data;
}

/** GET api/kdp/check-status?iin, decrypted (with the run-time configuration's key; the server passes its own). */
export async function loadConsentStatus(
  api: ApiClient,
  iin: string,
  key = config.payloadKey,
): Promise<PublicStatus> {
  const { payload } = await api.call(kdpCheckStatusEndpoint, undefined, { query: { iin } });
  const status = await openPayload(ConsentStatusSchema, kdpPurpose(iin), payload, key);
  return { sent: status.isOtpSended, accepted: status.isKdpAccepted };
}

/** GET api/functional/otp/get-data?ulid, decrypted. */
export async function loadDocumentStatus(
  api: ApiClient,
  ulid: string,
  key = config.payloadKey,
): Promise<PublicStatus> {
  const { payload } = await api.call(functionalOtpGetDataEndpoint, undefined, { query: { ulid } });
  const data = await openPayload(FunctionalOtpDataSchema, functionalOtpPurpose(ulid), payload, key);
  return { sent: data.isOtpSended, accepted: data.isOtpAccepted, type: data.type, document: data.document };
}

/** A base64 PDF as an object URL (the caller revokes it). */
export function pdfObjectUrl(base64: string): string {
  const bin = atob(base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}
