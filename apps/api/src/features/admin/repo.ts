import type { Product, ProductSetRequest, Version, VersionSetRequest } from '@sakta/core';
import type { Db } from '../../platform/db';
import { formatAlmaty } from '../../services/almaty';

/** SQL of the admin catalogues: products and versions (spec part 1 section 3 "Product", "Version"). */

interface ProductRow {
  id: number;
  code: string;
  title: string;
  description: string | null;
  status: 0 | 1;
  created_at: number;
}
interface VersionRow {
  id: number;
  version: string;
  description: string | null;
  status: 0 | 1;
  created_at: number;
}

const toProduct = (r: ProductRow): Product => ({
  id: r.id,
  code: r.code,
  title: r.title,
  description: r.description,
  created: formatAlmaty(r.created_at),
  status: r.status,
});
const toVersion = (r: VersionRow): Version => ({
  id: r.id,
  version: r.version,
  description: r.description,
  created: formatAlmaty(r.created_at),
  status: r.status,
});

export function listProducts(db: Db): Product[] {
  return (db.prepare('SELECT * FROM products ORDER BY id').all() as ProductRow[]).map(toProduct);
}

export function productAvailability(db: Db): { code: string; status: 0 | 1 }[] {
  return db.prepare('SELECT code, status FROM products ORDER BY id').all() as {
    code: string;
    status: 0 | 1;
  }[];
}

export function productIdOfCode(db: Db, code: string): number | undefined {
  return (db.prepare('SELECT id FROM products WHERE code = ?').get(code) as { id: number } | undefined)?.id;
}

export function productExists(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM products WHERE id = ?').get(id) !== undefined;
}

/** Creates (id null) or updates a product; answers its id. */
export function saveProduct(db: Db, p: ProductSetRequest, now: number): number {
  const values = {
    code: p.code.trim(),
    title: p.title.trim(),
    description: p.description.trim() || null,
    status: p.status,
  };
  if (p.id === null)
    return Number(
      db
        .prepare(
          'INSERT INTO products (code, title, description, status, created_at) VALUES (@code, @title, @description, @status, @now)',
        )
        .run({ ...values, now }).lastInsertRowid,
    );
  db.prepare(
    'UPDATE products SET code = @code, title = @title, description = @description, status = @status WHERE id = @id',
  ).run({ ...values, id: p.id });
  return p.id;
}

/** Sets a row's status; false when there is no such row. */
export function setStatus(db: Db, table: 'products' | 'versions', id: number, status: 0 | 1): boolean {
  return db.prepare(`UPDATE ${table} SET status = ? WHERE id = ?`).run(status, id).changes > 0;
}

/** Deletes a row; false when there is no such row. */
export function deleteRow(db: Db, table: 'products' | 'versions', id: number): boolean {
  return db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id).changes > 0;
}

/** Every version, newest first; `activeOnly` for the footer's list. */
export function listVersions(db: Db, activeOnly = false): Version[] {
  return (
    db
      .prepare(
        `SELECT * FROM versions ${activeOnly ? 'WHERE status = 1' : ''} ORDER BY created_at DESC, id DESC`,
      )
      .all() as VersionRow[]
  ).map(toVersion);
}

export function versionExists(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM versions WHERE id = ?').get(id) !== undefined;
}

export function saveVersion(db: Db, v: VersionSetRequest, now: number): number {
  const values = { version: v.version.trim(), description: v.description.trim(), status: v.status };
  if (v.id === null)
    return Number(
      db
        .prepare(
          'INSERT INTO versions (version, description, status, created_at) VALUES (@version, @description, @status, @now)',
        )
        .run({ ...values, now }).lastInsertRowid,
    );
  db.prepare(
    'UPDATE versions SET version = @version, description = @description, status = @status WHERE id = @id',
  ).run({
    ...values,
    id: v.id,
  });
  return v.id;
}
