import type { ClientDocument, ClientRecord, ConsentStatusCode } from '@sakta/core/ogpo/client';
import type { ChiefRecord } from '@sakta/core/ogpo/chief';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { KDP_PURPOSE, sendConsentCode } from '../consent-code';
import { MAX_CODE_ATTEMPTS, type SentCode } from '../sms';

/**
 * The simulated state register (ЕСБД) of clients (spec part 2 sections 3.3, 4.3, 7.1): lookups by IIN, BIN,
 * non-resident name, document number and register id, each row turned into core's ClientRecord; and the
 * register's consent (КДП) status, read from the consent system of the public page /kdp/{iin}.
 *
 * Consent mapping (the spec's statuses of client/get onto the consent system of migration 002: `customers` and
 * the 'kdp' code in `sms_codes`). One consent, one code: the dialog's code and the page's link confirm the same.
 *   accepted                                    -> no status: the client is found
 *   no `customers` row for the IIN              -> 6  the person is not in the consent system yet
 *   row with consent_status 'none'               -> 2  consent never requested
 *   row 'sent', but no usable code (expired,
 *   blocked after 5 wrong tries, or consumed)   -> 3  the request lapsed: send it again
 *   row 'sent' with a live code                 -> 10 a code awaits the customer (code field in the dialog)
 * force-kdp (2/3/6) creates the row when missing (name and phone from the register and the dialog), sends the
 * code with the link through the SMS gateway, and the status becomes 10.
 */

export interface RegisterClientRow {
  id: number;
  kind: 'person' | 'entrepreneur' | 'legal';
  resident: 0 | 1;
  iin: string | null;
  title: string;
  surname: string;
  name: string;
  patronymic: string;
  surname_eng: string;
  name_eng: string;
  birthday: string;
  sex: 0 | 1 | 2;
  phone: string;
  email: string;
  politician: 0 | 1;
  country_id: number | null;
  address: string;
  activity_kind_id: number | null;
  economics_sector_id: number | null;
  accountant: string;
  class_id: number | null;
  class: string;
  pensioner: 0 | 1;
  entrepreneur: string | null;
  bank: string | null;
  leader_iin: string | null;
  beneficiary_iins: string | null;
}

interface RegisterDocumentRow {
  id: number;
  client_id: number;
  type_id: ClientDocument['type_id'];
  number: string;
  issued: string;
  issuer: string;
  until: string;
  valid: 0 | 1;
  verified_at: string | null;
}

export function documentsOf(db: Db, clientId: number): ClientDocument[] {
  const rows = db
    .prepare('SELECT * FROM register_documents WHERE client_id = ? ORDER BY id')
    .all(clientId) as RegisterDocumentRow[];
  return rows.map((d) => ({
    type_id: d.type_id,
    number: d.number,
    issued: d.issued,
    issuer: d.issuer,
    until: d.until,
    valid: d.valid === 1,
    verified_at: d.verified_at,
  }));
}

const EMPTY_DOCUMENT: ClientDocument = {
  type_id: 1,
  number: '',
  issued: '',
  issuer: '',
  until: '',
  valid: false,
  verified_at: null,
};

/** The register's row as the client record of 3.3 (the first valid verified document is the current one). */
export function toClientRecord(db: Db, row: RegisterClientRow): ClientRecord {
  const documents = documentsOf(db, row.id);
  const current =
    documents.find((d) => d.valid && d.verified_at !== null) ??
    documents.find((d) => d.valid) ??
    documents[0];
  const person = row.kind !== 'legal';
  const title = person ? [row.surname, row.name, row.patronymic].filter(Boolean).join(' ') : row.title;
  return {
    filter: { resident: row.resident === 1, person, verify: row.resident === 1 },
    client: {
      title,
      surname: row.surname,
      name: row.name,
      patronymic: row.patronymic,
      surname_eng: row.surname_eng,
      name_eng: row.name_eng,
      patronymic_eng: '',
      birthday: row.birthday,
      sex: row.sex,
      iin: row.iin ?? '',
      phone: row.phone,
      email: row.email,
      politician: row.politician === 1,
      id: null,
      esbd_id: row.id,
      activity_kind_id: row.activity_kind_id,
      economics_sector_id: row.economics_sector_id,
      accountant: row.accountant,
      country_id: row.country_id,
    },
    document: current ?? EMPTY_DOCUMENT,
    documents,
    location: {
      country_id: row.resident === 1 ? 1 : row.country_id,
      address: row.address,
      street: '',
      float: '',
      home: '',
      code: '',
    },
    class: { class_id: row.class_id, class: row.class },
    driver: null,
    bank: row.bank ? (JSON.parse(row.bank) as ClientRecord['bank']) : { iik: '', bik: '', name: '', kbe: '' },
    entrepreneur: row.entrepreneur ? (JSON.parse(row.entrepreneur) as ClientRecord['entrepreneur']) : null,
    ...(row.kind === 'legal' ? chiefRefs(db, row) : {}),
  };
}

/** A legal entity's leader and beneficial owners, by the register's IINs (the chief dialog finds each). */
function chiefRefs(db: Db, row: RegisterClientRow): Pick<ClientRecord, 'leader' | 'beneficiaries'> {
  const ref = (iin: string) => {
    const p = findByIin(db, iin, ['person', 'entrepreneur'])[0];
    return { iin, added: false, title: p ? [p.surname, p.name, p.patronymic].filter(Boolean).join(' ') : '' };
  };
  const owners = row.beneficiary_iins ? (JSON.parse(row.beneficiary_iins) as string[]) : [];
  return { leader: row.leader_iin ? ref(row.leader_iin) : null, beneficiaries: owners.map(ref) };
}

/** Register rows are pensioners by the register's flag (the record's driver block is the dialog's). */
export const isPensioner = (row: RegisterClientRow) => row.pensioner === 1;

export function findByIin(
  db: Db,
  iin: string,
  kinds: readonly RegisterClientRow['kind'][],
): RegisterClientRow[] {
  const rows = db
    .prepare('SELECT * FROM register_clients WHERE iin = ? ORDER BY id')
    .all(iin) as RegisterClientRow[];
  return rows.filter((r) => kinds.includes(r.kind));
}

export function findById(db: Db, id: number): RegisterClientRow | undefined {
  return db.prepare('SELECT * FROM register_clients WHERE id = ?').get(id) as RegisterClientRow | undefined;
}

/**
 * Non-residents by name: surname and name compared case-insensitively with the Cyrillic or the Latin spelling,
 * optionally the birthday.
 */
export function findNonResidents(
  db: Db,
  q: { surname: string; name: string; birthday?: string },
): RegisterClientRow[] {
  const rows = db
    .prepare("SELECT * FROM register_clients WHERE resident = 0 AND kind = 'person' ORDER BY id")
    .all() as RegisterClientRow[];
  const norm = (s: string) => s.trim().toLocaleUpperCase('ru-RU');
  const s = norm(q.surname);
  const n = norm(q.name);
  return rows.filter(
    (r) =>
      ((norm(r.surname) === s && norm(r.name) === n) ||
        (norm(r.surname_eng) === s && norm(r.name_eng) === n)) &&
      (!q.birthday || r.birthday === q.birthday),
  );
}

/** Natural persons by a document number (the chief search, the scan recognition). */
export function findByDocument(db: Db, number: string): RegisterClientRow[] {
  return db
    .prepare(
      `SELECT c.* FROM register_clients c JOIN register_documents d ON d.client_id = c.id
       WHERE upper(d.number) = upper(?) AND c.kind != 'legal' ORDER BY c.id`,
    )
    .all(number.trim()) as RegisterClientRow[];
}

/** A register person as a chief record (3.3 Chief). */
export function toChiefRecord(db: Db, row: RegisterClientRow): ChiefRecord {
  const doc = documentsOf(db, row.id).find((d) => d.type_id !== 7) ?? null;
  return {
    id: null,
    resident: row.resident === 1,
    politician: row.politician === 1,
    iin: row.iin ?? '',
    surname: row.surname,
    name: row.name,
    patronymic: row.patronymic,
    birthday: row.birthday,
    sex: row.sex === 2 ? 2 : 1,
    phone: row.phone,
    email: row.email,
    document: {
      type_id: (doc?.type_id ?? 1) as ChiefRecord['document']['type_id'],
      number: doc?.number ?? '',
      issued: doc?.issued ?? '',
    },
    location: { address: row.address },
  };
}

// ------------------------------------------------------------------------------------------------------------
// Consent (КДП), read from and sent through the consent system of /kdp/{iin}

export { KDP_PURPOSE };

interface CustomerRow {
  id: number;
  iin: string;
  phone: string;
  consent_status: 'none' | 'sent' | 'accepted';
}

interface KdpCodeRow {
  expires_at: number;
  attempts: number;
}

/** 'accepted', or the spec's status 2/3/6/10 (see the mapping above). */
export function consentStatus(
  db: Db,
  config: Pick<Config, 'now'>,
  iin: string,
): 'accepted' | ConsentStatusCode {
  const customer = db.prepare('SELECT * FROM customers WHERE iin = ?').get(iin) as CustomerRow | undefined;
  if (!customer) return 6;
  if (customer.consent_status === 'accepted') return 'accepted';
  if (customer.consent_status === 'none') return 2;
  const code = db
    .prepare('SELECT expires_at, attempts FROM sms_codes WHERE purpose = ? AND subject = ?')
    .get(KDP_PURPOSE, iin) as KdpCodeRow | undefined;
  if (!code || code.expires_at <= config.now() || code.attempts >= MAX_CODE_ATTEMPTS) return 3;
  return 10;
}

/**
 * Asks the customer for consent: the customer of the consent system (created from the register's person when
 * missing) gets the phone given, a fresh 'kdp' code and the SMS with the link to /kdp/{iin}; pending from now.
 */
export function requestConsent(
  db: Db,
  config: Pick<Config, 'mode' | 'now' | 'log' | 'tokenSecret' | 'publicUrl'>,
  person: { iin: string; surname: string; name: string; patronymic: string },
  phone: string,
): SentCode {
  db.prepare(
    `INSERT INTO customers (iin, surname, name, patronymic, phone) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (iin) DO UPDATE SET phone = excluded.phone`,
  ).run(person.iin, person.surname, person.name, person.patronymic || null, phone);
  return sendConsentCode(db, config, { iin: person.iin, phone });
}
