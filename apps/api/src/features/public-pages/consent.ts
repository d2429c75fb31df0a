import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { customerFullName, type ConsentState } from './demo-public';
import { consentSpec, type ConsentLang } from '../../services/pdf/documents';
import { renderPdf } from '../../services/pdf/render';
import { KDP_PURPOSE, consentLink, sendConsentCode } from '../../services/consent-code';

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

export { KDP_PURPOSE, consentLink, sendConsentCode };

export function findCustomer(db: Db, iin: string): CustomerRow | undefined {
  return db.prepare('SELECT * FROM customers WHERE iin = ?').get(iin) as CustomerRow | undefined;
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
