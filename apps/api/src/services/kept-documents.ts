import type { DocumentKind, DocumentRecord } from '@sakta/core/ogpo/documents';
import type { Db } from '../platform/db';

/**
 * The documents uploaded for a policy's parties (table ogpo_documents): a row as the upload keeps it and the record
 * the calls answer (the file itself stays on the server). The upload feature writes them; a reopened draft reads
 * them, so it carries what is kept now.
 */

export interface DocumentRow {
  id: number;
  policy_ulid: string;
  c_id: number;
  kind: DocumentKind;
  type_id: string;
  title: string;
  iin: string;
  global: string | null;
  item_key: string | null;
  temp_id: string | null;
  file_name: string;
  mime: string;
  size: number;
}

export const DOCUMENT_COLUMNS =
  'id, policy_ulid, c_id, kind, type_id, title, iin, global, item_key, temp_id, file_name, mime, size';

export function documentRecordOf(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    policy_ulid: row.policy_ulid,
    c_id: row.c_id,
    kind: row.kind,
    type_id: row.type_id,
    title: row.title,
    iin: row.iin,
    file_name: row.file_name,
    object: row.mime,
    size: row.size,
    global: row.global,
    itemKey: row.item_key,
    temp_id: row.temp_id,
  };
}

/** Every document kept for a policy (its ulid), in the order they were uploaded. */
export function documentsOfPolicy(db: Db, policyUlid: string): DocumentRecord[] {
  return (
    db
      .prepare(`SELECT ${DOCUMENT_COLUMNS} FROM ogpo_documents WHERE policy_ulid = ? ORDER BY id`)
      .all(policyUlid) as DocumentRow[]
  ).map(documentRecordOf);
}
