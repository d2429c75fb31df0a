import * as z from 'zod/mini';
import { endpoint } from '../../shared/api/common';
import { ResultTrueSchema } from '../../shared/api/fields';
import { TEXT_MAX, textField } from '../../shared/api/limits';

/**
 * The admin catalogues' calls (spec part 1: section 2 "Products and versions admin", "Agreements admin"; section 3
 * "Product", "Version", "Agreement", "Confirmer"; section 7 /api/admin/product/*, /api/admin/version/*,
 * /api/admin/agreement/admin/*). The spec answers most of them with "not shown": the shapes are decided here.
 * Every list answers `{result: true, data}`; a failure is the usual `{result: false, message}`.
 */

const ID = z.number().check(z.int(), z.positive());
/** 0 inactive (switched off), 1 active. */
export const CatalogueStatusSchema = z.union([z.literal(0), z.literal(1)]);
export type CatalogueStatus = z.infer<typeof CatalogueStatusSchema>;

const nonEmpty = (max: number, message: string) =>
  z.string().check(
    z.maxLength(max),
    z.refine((v) => v.trim() !== '', message),
  );

// ---------------------------------------------------------------- products

/** A product of the sale pages; its status decides whether the sale variant is offered. */
export const ProductSchema = z.object({
  id: ID,
  code: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  /** 'YYYY-MM-DD HH:mm:ss' (Asia/Almaty) */
  created: z.string(),
  status: CatalogueStatusSchema,
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.object({ result: z.literal(true), data: z.array(ProductSchema) });

/** GET /api/admin/product/get -> {result, data}: every product, by id. */
export const productListEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/product/get',
  access: ['admin'],
  body: undefined,
  response: ProductListSchema,
});

/** The product modal: title and code non-empty (spec section 5). `id` null creates. */
export const ProductSetRequestSchema = z.object({
  id: z.nullable(ID),
  code: nonEmpty(TEXT_MAX.number, 'Укажите код продукта'),
  title: nonEmpty(TEXT_MAX.title, 'Укажите название продукта'),
  description: textField(TEXT_MAX.message),
  status: CatalogueStatusSchema,
});
export type ProductSetRequest = z.infer<typeof ProductSetRequestSchema>;

/** `{result: true, id}`: the id of the created or updated row. */
export const SavedSchema = z.object({ result: z.literal(true), id: ID });

/** POST /api/admin/product/set: creates (id null) or updates a product. A code is unique. */
export const productSetEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/product/set',
  access: ['admin'],
  body: ProductSetRequestSchema,
  response: SavedSchema,
});

export const StatusRequestSchema = z.object({ id: ID, status: CatalogueStatusSchema });
export type StatusRequest = z.infer<typeof StatusRequestSchema>;

/** POST /api/admin/product/status {id, status}: the table's switch. */
export const productStatusEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/product/status',
  access: ['admin'],
  body: StatusRequestSchema,
  response: ResultTrueSchema,
});

export const IdRequestSchema = z.object({ id: ID });
export type IdRequest = z.infer<typeof IdRequestSchema>;

/** POST /api/admin/product/delete {id}. */
export const productDeleteEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/product/delete',
  access: ['admin'],
  body: IdRequestSchema,
  response: ResultTrueSchema,
});

// ---------------------------------------------------------------- versions

/** A release of the application, with its notes. */
export const VersionSchema = z.object({
  id: ID,
  version: z.string(),
  description: z.nullable(z.string()),
  created: z.string(),
  status: CatalogueStatusSchema,
});
export type Version = z.infer<typeof VersionSchema>;

export const VersionListSchema = z.object({ result: z.literal(true), data: z.array(VersionSchema) });

/** GET /api/admin/version/get -> {result, data}: every version, newest first (the admin table). */
export const versionListEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/version/get',
  access: ['admin'],
  body: undefined,
  response: VersionListSchema,
});

/** GET /api/admin/version/all -> {result, data}: the active versions, newest first (the footer's list, every role). */
export const versionAllEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/version/all',
  access: ['all'],
  body: undefined,
  response: VersionListSchema,
});

/** The version modal: version and description non-empty (spec section 5). */
export const VersionSetRequestSchema = z.object({
  id: z.nullable(ID),
  version: nonEmpty(TEXT_MAX.number, 'Укажите версию'),
  description: nonEmpty(TEXT_MAX.message * 4, 'Укажите описание версии'),
  status: CatalogueStatusSchema,
});
export type VersionSetRequest = z.infer<typeof VersionSetRequestSchema>;

export const versionSetEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/version/set',
  access: ['admin'],
  body: VersionSetRequestSchema,
  response: SavedSchema,
});
export const versionStatusEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/version/status',
  access: ['admin'],
  body: StatusRequestSchema,
  response: ResultTrueSchema,
});
export const versionDeleteEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/version/delete',
  access: ['admin'],
  body: IdRequestSchema,
  response: ResultTrueSchema,
});
