import * as z from 'zod/mini';
import { endpoint } from '../../api/common';
import { SALE_GROUPS } from '../sale-groups';
import { ULID_FIELD } from '../../api/fields';
import { TEXT_MAX, textField } from '../../api/limits';
import { DOCUMENT_TYPE_IDS } from './rules';

/**
 * An uploaded document (spec part 2 section 3.7) and a party's anti-money-laundering block (2.1, 3.8), as the policy
 * keeps them, and document/delete-client-images (section 7.1), which deleting a client calls. The uploads and the
 * deletion of one document are the dialogs' calls (endpoints.ts).
 */

/** A document's type id: one of section 3.7's. */
export const DocumentTypeIdField = z
  .string()
  .check(z.refine((v) => DOCUMENT_TYPE_IDS.includes(v), 'Неизвестный тип документа'));

/** An uploaded document as the server keeps it (section 3.7; the file itself stays on the server). */
export const DocumentRecordSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  policy_ulid: ULID_FIELD,
  c_id: z.number().check(z.int(), z.positive()),
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  type_id: DocumentTypeIdField,
  title: textField(TEXT_MAX.title),
  iin: textField(TEXT_MAX.code),
  file_name: textField(TEXT_MAX.title),
  /** The file's format, read from its bytes: 'image/png', 'image/jpeg', 'application/pdf'. */
  object: textField(TEXT_MAX.code),
  size: z.number().check(z.int(), z.gte(0)),
  global: z.nullable(textField(TEXT_MAX.number)),
  itemKey: z.nullable(textField(TEXT_MAX.code)),
  temp_id: z.nullable(textField(TEXT_MAX.code)),
});
export type DocumentRecord = z.infer<typeof DocumentRecordSchema>;

export const ResultAnswerSchema = z.object({ result: z.literal(true), deleted: z.number() });

/**
 * POST /api/document/delete-client-images {client record}: deleting a client from the policy deletes the images
 * uploaded for it (section 4.1). Only `client.id` is read (kinds 1 and 2; the policy's ulid narrows it when given).
 * Refused whole when any of those images was uploaded by someone else (only its uploader or role 0 deletes it).
 */
export const DeleteClientImagesSchema = z.object({
  client: z.object({ id: z.number().check(z.int(), z.positive()) }),
  policy_ulid: z.optional(ULID_FIELD),
});
export const documentDeleteClientImagesEndpoint = endpoint({
  method: 'POST',
  path: '/api/document/delete-client-images',
  access: SALE_GROUPS,
  owns: 'document',
  body: DeleteClientImagesSchema,
  response: ResultAnswerSchema,
});

const int = () => z.number().check(z.int());

/** The anti-money-laundering block a party carries after verification or the podft documents dialog. */
export const PartyPodftSchema = z.object({
  success: z.optional(z.nullable(z.boolean())),
  message: z.optional(z.nullable(textField(TEXT_MAX.message))),
  setDocument: z.optional(z.nullable(z.boolean())),
  /** The compliance record (3.8) the check created. */
  id: z.optional(z.nullable(int())),
  /** Its status (4.4): 1 unreviewed, 2 with warning, 3 approved, 4 refused. */
  status: z.optional(z.nullable(int())),
});
export type PartyPodft = z.infer<typeof PartyPodftSchema>;
