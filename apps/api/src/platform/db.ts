import Database from 'better-sqlite3';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerUnicodeLike } from './unicode-like';

/**
 * The embedded SQLite database (better-sqlite3): opening it with the pragmas the server relies on, and the plain
 * SQL migrations of migrations/ applied in filename order, each once.
 */

export type Db = Database.Database;

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database file (WAL journal) or ':memory:'. Foreign keys on; LIKE folds the case of every letter. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  registerUnicodeLike(db);
  return db;
}

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** migrations/NNN_name.sql, in order of NNN. */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.slice(0, 3), name: f.slice(4, -4), sql: readFileSync(join(dir, f), 'utf8') }));
}

/** Applies the migrations not yet recorded in schema_migrations, each in its own transaction. Returns the applied ones. */
export function migrate(db: Db, migrations = listMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: string }[]).map(
      (r) => r.version,
    ),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name);
    })();
    applied.push(`${m.version}_${m.name}`);
  }
  return applied;
}
