import {
  DocumentUploadFieldsSchema,
  PodftUploadFieldsSchema,
  DOCUMENT_TYPE_IDS,
  documentTypesFor,
  ruDocuments,
  type DeleteClientImagesSchema,
  type DocumentKind,
  type DocumentRecord,
  type PodftUploadAnswer,
} from '@sakta/core/ogpo/documents';
import type * as z from 'zod/mini';
import {
  DOCUMENT_COLUMNS as COLUMNS,
  documentRecordOf as recordOf,
  type DocumentRow,
} from '../../services/kept-documents';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { Rejected, issueMessages, refused, russianErrorMap } from '../../platform/http';
import { checkFile } from './files';

/**
 * Documents of a sale's parties (spec part 2 sections 3.7, 4.1, 7.1) and the anti-money-laundering images (2.1,
 * 3.8): multipart bodies parsed with core's field schemas, files checked on their bytes, kept in the database.
 */

export const documentApiRu = {
  notMultipart: 'Тело запроса должно быть в формате multipart/form-data.',
  itemNotFound: 'Объект проверки не найден',
} as const;

/** The multipart body: its text fields (for core's schema) and its files. */
export async function readMultipart(
  req: Request,
): Promise<{ fields: Record<string, string>; files: Map<string, File> }> {
  if (!(req.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw new Rejected(400, [documentApiRu.notMultipart]);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new Rejected(400, [documentApiRu.notMultipart]);
  }
  const fields: Record<string, string> = {};
  const files = new Map<string, File>();
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
    else files.set(key, value);
  });
  return { fields, files };
}

function parseFields<S extends z.ZodMiniType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields, { error: russianErrorMap });
  if (!parsed.success) throw new Rejected(400, issueMessages(parsed.error));
  return parsed.data;
}

/** What an upload names and what it carries: the sale (its ulid) and the files. */
export interface UploadInput {
  fields: Record<string, string>;
  files: Map<string, File>;
  /** Refuses the upload unless the caller may use the sale it names (services/sales.ts). */
  ensureSale: (ulid: string) => void;
}

/** document/upload: the record kept, with its id. */
export async function uploadDocument(
  db: Db,
  config: Pick<Config, 'now'>,
  userId: number,
  body: UploadInput,
): Promise<DocumentRecord> {
  const f = parseFields(DocumentUploadFieldsSchema, body.fields);
  body.ensureSale(f.policy_ulid);
  const kind = Number(f.kind) as DocumentKind;
  // an insurer may also carry a legal entity's extra images (the policy knows which it needs)
  const extra = DOCUMENT_TYPE_IDS.filter((id) => !documentTypesFor(1).some((t) => t.type_id === id)).map(
    (type_id) => ({ type_id, title: type_id }),
  );
  if (!documentTypesFor(kind, extra).some((t) => t.type_id === f.type_id))
    throw new Rejected(422, [ruDocuments.unknownType]);
  const checked = await checkFile(body.files.get('file') ?? null);
  if ('problem' in checked) throw new Rejected(422, [checked.problem]);
  const { ok } = checked;
  const info = db
    .prepare(
      `INSERT INTO ogpo_documents
      (policy_ulid, c_id, kind, type_id, title, iin, global, item_key, temp_id, file_name, mime, size, body, user_id,
       created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      f.policy_ulid,
      Number(f.c_id),
      kind,
      f.type_id,
      f.title ?? '',
      f.iin ?? '',
      f.global ?? null,
      f.itemKey ?? null,
      f.temp_id ?? null,
      ok.name,
      ok.mime,
      ok.bytes.length,
      Buffer.from(ok.bytes),
      userId,
      new Date(config.now()).toISOString(),
    );
  return recordOf(
    db.prepare(`SELECT ${COLUMNS} FROM ogpo_documents WHERE id = ?`).get(info.lastInsertRowid) as DocumentRow,
  );
}

/** The kept document a document/delete names (id, policy, owner and kind must all match), with its uploader. */
export function findDocument(
  db: Db,
  doc: DocumentRecord,
): { id: number; user_id: number | null } | undefined {
  return db
    .prepare(
      'SELECT id, user_id FROM ogpo_documents WHERE id = ? AND policy_ulid = ? AND c_id = ? AND kind = ?',
    )
    .get(doc.id, doc.policy_ulid, doc.c_id, doc.kind) as { id: number; user_id: number | null } | undefined;
}

export function deleteDocument(db: Db, id: number): number {
  return db.prepare('DELETE FROM ogpo_documents WHERE id = ?').run(id).changes;
}

type ClientImages = z.output<typeof DeleteClientImagesSchema>;

/** The insurer or insured images of the client (of one policy when given): `what` selects from them. */
function clientImages(req: ClientImages, what: string) {
  const sql = `${what} FROM ogpo_documents WHERE kind IN (1, 2) AND c_id = @client`;
  return {
    sql: req.policy_ulid ? `${sql} AND policy_ulid = @policy` : sql,
    params: { client: req.client.id, policy: req.policy_ulid ?? null },
  };
}

/** The uploaders of the images document/delete-client-images would delete (each one's uploader decides). */
export function clientImageUploaders(db: Db, req: ClientImages): (number | null)[] {
  const { sql, params } = clientImages(req, 'SELECT DISTINCT user_id');
  return (db.prepare(sql).all(params) as { user_id: number | null }[]).map((r) => r.user_id);
}

/** document/delete-client-images: every insurer or insured image of the client (of one policy when given). */
export function deleteClientImages(db: Db, req: ClientImages): number {
  const { sql, params } = clientImages(req, 'DELETE');
  return db.prepare(sql).run(params).changes;
}

/**
 * The compliance record the images are for: the newest record of the client (by IIN/BIN or document number of the
 * client the dialog saved) or of the vehicle (by VIN); the review screen shows them with it.
 */
function reviewedRecord(db: Db, entity: 0 | 1, itemId: number): number | null {
  const keys =
    entity === 1
      ? [
          (
            db.prepare('SELECT vin FROM ogpo_vehicles WHERE id = ?').get(itemId) as
              { vin: string } | undefined
          )?.vin,
        ]
      : Object.values(
          (db.prepare('SELECT iin, document FROM ogpo_clients WHERE id = ?').get(itemId) as
            { iin: string; document: string } | undefined) ?? {},
        );
  const documents = keys.filter((k): k is string => !!k);
  if (documents.length === 0) return null;
  const row = db
    .prepare(
      `SELECT id FROM podft_records WHERE entity = ? AND document IN (${documents.map(() => '?').join(', ')})
        ORDER BY id DESC LIMIT 1`,
    )
    .get(entity, ...documents) as { id: number } | undefined;
  return row?.id ?? null;
}

/**
 * podft/upload: the front and/or back image for review (status 1). A vehicle must be one the sale saved; a
 * client's id is taken as given (the clients' table belongs to the client calls).
 */
export async function uploadPodft(
  db: Db,
  config: Pick<Config, 'now'>,
  userId: number,
  body: UploadInput,
): Promise<PodftUploadAnswer> {
  const f = parseFields(PodftUploadFieldsSchema, body.fields);
  body.ensureSale(f.ulid);
  const entity = Number(f.entity) as 0 | 1;
  const itemId = Number(f.id);
  if (entity === 1 && !db.prepare('SELECT id FROM ogpo_vehicles WHERE id = ?').get(itemId))
    throw refused(404, documentApiRu.itemNotFound);
  const sides = { front: body.files.get('front') ?? null, back: body.files.get('back') ?? null };
  if (!sides.front && !sides.back) throw refused(422, ruDocuments.podft.needImage);
  const checked: Record<'front' | 'back', { name: string; mime: string; bytes: Uint8Array } | null> = {
    front: null,
    back: null,
  };
  for (const side of ['front', 'back'] as const) {
    const file = sides[side];
    if (!file) continue;
    const c = await checkFile(file, { imagesOnly: true });
    if ('problem' in c) throw refused(422, `${ruDocuments.podft[side]}: ${c.problem}`);
    checked[side] = c.ok;
  }
  const info = db
    .prepare(
      `INSERT INTO podft_uploads (entity, item_id, ulid, front_name, front_mime, front_body, back_name,
      back_mime, back_body, status, user_id, created_at, podft_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    )
    .run(
      entity,
      itemId,
      f.ulid,
      checked.front?.name ?? null,
      checked.front?.mime ?? null,
      checked.front ? Buffer.from(checked.front.bytes) : null,
      checked.back?.name ?? null,
      checked.back?.mime ?? null,
      checked.back ? Buffer.from(checked.back.bytes) : null,
      userId,
      new Date(config.now()).toISOString(),
      reviewedRecord(db, entity, itemId),
    );
  const id = Number(info.lastInsertRowid);
  return {
    result: true,
    id,
    data: {
      id,
      entity,
      item_id: itemId,
      ulid: f.ulid,
      front_image: checked.front?.name ?? null,
      back_image: checked.back?.name ?? null,
      status: 1,
    },
  };
}
