import {
  productAvailabilityEndpoint,
  productDeleteEndpoint,
  productListEndpoint,
  productSetEndpoint,
  productStatusEndpoint,
  versionAllEndpoint,
  versionDeleteEndpoint,
  versionListEndpoint,
  versionSetEndpoint,
  versionStatusEndpoint,
} from '@sakta/core';
import { route } from '../../platform/endpoint';
import { refused } from '../../platform/http';
import {
  deleteRow,
  listProducts,
  listVersions,
  productAvailability,
  productExists,
  productIdOfCode,
  saveProduct,
  saveVersion,
  setStatus,
  versionExists,
} from './repo';

/**
 * The admin catalogues' calls (spec part 1 section 7 /api/admin/product/*, /api/admin/version/*): role 0 for every
 * change; the footer's versions and the sale pages' product availability for every role. Unknown ids answer 404,
 * a product code used twice 409, every failure `{result: false, message}`.
 */

export const adminRu = {
  productNotFound: 'Продукт не найден',
  productCodeTaken: 'Продукт с кодом {code} уже существует',
  versionNotFound: 'Версия не найдена',
} as const;

export const productList = route(productListEndpoint, (c) =>
  c.json({ result: true as const, data: listProducts(c.var.db) }),
);

export const productAvailabilityRoute = route(productAvailabilityEndpoint, (c) =>
  c.json({ result: true as const, data: productAvailability(c.var.db) }),
);

export const productSet = route(productSetEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const body = await req.body();
  if (body.id !== null && !productExists(db, body.id)) throw refused(404, adminRu.productNotFound);
  const owner = productIdOfCode(db, body.code.trim());
  if (owner !== undefined && owner !== body.id)
    throw refused(409, adminRu.productCodeTaken.replace('{code}', body.code.trim()));
  return c.json({ result: true as const, id: saveProduct(db, body, config.now()) });
});

export const productStatus = route(productStatusEndpoint, async (c, req) => {
  const { id, status } = await req.body();
  if (!setStatus(c.var.db, 'products', id, status)) throw refused(404, adminRu.productNotFound);
  return c.json({ result: true as const });
});

export const productDelete = route(productDeleteEndpoint, async (c, req) => {
  const { id } = await req.body();
  if (!deleteRow(c.var.db, 'products', id)) throw refused(404, adminRu.productNotFound);
  return c.json({ result: true as const });
});

export const versionList = route(versionListEndpoint, (c) =>
  c.json({ result: true as const, data: listVersions(c.var.db) }),
);

export const versionAll = route(versionAllEndpoint, (c) =>
  c.json({ result: true as const, data: listVersions(c.var.db, true) }),
);

export const versionSet = route(versionSetEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const body = await req.body();
  if (body.id !== null && !versionExists(db, body.id)) throw refused(404, adminRu.versionNotFound);
  return c.json({ result: true as const, id: saveVersion(db, body, config.now()) });
});

export const versionStatus = route(versionStatusEndpoint, async (c, req) => {
  const { id, status } = await req.body();
  if (!setStatus(c.var.db, 'versions', id, status)) throw refused(404, adminRu.versionNotFound);
  return c.json({ result: true as const });
});

export const versionDelete = route(versionDeleteEndpoint, async (c, req) => {
  const { id } = await req.body();
  if (!deleteRow(c.var.db, 'versions', id)) throw refused(404, adminRu.versionNotFound);
  return c.json({ result: true as const });
});

/** The catalogue endpoints, in registration order. */
export const ADMIN_CATALOGUE_ENDPOINTS = [
  productList,
  productAvailabilityRoute,
  productSet,
  productStatus,
  productDelete,
  versionList,
  versionAll,
  versionSet,
  versionStatus,
  versionDelete,
];
