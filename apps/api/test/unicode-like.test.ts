import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db';

/** LIKE of the sandbox's connections: case folded for every letter (the screens search Cyrillic names). */
describe('LIKE on a connection of openDatabase', () => {
  const db = openDatabase(':memory:');
  db.exec(
    "CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('Иванов Пётр'), ('ТОО «Алатау»'), ('100% x_1'), (NULL)",
  );
  const found = (pattern: string, escape?: string) =>
    (
      db
        .prepare(`SELECT v FROM t WHERE v LIKE ?${escape ? ` ESCAPE '${escape}'` : ''} ORDER BY v`)
        .all(pattern) as { v: string }[]
    ).map((r) => r.v);

  it('folds the case of Cyrillic letters, ё included', () => {
    expect(found('%иванов%')).toEqual(['Иванов Пётр']);
    expect(found('%ПЁТР')).toEqual(['Иванов Пётр']);
    expect(found('%алатау%')).toEqual(['ТОО «Алатау»']);
    expect(found('%сидоров%')).toEqual([]);
  });

  it('keeps % (any run), _ (one character), ESCAPE and NULL as SQLite has them', () => {
    expect(found('иванов')).toEqual([]);
    expect(found('_ванов%')).toEqual(['Иванов Пётр']);
    expect(found('100\\%%', '\\')).toEqual(['100% x_1']);
    expect(found('%x\\_1', '\\')).toEqual(['100% x_1']);
    expect(found('%x\\_2', '\\')).toEqual([]);
    expect(db.prepare('SELECT NULL LIKE ? AS r').get('%') as { r: null }).toEqual({ r: null });
  });
});
