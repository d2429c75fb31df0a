import type { makeApp } from './helpers';

type Db = ReturnType<typeof makeApp>['db'];

/**
 * An identity document as document/upload keeps it (a 3-byte PNG of client `clientId` of sale `sale`, kind 1
 * insurer or 2 insured, uploaded by user `userId`), written straight into ogpo_documents; returns the record the
 * API answers for it (what document/delete takes).
 */
export function keepDocument(
  db: Db,
  d: { sale: string; clientId: number; userId: number; kind?: 1 | 2; title?: string; createdAt?: string },
) {
  const { sale, clientId, userId, kind = 1, title = '', createdAt = '2026-03-02T09:00:00.000Z' } = d;
  const id = Number(
    db
      .prepare(
        `INSERT INTO ogpo_documents (policy_ulid, c_id, kind, type_id, title, iin, file_name, mime, size, body, user_id,
           created_at)
         VALUES (?, ?, ?, '00001', ?, '', 'passport.png', 'image/png', 3, x'010203', ?, ?)`,
      )
      .run(sale, clientId, kind, title, userId, createdAt).lastInsertRowid,
  );
  return {
    id,
    policy_ulid: sale,
    c_id: clientId,
    kind,
    type_id: '00001',
    title,
    iin: '',
    file_name: 'passport.png',
    object: 'image/png',
    size: 3,
    global: null,
    itemKey: null,
    temp_id: null,
  };
}
