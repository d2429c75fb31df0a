import {
  UPLOAD_MAX_BYTES,
  documentDeleteClientImagesEndpoint,
  documentDeleteEndpoint,
  documentUploadEndpoint,
  podftUploadEndpoint,
} from '@sakta/core/ogpo/documents';
import { route, type EndpointDef } from '../../platform/endpoint';
import type { AppContext } from '../../platform/http';
import { ensureSale } from '../../services/sales';
import { deleteClientImages, deleteDocument, readMultipart, uploadDocument, uploadPodft } from './service';

/**
 * The document calls of the OGPO sale (spec part 2 section 7.1): uploads are multipart (core declares their text
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

/** POST /api/document/delete {document record} -> {result, deleted}. */
export const documentDelete = route(documentDeleteEndpoint, async (c, req) =>
  c.json({ result: true as const, deleted: deleteDocument(c.var.db, await req.body()) }),
);

/** POST /api/document/delete-client-images {client record} -> {result, deleted}. */
export const documentDeleteClientImages = route(documentDeleteClientImagesEndpoint, async (c, req) =>
  c.json({ result: true as const, deleted: deleteClientImages(c.var.db, await req.body()) }),
);

/** POST /api/podft/upload multipart {id, ulid, entity, front, back} -> {result, id, data}; errors carry a message. */
export const podftUpload = route(
  podftUploadEndpoint,
  async (c) => {
    return c.json(await uploadPodft(c.var.db, c.var.config, c.var.auth.user.id, await uploadOf(c)));
  },
  { maxBodyBytes: 2 * UPLOAD_MAX_BYTES + FIELDS_MARGIN },
);

export const OGPO_DOCUMENT_ENDPOINTS: readonly EndpointDef[] = [
  documentUpload,
  documentDelete,
  documentDeleteClientImages,
  podftUpload,
];
