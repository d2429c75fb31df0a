import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { customerFullName, type ConsentState } from './demo-public';
import { consentSpec, type ConsentLang } from '../../services/pdf/documents';
import { renderPdf } from '../../services/pdf/render';
import { CODE_TTL_SECONDS, sendCode, type SentCode } from '../../services/sms';

/** Customers and their consent to the processing of personal data (/kdp/{iin}). */

export interface CustomerRow {
  id: number;
  iin: string;
  surname: string;
  name: string;
  patronymic: string | null;
  phone: string;
  consent_status: ConsentState;
  consent_sent_at: number | null;
  consent_accepted_at: number | null;
}

export const KDP_PURPOSE = 'kdp';

export function findCustomer(db: Db, iin: string): CustomerRow | undefined {
  return db.prepare('SELECT * FROM customers WHERE iin = ?').get(iin) as CustomerRow | undefined;
}

/** The consent page of a customer, the link of the SMS. */
export function consentLink(config: Pick<Config, 'publicUrl'>, iin: string): string {
  return `${config.publicUrl}/kdp/${iin}`;
}

/** Sends (again) the consent code with the link to the consent page; the customer's consent becomes pending. */
export function sendConsentCode(
  db: Db,
  config: Pick<Config, 'mode' | 'now' | 'log' | 'tokenSecret' | 'publicUrl'>,
  customer: CustomerRow,
): SentCode {
  const sent = sendCode(db, config, {
    phone: customer.phone,
    purpose: KDP_PURPOSE,
    subject: customer.iin,
    ttlSeconds: CODE_TTL_SECONDS.kdp,
    link: consentLink(config, customer.iin),
  });
  db.prepare(
    `UPDATE customers SET consent_status = CASE consent_status WHEN 'accepted' THEN 'accepted' ELSE 'sent' END,
       consent_sent_at = ? WHERE id = ?`,
  ).run(sent.sentAt, customer.id);
  return sent;
}

export function acceptConsent(db: Db, config: Pick<Config, 'now'>, customer: CustomerRow): void {
  db.prepare("UPDATE customers SET consent_status = 'accepted', consent_accepted_at = ? WHERE id = ?").run(
    config.now(),
    customer.id,
  );
}

export function consentPdf(customer: CustomerRow, lang: ConsentLang, now: number): Promise<Uint8Array> {
  return renderPdf(
    consentSpec({
      lang,
      fullName: customerFullName(customer),
      iin: customer.iin,
      phone: customer.phone,
      date: customer.consent_sent_at ?? now,
      acceptedAt: customer.consent_accepted_at,
    }),
  );
}
