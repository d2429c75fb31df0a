import {
  activityKindsEndpoint,
  clientDemoScanFileEndpoint,
  clientDemoScansEndpoint,
  clientErrors,
  clientForceKdpEndpoint,
  clientGetEndpoint,
  clientRecognizeDataEndpoint,
  clientRecognizeUploadEndpoint,
  clientSetEndpoint,
  countriesEndpoint,
  economicSectorsEndpoint,
  ruClient,
} from '@sakta/core/ogpo/client';
import { clientGetChiefEndpoint, clientSetChiefEndpoint, type ChiefRecord } from '@sakta/core/ogpo/chief';
import { formatPhone, isCompletePhone } from '@sakta/core';
import { route } from '../../platform/endpoint';
import { Rejected, refused, type AppContext } from '../../platform/http';
import { ensureAccess } from '../../platform/ownership';
import { requireResendAllowed } from '../../services/sms';
import {
  consentStatus,
  findByDocument,
  findByIin,
  KDP_PURPOSE,
  requestConsent,
  toChiefRecord,
} from '../../services/state-register/clients';
import { ACTIVITY_KINDS, DIALOG_COUNTRIES, ECONOMIC_SECTORS } from './dictionaries';
import { demoScanBytes, demoScanList } from './scans';
import { checkScan, clientsApiRu, findTask, getClients, pollTask, SCAN_LIMITS, storeTask } from './clients';

/**
 * The calls of a sale's clients and chiefs, whatever the product (spec part 2 section 7.1): the client search on the simulated state register, saving
 * a client, the consent request, document recognition, the chief search and save, and the dictionaries. Every
 * call: the reserve-sale group [0, 3, 7, 8], from core's declarations.
 */

const userId = (c: AppContext) => c.var.auth.user.id;

/** POST /api/client/get -> {result, data: [records]} (empty: not found) | {result, consent: {status, message...}}. */
export const clientGet = route(clientGetEndpoint, async (c, req) => {
  const q = await req.body();
  const outcome = getClients(c.var.db, c.var.config, q);
  return c.json({ result: true as const, ...outcome });
});

/** POST /api/client/set [record] -> {result, data: the record with client.id, message}. Core's rules again. */
export const clientSet = route(clientSetEndpoint, async (c, req) => {
  const [record] = await req.body();
  const errors = clientErrors(record!);
  if (errors.length) throw new Rejected(400, errors);
  const { db } = c.var;
  const saved = { ...record! };
  // a legal entity's name is its title (7.1)
  if (!saved.filter.person) saved.client = { ...saved.client, name: saved.client.title };
  const existing =
    saved.client.id !== null
      ? (db
          .prepare('SELECT id FROM ogpo_clients WHERE id = ? AND user_id = ?')
          .get(saved.client.id, userId(c)) as { id: number } | undefined)
      : undefined;
  let id: number;
  if (existing) {
    id = existing.id;
    db.prepare(
      `UPDATE ogpo_clients SET iin = ?, document = ?, record = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?`,
    ).run(saved.client.iin, saved.document.number, '', id);
  } else {
    id = Number(
      db
        .prepare('INSERT INTO ogpo_clients (user_id, iin, document, record) VALUES (?, ?, ?, ?)')
        .run(userId(c), saved.client.iin, saved.document.number, '').lastInsertRowid,
    );
  }
  const data = { ...saved, client: { ...saved.client, id } };
  db.prepare('UPDATE ogpo_clients SET record = ? WHERE id = ?').run(JSON.stringify(data), id);
  return c.json({ result: true as const, data, message: ruClient.saved });
});

/**
 * POST /api/client/force-kdp {phone, iin} -> {result, message 'Обработано / Запрос отправлен на КДП'}: the SMS
 * with the link to /kdp/{iin} (one a minute per IIN, as every code).
 */
export const clientForceKdp = route(clientForceKdpEndpoint, async (c, req) => {
  const { phone, iin } = await req.body();
  const { db, config } = c.var;
  if (!isCompletePhone(formatPhone(phone))) throw refused(400, clientsApiRu.phoneRequired);
  const person = findByIin(db, iin, ['person', 'entrepreneur']).find((r) => r.resident === 1);
  if (!person) throw refused(404, clientsApiRu.notInRegister);
  if (consentStatus(db, config, iin) === 'accepted')
    return c.json({ result: true as const, message: clientsApiRu.consentGiven });
  requireResendAllowed(c, KDP_PURPOSE, iin, 'message');
  requestConsent(db, config, { ...person, iin }, formatPhone(phone));
  return c.json({ result: true as const, message: ruClient.consent.resent });
});

/** POST /api/client/recognize-upload multipart {document} -> {result, task_id}; the file checked and stored. */
export const clientRecognizeUpload = route(
  clientRecognizeUploadEndpoint,
  async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw refused(400, ruClient.scan.noFile);
    }
    const file = form.document;
    if (!(file instanceof File)) throw refused(400, ruClient.scan.noFile);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const scan = checkScan(bytes);
    const taskId = storeTask(c.var.db, c.var.config, userId(c), bytes, scan);
    return c.json({ result: true as const, task_id: taskId });
  },
  // room for a 4 MB file and the multipart envelope; a larger file is refused by checkScan with its message
  { maxBodyBytes: SCAN_LIMITS.max + 1024 * 1024 },
);

/**
 * POST /api/client/recognize-data {task_id} -> type 0 (wait) | 1 | 2 | 3; unknown: 'Не найден task_id'. The task
 * is its uploader's: anyone else is refused by core's rule.
 */
export const clientRecognizeData = route(clientRecognizeDataEndpoint, async (c, req) => {
  const { task_id } = await req.body();
  const task = findTask(c.var.db, task_id);
  ensureAccess(c, 'read', { kind: 'document', ownerId: task.user_id });
  return c.json(await pollTask(c.var.db, c.var.config, task));
});

/** GET /api/client/demo-scans: the demo identity documents to download. */
export const clientDemoScans = route(clientDemoScansEndpoint, async (c) =>
  c.json({ result: true as const, data: await demoScanList() }),
);

/** GET /api/client/demo-scans/{id}: the file. */
export const clientDemoScanFile = route(clientDemoScanFileEndpoint, async (c) => {
  const scan = await demoScanBytes(c.req.param('id') ?? '');
  if (!scan) throw refused(404, clientsApiRu.scanNotFound);
  return c.body(Buffer.from(scan.bytes), 200, {
    'Content-Type': scan.mime,
    'Content-Disposition': `attachment; filename="${scan.file}"`,
  });
});

/** POST /api/client/get-chief {iin, document} -> {result, data: {record, id, title}}; none: 'Клиент не найден'. */
export const clientGetChief = route(clientGetChiefEndpoint, async (c, req) => {
  const { iin, document } = await req.body();
  const { db } = c.var;
  if (!iin && !document.trim()) throw refused(400, clientsApiRu.chiefQuery);
  const rows = iin ? findByIin(db, iin, ['person', 'entrepreneur']) : findByDocument(db, document);
  const row = rows[0];
  if (!row) throw refused(404, clientsApiRu.chiefNotFound);
  const record = toChiefRecord(db, row);
  return c.json({
    result: true as const,
    data: { record, id: row.id, title: [row.surname, row.name, row.patronymic].filter(Boolean).join(' ') },
  });
});

function chiefComplete(r: ChiefRecord): boolean {
  return Boolean(
    r.surname.trim() && r.name.trim() && r.document.number.trim() && (!r.resident || /^\d{12}$/.test(r.iin)),
  );
}

/** POST /api/client/set-chief [record] -> {result, data: {id, title, added, doc}}. */
export const clientSetChief = route(clientSetChiefEndpoint, async (c, req) => {
  const [record] = await req.body();
  if (!chiefComplete(record!)) throw refused(400, clientsApiRu.chiefRequired);
  const r = record!;
  const info = c.var.db
    .prepare('INSERT INTO ogpo_chiefs (user_id, iin, record) VALUES (?, ?, ?)')
    .run(userId(c), r.iin, JSON.stringify(r));
  const id = Number(info.lastInsertRowid);
  return c.json({
    result: true as const,
    data: {
      id,
      title: [r.surname, r.name, r.patronymic].filter(Boolean).join(' '),
      added: true,
      doc: r.document.number,
    },
  });
});

export const countries = route(countriesEndpoint, (c) =>
  c.json({ result: true as const, data: DIALOG_COUNTRIES }),
);
export const activityKinds = route(activityKindsEndpoint, (c) =>
  c.json({ result: true as const, data: ACTIVITY_KINDS }),
);
export const economicSectors = route(economicSectorsEndpoint, (c) =>
  c.json({ result: true as const, data: ECONOMIC_SECTORS }),
);
