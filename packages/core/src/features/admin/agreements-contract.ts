import * as z from 'zod/mini';
import { endpoint } from '../../shared/api/common';
import { ResultTrueSchema } from '../../shared/api/fields';
import { TEXT_MAX, textField } from '../../shared/api/limits';
import { CatalogueStatusSchema, SavedSchema } from './contract';
import { ruCatalogues } from './ru';

/**
 * The agreements admin's calls (spec part 1: section 2 "Agreements admin"; section 3 "Agreement", "Confirmer";
 * section 5 "Agreement"; section 7 /api/admin/agreement/admin/*; section 9 agreement.xlsx). Role 0 only.
 */

const ID = z.number().check(z.int(), z.positive());

/** Confirmer roles the recipients' accordion offers (spec section 6: 'Agreement confirmer role list shows roles 0-8'). */
export const CONFIRMER_ROLES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** An agreement as the admin table shows it (the PDF is not carried by the list). */
export const AdminAgreementSchema = z.object({
  id: ID,
  title: z.string(),
  description: z.nullable(z.string()),
  status: CatalogueStatusSchema,
  /** 'YYYY-MM-DD HH:mm:ss' (Asia/Almaty) */
  created: z.string(),
  /** How many recipients it has (0: the recipients can still be chosen). */
  recipients: z.number().check(z.int(), z.gte(0)),
});
export type AdminAgreement = z.infer<typeof AdminAgreementSchema>;

/** GET /api/admin/agreement/admin/list -> {result, data}: every agreement, newest first. */
export const adminAgreementListEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/agreement/admin/list',
  access: ['admin'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(AdminAgreementSchema) }),
});

/** Longest PDF the form takes, in bytes (the data URL is a third longer). */
export const AGREEMENT_PDF_MAX_BYTES = 5 * 1024 * 1024;
const DATA_URL_MAX = Math.ceil((AGREEMENT_PDF_MAX_BYTES * 4) / 3) + 64;

/** A PDF as a data URL ('data:application/pdf;base64,JVBER...'), or '' to keep the stored one when updating. */
export const PdfDataUrlSchema = z.string().check(
  z.maxLength(DATA_URL_MAX, 'Файл слишком большой'),
  z.refine(
    (v) => v === '' || /^data:application\/pdf;base64,JVBER[A-Za-z0-9+/]*={0,2}$/.test(v),
    ruCatalogues.agreements.pdfOnly,
  ),
);

/**
 * POST /api/admin/agreement/admin/set {id, title, description, document, status} -> {result, id}: creates (id null,
 * a PDF required) or updates an agreement (document '' keeps the stored PDF).
 */
export const AdminAgreementSetRequestSchema = z.object({
  id: z.nullable(ID),
  title: z.string().check(
    z.maxLength(TEXT_MAX.title),
    z.refine((v) => v.trim() !== '', 'Укажите наименование'),
  ),
  description: textField(TEXT_MAX.message),
  document: PdfDataUrlSchema,
  status: CatalogueStatusSchema,
});
export type AdminAgreementSetRequest = z.infer<typeof AdminAgreementSetRequestSchema>;
export const adminAgreementSetEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/agreement/admin/set',
  access: ['admin'],
  body: AdminAgreementSetRequestSchema,
  response: SavedSchema,
});

/** DELETE /api/admin/agreement/admin/delete/{id} -> {result: true}: the agreement and its recipients. */
export const adminAgreementDeleteEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/admin/agreement/admin/delete/{id}',
  access: ['admin'],
  body: undefined,
  response: ResultTrueSchema,
});

/** A user the recipients' accordion offers. */
export const RecipientUserSchema = z.object({ id: ID, title: z.string() });
export type RecipientUser = z.infer<typeof RecipientUserSchema>;

/** Users of one role (roles 0-8, each listed even when empty). */
export const UserGroupSchema = z.object({
  role: z.number().check(z.int(), z.gte(0), z.lte(8)),
  users: z.array(RecipientUserSchema),
});
export type UserGroup = z.infer<typeof UserGroupSchema>;

/** GET /api/admin/agreement/admin/users-list -> {result, data}: the active users grouped by role 0-8. */
export const adminAgreementUsersEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/agreement/admin/users-list',
  access: ['admin'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(UserGroupSchema) }),
});

/** A recipient of an agreement (spec "Confirmer"): status 0 sent, 1 not agreed, 2 agreed. */
export const ConfirmerSchema = z.object({
  id: ID,
  role: z.number().check(z.int(), z.gte(0), z.lte(10)),
  title: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type Confirmer = z.infer<typeof ConfirmerSchema>;

/** GET /api/admin/agreement/admin/confirmeds/{id} -> {result, data}: the agreement's recipients. */
export const adminAgreementConfirmersEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/agreement/admin/confirmeds/{id}',
  access: ['admin'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(ConfirmerSchema) }),
});

/** POST /api/admin/agreement/admin/set-users {id, users[]} -> {result}: the recipients, once (status 0 sent). */
export const SetUsersRequestSchema = z.object({
  id: ID,
  users: z.array(ID).check(z.minLength(1, 'Выберите получателей'), z.maxLength(5000)),
});
export type SetUsersRequest = z.infer<typeof SetUsersRequestSchema>;
export const adminAgreementSetUsersEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/agreement/admin/set-users',
  access: ['admin'],
  body: SetUsersRequestSchema,
  response: ResultTrueSchema,
});

/** The export's file name (spec section 9). */
export const AGREEMENT_EXPORT_FILE = 'agreement.xlsx';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/admin/agreement/admin/export?id -> the recipients as agreement.xlsx (a file, not JSON). */
export const adminAgreementExportEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/agreement/admin/export',
  access: ['admin'],
  body: undefined,
  response: z.unknown(),
});
