import * as z from 'zod/mini';
import { endpoint } from '../../api/common';
import { SALE_GROUPS } from '../sale-groups';
import { ULID_FIELD } from '../../api/fields';
import { TEXT_MAX, textField } from '../../api/limits';
import { DOCUMENT_TYPE_IDS } from './rules';

/**
 * Document upload (spec part 2 section 3.7) and the anti-money-laundering images (2.1, 3.8), calls of section 7.1:
 * document/upload, document/delete, document/delete-client-images, podft/upload. The uploads are multipart: the
 * declared body is the form's text fields (the server parses them with it), the file travels beside them.
 */

const typeIdField = z
  .string()
  .check(z.refine((v) => DOCUMENT_TYPE_IDS.includes(v), 'Неизвестный тип документа'));
const digits = (message: string) => z.string().check(z.regex(/^[1-9]\d{0,9}$/, message));

/** The text fields of document/upload (multipart: every value a string). */
export const DocumentUploadFieldsSchema = z.object({
  policy_ulid: ULID_FIELD,
  /** The owner: the client's or the vehicle's id. */
  c_id: digits('Не указан владелец документа'),
  /** 1 insurer, 2 insured, 3 vehicle */
  kind: z.enum(['1', '2', '3'], 'Неверный вид владельца документа'),
  type_id: typeIdField,
  title: z.optional(textField(TEXT_MAX.title)),
  iin: z.optional(textField(TEXT_MAX.code)),
  global: z.optional(textField(TEXT_MAX.number)),
  itemKey: z.optional(textField(TEXT_MAX.code)),
  temp_id: z.optional(textField(TEXT_MAX.code)),
});
export type DocumentUploadFields = z.infer<typeof DocumentUploadFieldsSchema>;

/** An uploaded document as the server keeps it (section 3.7; the file itself stays on the server). */
export const DocumentRecordSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  policy_ulid: ULID_FIELD,
  c_id: z.number().check(z.int(), z.positive()),
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  type_id: typeIdField,
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

export const DocumentUploadAnswerSchema = z.object({ result: z.literal(true), data: DocumentRecordSchema });

/** POST /api/document/upload multipart (the fields and `file`) -> {result, data: the record with its id}. */
export const documentUploadEndpoint = endpoint({
  method: 'POST',
  path: '/api/document/upload',
  access: SALE_GROUPS,
  owns: 'sale',
  body: DocumentUploadFieldsSchema,
  response: DocumentUploadAnswerSchema,
});

export const ResultAnswerSchema = z.object({ result: z.literal(true), deleted: z.number() });

/** POST /api/document/delete {document record} -> {result, deleted: 1}; only its uploader (or role 0) deletes it. */
export const documentDeleteEndpoint = endpoint({
  method: 'POST',
  path: '/api/document/delete',
  access: SALE_GROUPS,
  owns: 'document',
  body: DocumentRecordSchema,
  response: ResultAnswerSchema,
});

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

/** The text fields of podft/upload {id, ulid, entity} (multipart; the images are `front` and `back`). */
export const PodftUploadFieldsSchema = z.object({
  /** The client's or the vehicle's id. */
  id: digits('Не указан объект проверки'),
  ulid: ULID_FIELD,
  /** 0 client, 1 vehicle (section 3.8). */
  entity: z.enum(['0', '1'], 'Неверный вид объекта проверки'),
});
export type PodftUploadFields = z.infer<typeof PodftUploadFieldsSchema>;

export const PodftUploadAnswerSchema = z.object({
  result: z.literal(true),
  /** The compliance record's id. */
  id: z.number(),
  data: z.object({
    id: z.number(),
    entity: z.union([z.literal(0), z.literal(1)]),
    item_id: z.number(),
    ulid: ULID_FIELD,
    front_image: z.nullable(z.string()),
    back_image: z.nullable(z.string()),
    status: z.number(),
  }),
});
export type PodftUploadAnswer = z.infer<typeof PodftUploadAnswerSchema>;

/** POST /api/podft/upload multipart {id, ulid, entity, front, back} -> {result, id, data}; errors carry a message. */
export const podftUploadEndpoint = endpoint({
  method: 'POST',
  path: '/api/podft/upload',
  access: SALE_GROUPS,
  owns: 'sale',
  body: PodftUploadFieldsSchema,
  response: PodftUploadAnswerSchema,
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
