import type { Config } from '../../platform/config';
import { sendConsentCode, type CustomerRow } from './consent';
import type { Db } from '../../platform/db';
import { DAY_MS, almatyDate } from '../../services/almaty';
import {
  DEMO_CONTRACTS,
  DEMO_CUSTOMERS,
  DEMO_DOCUMENTS,
  customerFullName,
  type DemoCustomer,
  type DemoDocument,
} from './demo-public';
import { findOtpDocument, sendDocumentCode, type OtpDocumentRow } from '../../services/otp-documents';
import { agreementSpec, terminationSpec } from '../../services/pdf/documents';
import { addDays } from '../../services/pdf/format';
import type { PdfSpec } from '../../services/pdf/render';

/**
 * The public pages' seed (demo and test modes): demo-public.ts's customers, documents and contracts written into
 * the database, and the codes of the pending ones sent at start (main.ts), so a tester reads them in the log.
 */

export interface PublicSeedResult {
  customersAdded: number;
  documentsAdded: number;
  contractsAdded: number;
}

/** The register's product codes of the demo contracts' products. */
const DEMO_CONTRACT_CODES: Record<string, string> = {
  'ОГПО ВТС': 'OGPO_WEB_EA',
  Имущество: 'DSD_FI',
  Каско: 'DSAT_CASCO_FRE',
};

const round2 = (x: number) => Math.round(x * 100) / 100;

function documentSpec(doc: DemoDocument, customer: DemoCustomer, now: number): PdfSpec {
  const client = { fullName: customerFullName(customer), iin: customer.iin, phone: customer.phone };
  if (doc.type === 'agreement')
    return agreementSpec({
      number: '26-PROP-000512',
      client,
      object: 'Квартира, г. Алматы, мкр. Самал-2, д. 58, кв. 14',
      insuredSum: 30_000_000,
      premium: 52_300,
      dateFrom: addDays(now, 1),
      dateTo: addDays(now, 365),
      date: now,
    });
  // Termination: a year's OGPO policy that started 120 days ago; the insurer keeps 20 % of the unexpired part.
  const premium = 38_540;
  const dateFrom = addDays(now, -120);
  const unexpired = round2((premium * (365 - 120)) / 365);
  const commission = round2(unexpired * 0.2);
  const cash = customer.iin === '010214600123';
  return terminationSpec({
    number: cash ? '26-OGPO-000388' : '26-OGPO-000731',
    product: 'ОГПО ВТС',
    client,
    dateFrom,
    dateTo: addDays(dateFrom, 364),
    premium,
    refund: round2(unexpired - commission),
    commission,
    reason: 'Досрочное расторжение',
    bank: cash
      ? null
      : {
          beneficiary: client.fullName,
          iban: 'KZ687220000012345678',
          bik: 'CASPKZKA',
          name: 'АО «KASPI BANK»',
          kbe: '19',
        },
    date: now,
  });
}

/**
 * Idempotent, demo and test modes only: adds the customers, documents and contracts of the public pages that are
 * missing; never changes existing rows (an accepted consent or a paid contract stays so across restarts).
 */
export function seedPublic(db: Db, config: Pick<Config, 'mode' | 'now'>): PublicSeedResult {
  const result: PublicSeedResult = { customersAdded: 0, documentsAdded: 0, contractsAdded: 0 };
  if (config.mode === 'production') return result;
  const now = config.now();
  const insertCustomer = db.prepare(`INSERT OR IGNORE INTO customers
    (iin, surname, name, patronymic, phone, consent_status, consent_sent_at, consent_accepted_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertDocument = db.prepare(`INSERT OR IGNORE INTO otp_documents
    (ulid, type, phone, status, spec, sent_at, accepted_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  // A contract to pay on /epay/{id} is a policy of the register (created three days ago: not among the
  // dashboard's yesterday and today) and a card payment with the page's id.
  const insertPolicy = db.prepare(`INSERT OR IGNORE INTO policies
    (number, global_id, product_code, product_title, premium, status, payment_type, insurer, insureds, date_from,
     date_to, created_at, updated_at, paid_at)
    VALUES (@number, @global_id, @code, @product, @premium, @status, 1, @insurer, @insureds, @date_from, @date_to,
     @created_at, @created_at, @paid_at)`);
  const policyId = db.prepare('SELECT id FROM policies WHERE number = ?');
  const insertContract = db.prepare(`INSERT OR IGNORE INTO payments
    (id, policy_id, method, amount, status, invoice, paid_at, reference, created_at)
    VALUES (?, ?, 'card', ?, ?, ?, ?, ?, ?)`);
  const insertInvoice = db.prepare(`INSERT OR IGNORE INTO payment_invoices
    (invoice, payment_id, amount, status, reference, created_at, updated_at) VALUES (?, ?, ?, 'paid', ?, ?, ?)`);
  const byIin = new Map(DEMO_CUSTOMERS.map((c) => [c.iin, c]));

  db.transaction(() => {
    for (const c of DEMO_CUSTOMERS) {
      const accepted = c.consent === 'accepted';
      const info = insertCustomer.run(
        c.iin,
        c.surname,
        c.name,
        c.patronymic,
        c.phone,
        c.consent,
        c.consent === 'none' ? null : addDays(now, accepted ? -30 : 0),
        accepted ? addDays(now, -30) : null,
      );
      result.customersAdded += info.changes;
    }
    for (const d of DEMO_DOCUMENTS) {
      const customer = byIin.get(d.customerIin);
      if (!customer) throw new Error(`demo document ${d.ulid}: no customer ${d.customerIin}`);
      if (findOtpDocument(db, d.ulid)) continue;
      const info = insertDocument.run(
        d.ulid,
        d.type,
        customer.phone,
        d.status,
        JSON.stringify(documentSpec(d, customer, now)),
        d.status === 'none' ? null : now,
        d.status === 'accepted' ? addDays(now, -2) : null,
      );
      result.documentsAdded += info.changes;
    }
    for (const k of DEMO_CONTRACTS) {
      const insurer = byIin.get(k.insurerIin);
      if (!insurer) throw new Error(`demo contract ${k.id}: no customer ${k.insurerIin}`);
      const invoice = k.paid ? `${String(k.id).padStart(8, '0')}0001` : null;
      const paidAt = k.paid ? addDays(now, -3) : null;
      const reference = k.paid ? `SP-DEMO-${k.id}` : null;
      const created = now - 3 * DAY_MS;
      const insurerTitle = customerFullName(insurer);
      insertPolicy.run({
        number: k.number,
        global_id: k.paid ? k.number : null,
        code: DEMO_CONTRACT_CODES[k.product] ?? 'OGPO_WEB_EA',
        product: k.product,
        premium: k.premium,
        status: k.paid ? 1 : 0,
        insurer: JSON.stringify({ title: insurerTitle, iin: insurer.iin, person: 1, resident: true }),
        insureds: JSON.stringify([{ title: insurerTitle, iin: insurer.iin, person: 1 }]),
        date_from: almatyDate(now, 1),
        date_to: almatyDate(now, 365),
        created_at: created,
        paid_at: paidAt,
      });
      const policy = policyId.get(k.number) as { id: number };
      const info = insertContract.run(
        k.id,
        policy.id,
        k.premium,
        k.paid ? 'paid' : 'awaiting',
        invoice,
        paidAt === null ? null : new Date(paidAt).toISOString(),
        reference,
        created,
      );
      if (info.changes && invoice && paidAt !== null)
        insertInvoice.run(invoice, k.id, k.premium, reference, paidAt, paidAt);
      result.contractsAdded += info.changes;
    }
  })();
  return result;
}

export interface PendingLink {
  kind: 'kdp' | 'document';
  subject: string;
  phone: string;
  link: string;
}

/**
 * At every start (demo and test modes): a fresh code for every pending consent and document, through the SMS
 * gateway, so the log shows working links. Returns the pages the codes are for.
 */
export function sendPendingCodes(
  db: Db,
  config: Pick<Config, 'mode' | 'now' | 'log' | 'tokenSecret' | 'publicUrl'>,
): PendingLink[] {
  if (config.mode === 'production') return [];
  const links: PendingLink[] = [];
  const customers = db
    .prepare("SELECT * FROM customers WHERE consent_status = 'sent' ORDER BY id")
    .all() as CustomerRow[];
  // the demo's customers who read Kazakh get their SMS in Kazakh (the sandbox stores no customer's language)
  const languageOf = (iin: string) => DEMO_CUSTOMERS.find((d) => d.iin === iin)?.language;
  for (const c of customers) {
    sendConsentCode(db, config, c, languageOf(c.iin));
    links.push({ kind: 'kdp', subject: c.iin, phone: c.phone, link: `${config.publicUrl}/kdp/${c.iin}` });
  }
  const docs = db
    .prepare("SELECT * FROM otp_documents WHERE status = 'sent' ORDER BY created_at, ulid")
    .all() as OtpDocumentRow[];
  for (const d of docs) {
    const demo = DEMO_DOCUMENTS.find((x) => x.ulid === d.ulid);
    sendDocumentCode(db, config, d, demo ? languageOf(demo.customerIin) : undefined);
    links.push({
      kind: 'document',
      subject: d.ulid,
      phone: d.phone,
      link: `${config.publicUrl}/func/otp/${d.ulid}`,
    });
  }
  return links;
}
