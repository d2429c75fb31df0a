import { randomBytes } from 'node:crypto';
import {
  blankRecord,
  defaultDriver,
  nonResidentNameError,
  SEARCH_MODE,
  RECOGNITION,
  ruClient,
  type ClientConsentAnswer,
  type ClientDifference,
  type ClientGetRequest,
  type ClientRecord,
  type RecognitionAnswer,
} from '@sakta/core/ogpo/client';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@sakta/core/ogpo/documents';
import { DEFAULT_INSURED_DRIVER, isDefaultInsured } from '@sakta/core/ogpo';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';
import {
  consentStatus,
  findById,
  findByDocument,
  findByIin,
  findNonResidents,
  isPensioner,
  toClientRecord,
  type RegisterClientRow,
} from '../../services/state-register/clients';
import { DEMO_SCANS, type DemoDocument, type DemoScanDef } from './seed-clients-data';
import { goodImageSize, sniffMime, type UploadMime } from '../../services/image-file';
import { scanCode } from './scan-file';

/** The rules of the client calls of every product's sale (spec part 2 sections 4.3, 5.1, 7.1, 8). */

export const clientsApiRu = {
  iinRequired: 'Укажите ИИН',
  binRequired: 'Укажите БИН',
  nameRequired: 'Укажите фамилию и имя нерезидента',
  notInRegister: 'Клиент не найден в реестре',
  consentGiven: 'Клиент уже предоставил согласие',
  phoneRequired: 'Укажите номер телефона клиента: +7(###) ###-####',
  chiefQuery: 'Укажите ИИН (12 цифр) или номер документа',
  chiefNotFound: 'Клиент не найден',
  chiefRequired: 'Заполните фамилию, имя, документ и (для резидента) ИИН',
  notRecognised:
    'Документ не распознан. Загрузите скан удостоверения личности или паспорта (например, из демо-сканов песочницы).',
  expired: 'Срок действия документа № {number} истёк {until}. Загрузите действующий документ.',
  scanNotFound: 'Демо-скан не найден',
  consent: {
    2: 'Клиент не предоставил согласие на сбор и обработку персональных данных (КДП).',
    3: 'Срок кода согласия (КДП) истёк или код заблокирован. Отправьте согласие повторно.',
    6: 'Клиент не зарегистрирован в системе согласий (КДП). Отправьте запрос согласия.',
    10: 'Клиенту отправлен код согласия (КДП). Введите код из СМС или дождитесь подтверждения на странице согласия.',
  },
} as const;

/** A document read from a scan: not verified by the register. */
function scanDocument(d: DemoDocument): ClientRecord['document'] {
  return {
    type_id: d.type_id,
    number: d.number,
    issued: d.issued,
    issuer: d.issuer,
    until: d.until,
    valid: d.valid,
    verified_at: null,
  };
}

/** The fields where the recognised scan reads otherwise than the register (2.2 comparison table). */
export function scanDifferences(r: ClientRecord, scan: DemoScanDef['recognised']): ClientDifference[] {
  const doc = r.documents.find((d) => d.number === scan.document.number) ?? r.document;
  const pairs: [string, string, string][] = [
    ['Фамилия', r.client.surname, scan.surname],
    ['Имя', r.client.name, scan.name],
    ['Отчество', r.client.patronymic, scan.patronymic],
    ['Дата рождения', r.client.birthday, scan.birthday],
    ['ИИН', r.client.iin, scan.iin],
    ['Номер документа', doc.number, scan.document.number],
    ['Дата выдачи документа', doc.issued, scan.document.issued],
    ['Документ действителен до', doc.until, scan.document.until],
  ];
  const norm = (v: string) => v.trim().toLocaleUpperCase('ru-RU');
  return pairs
    .filter(([, esbd, read]) => norm(esbd) !== norm(read))
    .map(([field, esbd, read]) => ({ field, esbd: esbd || null, scan: read || null }));
}

const todayOf = (config: Pick<Config, 'now'>) => new Date(config.now()).toISOString().slice(0, 10);

/**
 * A register row as the dialog's record, with the driver defaults of 4.3 for a natural person, and the driver block
 * the default insured of a legal-entity insurer is priced with (4.1: age_experience_id 2).
 */
function recordOf(db: Db, config: Pick<Config, 'now'>, row: RegisterClientRow): ClientRecord {
  const r = toClientRecord(db, row);
  if (isDefaultInsured(r)) return { ...r, driver: DEFAULT_INSURED_DRIVER };
  if (row.kind === 'legal') return r;
  const driver = defaultDriver(row.birthday, todayOf(config));
  return {
    ...r,
    driver: { ...driver, pensioner: isPensioner(row) && row.resident === 1 && row.kind === 'person' },
  };
}

export type ClientGetOutcome = { data: ClientRecord[] } | { consent: ClientConsentAnswer };

/**
 * client/get: by register id (esbd_id: a reload of a client, or the default insured of a legal-entity insurer, 4.1,
 * whatever the search's flags), resident by IIN, legal entity by BIN (insurer only), non-resident by name (or IIN).
 * A resident natural person is returned only with consent; otherwise the consent status.
 */
export function getClients(db: Db, config: Pick<Config, 'now'>, q: ClientGetRequest): ClientGetOutcome {
  let rows: RegisterClientRow[];
  if (q.esbd_id !== undefined && q.esbd_id !== null) {
    const row = findById(db, q.esbd_id);
    rows = row ? [row] : [];
  } else if (!q.person && !q.insurer) {
    throw refused(400, ruClient.legalOnlyInsurer);
  } else if (!q.person) {
    if (!q.iin) throw refused(400, clientsApiRu.binRequired);
    rows = findByIin(db, q.iin, ['legal']);
  } else if (q.resident) {
    if (!q.iin) throw refused(400, clientsApiRu.iinRequired);
    rows = findByIin(db, q.iin, ['person', 'entrepreneur']).filter((r) => r.resident === 1);
  } else if (q.iin) {
    rows = findByIin(db, q.iin, ['person']).filter((r) => r.resident === 0);
  } else {
    const surname = q.surname?.trim() ?? '';
    const name = q.name?.trim() ?? '';
    if (!surname || !name) throw refused(400, clientsApiRu.nameRequired);
    const bad = nonResidentNameError(surname, 'Фамилия') ?? nonResidentNameError(name, 'Имя');
    if (bad) throw refused(400, bad);
    rows = findNonResidents(db, { surname, name, ...(q.birthday ? { birthday: q.birthday } : {}) });
  }
  for (const row of rows) {
    if (row.resident !== 1 || row.kind === 'legal' || !row.iin) continue;
    const status = consentStatus(db, config, row.iin);
    if (status !== 'accepted')
      return { consent: { status, message: clientsApiRu.consent[status], iin: row.iin, phone: row.phone } };
  }
  return { data: rows.map((r) => recordOf(db, config, r)) };
}

// ------------------------------------------------------------------------------------------------------------
// Recognition

/** The scan's size limits: the uploads' own (spec part 2 section 9). */
export const SCAN_LIMITS = { min: UPLOAD_MIN_BYTES, max: UPLOAD_MAX_BYTES } as const;

export interface CheckedScan {
  mime: UploadMime;
  size: number;
  width: number | null;
  height: number | null;
}

/** The server's checks of an uploaded scan (5.1): the same rules as the browser's, read from the bytes. */
export function checkScan(bytes: Uint8Array): CheckedScan {
  if (bytes.length === 0) throw refused(400, ruClient.scan.noFile);
  const mime = sniffMime(bytes);
  if (!mime) throw refused(415, ruClient.scan.format);
  if (bytes.length > SCAN_LIMITS.max) throw refused(413, ruClient.scan.tooBig);
  if (mime === 'application/pdf') return { mime, size: bytes.length, width: null, height: null };
  if (bytes.length < SCAN_LIMITS.min) throw refused(400, ruClient.scan.tooSmall);
  const size = goodImageSize(bytes, mime);
  if (!size) throw refused(400, ruClient.scan.lowQuality);
  return { mime, size: bytes.length, ...size };
}

export function storeTask(
  db: Db,
  config: Pick<Config, 'now'>,
  userId: number,
  bytes: Uint8Array,
  scan: CheckedScan,
) {
  const taskId = randomBytes(12).toString('hex');
  db.prepare(
    `INSERT INTO recognition_tasks (task_id, user_id, mime, size, width, height, file, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(taskId, userId, scan.mime, scan.size, scan.width, scan.height, Buffer.from(bytes), config.now());
  return taskId;
}

export interface TaskRow {
  task_id: string;
  user_id: number;
  mime: UploadMime;
  file: Buffer;
  polls: number;
}

/**
/**
 * A recognition task with its uploader (the caller checks who may poll it); unknown: 404 'Не найден task_id'.
 */
export function findTask(db: Db, taskId: string): TaskRow {
  const task = db
    .prepare('SELECT task_id, user_id, mime, file, polls FROM recognition_tasks WHERE task_id = ?')
    .get(taskId) as TaskRow | undefined;
  if (!task) throw refused(404, ruClient.scan.noTask);
  return task;
}

/**
 * recognize-data: until its config.recognitionPolls-th poll (the third but in the e2e servers) 'still working'
 * (type 0), then the outcome:
 * no recognition code -> result false (not recognised); an expired document -> 2 with a message; a document the
 * register knows -> 3 with the found clients; otherwise -> 1 a new client filled from the scan.
 */
export async function pollTask(
  db: Db,
  config: Pick<Config, 'now' | 'recognitionPolls'>,
  task: TaskRow,
): Promise<RecognitionAnswer> {
  const taskId = task.task_id;
  const polls = task.polls + 1;
  db.prepare('UPDATE recognition_tasks SET polls = ? WHERE task_id = ?').run(polls, taskId);
  if (polls < config.recognitionPolls) return { result: true, type: RECOGNITION.waiting };
  const code = await scanCode(new Uint8Array(task.file), task.mime);
  const def = code ? DEMO_SCANS.find((s) => s.code === code) : undefined;
  if (!def) throw refused(422, clientsApiRu.notRecognised);
  const r = def.recognised;
  const today = todayOf(config);
  if (r.document.until && r.document.until < today)
    return {
      result: true,
      type: RECOGNITION.message,
      message: clientsApiRu.expired
        .replace('{number}', r.document.number)
        .replace('{until}', r.document.until.split('-').reverse().join('.')),
    };
  const known = (r.iin ? findByIin(db, r.iin, ['person', 'entrepreneur']) : []).concat(
    findByDocument(db, r.document.number),
  );
  const unique = [...new Map(known.map((k) => [k.id, k])).values()];
  if (unique.length > 0)
    return {
      result: true,
      type: RECOGNITION.found,
      data: unique.map((k) => {
        const record = recordOf(db, config, k);
        const differences = scanDifferences(record, def.recognised);
        return differences.length ? { ...record, differences } : record;
      }),
    };
  // a new client: the dialog's blank record of its kind with what the scan read
  const flags = { resident: r.resident, person: true, verify: false };
  const blank = blankRecord({
    mode: r.resident ? SEARCH_MODE.iin : SEARCH_MODE.name,
    flags,
    query: { iin: r.iin, surname: r.surname, name: r.name, birthday: r.birthday, phone: '' },
    input: { today },
  });
  return {
    result: true,
    type: RECOGNITION.newClient,
    data: {
      ...blank,
      client: {
        ...blank.client,
        title: [r.surname, r.name, r.patronymic].filter(Boolean).join(' '),
        patronymic: r.patronymic,
        surname_eng: r.surname_eng,
        name_eng: r.name_eng,
        sex: r.sex,
        iin: r.iin,
        country_id: r.country_id,
      },
      document: scanDocument(r.document),
      documents: [scanDocument(r.document)],
      location: { ...blank.location, country_id: r.country_id },
    },
  };
}
