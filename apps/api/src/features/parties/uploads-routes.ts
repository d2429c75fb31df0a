import {
  UPLOAD_MAX_BYTES,
  documentDeleteClientImagesEndpoint,
  documentDeleteEndpoint,
  documentUploadEndpoint,
  podftUploadEndpoint,
  ruDocuments,
} from '@sakta/core/ogpo/documents';
import { route } from '../../platform/endpoint';
import { Rejected, type AppContext } from '../../platform/http';
import { ensureAccess } from '../../platform/ownership';
import { ensureSale } from '../../services/sales';
import {
  clientImageUploaders,
  deleteClientImages,
  deleteDocument,
  findDocument,
  readMultipart,
  uploadDocument,
  uploadPodft,
} from './uploads';

/**
 * The document calls of a sale's parties, whatever the product (spec part 2 section 7.1): uploads are multipart (core declares their text
 * fields), so they read the body themselves; a body larger than one file (two for podft) and its fields is refused
 * with 413 before it is read.
 */

const FIELDS_MARGIN = 64 * 1024;

/** The multipart body, and the check that the caller may use the sale it names (its owner, or role 0). */
const uploadOf = async (c: AppContext) => ({
  ...(await readMultipart(c.req.raw)),
  ensureSale: (ulid: string) => ensureSale(c, ulid),
});

/** POST /api/document/upload multipart -> {result, data: the record}. */
export const documentUpload = route(
  documentUploadEndpoint,
  async (c) => {
    const data = await uploadDocument(c.var.db, c.var.config, c.var.auth.user.id, await uploadOf(c));
    return c.json({ result: true as const, data });
  },
  { maxBodyBytes: UPLOAD_MAX_BYTES + FIELDS_MARGIN },
);

/** POST /api/document/delete {document record} -> {result, deleted}: only its uploader (or role 0) deletes it. */
export const documentDelete = route(documentDeleteEndpoint, async (c, req) => {
  const { db } = c.var;
  const kept = findDocument(db, await req.body());
  if (!kept) throw new Rejected(404, [ruDocuments.unknownDocument]);
  ensureAccess(c, 'change', { kind: 'document', ownerId: kept.user_id });
  return c.json({ result: true as const, deleted: deleteDocument(db, kept.id) });
});

/**
 * POST /api/document/delete-client-images {client record} -> {result, deleted}. All or nothing: when any of the
 * client's images was uploaded by someone the caller may not act for, the call is refused and none is deleted
 * (deleting only the caller's would answer success while the client's images stay on the server).
 */
export const documentDeleteClientImages = route(documentDeleteClientImagesEndpoint, async (c, req) => {
  const { db } = c.var;
  const request = await req.body();
  for (const ownerId of clientImageUploaders(db, request))
    ensureAccess(c, 'change', { kind: 'document', ownerId });
  return c.json({ result: true as const, deleted: deleteClientImages(db, request) });
});

/** POST /api/podft/upload multipart {id, ulid, entity, front, back} -> {result, id, data}; errors carry a message. */
export const podftUpload = route(
  podftUploadEndpoint,
  async (c) => {
    return c.json(await uploadPodft(c.var.db, c.var.config, c.var.auth.user.id, await uploadOf(c)));
  },
  { maxBodyBytes: 2 * UPLOAD_MAX_BYTES + FIELDS_MARGIN },
);
