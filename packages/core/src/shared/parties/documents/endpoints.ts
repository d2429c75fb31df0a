import * as z from 'zod/mini';
import { endpoint } from '../../api/common';
import { SALE_GROUPS } from '../sale-groups';
import { ULID_FIELD } from '../../api/fields';
import { TEXT_MAX, textField } from '../../api/limits';
import { DocumentRecordSchema, DocumentTypeIdField, ResultAnswerSchema } from './contract';

/**
 * The document dialogs' calls of section 7.1: document/upload, document/delete (spec part 2 section 3.7) and
 * podft/upload (2.1, 3.8). The uploads are multipart: the declared body is the form's text fields (the server
 * parses them with it), the file travels beside them.
 */

const digits = (message: string) => z.string().check(z.regex(/^[1-9]\d{0,9}$/, message));

/** The text fields of document/upload (multipart: every value a string). */
export const DocumentUploadFieldsSchema = z.object({
  policy_ulid: ULID_FIELD,
  /** The owner: the client's or the vehicle's id. */
  c_id: digits('Не указан владелец документа'),
  /** 1 insurer, 2 insured, 3 vehicle */
  kind: z.enum(['1', '2', '3'], 'Неверный вид владельца документа'),
  type_id: DocumentTypeIdField,
  title: z.optional(textField(TEXT_MAX.title)),
  iin: z.optional(textField(TEXT_MAX.code)),
  global: z.optional(textField(TEXT_MAX.number)),
  itemKey: z.optional(textField(TEXT_MAX.code)),
  temp_id: z.optional(textField(TEXT_MAX.code)),
});
export type DocumentUploadFields = z.infer<typeof DocumentUploadFieldsSchema>;

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

/** POST /api/document/delete {document record} -> {result, deleted: 1}; only its uploader (or role 0) deletes it. */
export const documentDeleteEndpoint = endpoint({
  method: 'POST',
  path: '/api/document/delete',
  access: SALE_GROUPS,
  owns: 'document',
  body: DocumentRecordSchema,
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
