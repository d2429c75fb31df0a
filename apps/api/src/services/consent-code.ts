import type { PublicLanguage } from '@sakta/core';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import { CODE_TTL_SECONDS, sendCode, type SentCode } from './sms';

/**
 * The code of a customer's consent to the processing of personal data (/kdp/{iin}): the consent page
 * (features/public-pages) and the sale's request for consent (state-register/clients.ts) send it alike.
 */

/** The purpose of the consent's codes. */
export const KDP_PURPOSE = 'kdp';

/** The consent page of a customer, the link of the SMS. */
export const consentLink = (config: Pick<Config, 'publicUrl'>, iin: string) =>
  `${config.publicUrl}/kdp/${iin}`;

/**
 * Sends (again) the consent code to the customer's phone with the link to the consent page, in the customer's
 * `language` when the sender knows it (else Russian); the customer's consent becomes pending (an accepted one
 * stays accepted).
 */
export function sendConsentCode(
  db: Db,
  config: Pick<Config, 'mode' | 'now' | 'log' | 'tokenSecret' | 'publicUrl'>,
  customer: { iin: string; phone: string },
  language?: PublicLanguage | null,
): SentCode {
  const sent = sendCode(db, config, {
    phone: customer.phone,
    purpose: KDP_PURPOSE,
    subject: customer.iin,
    ttlSeconds: CODE_TTL_SECONDS.kdp,
    link: consentLink(config, customer.iin),
    language,
  });
  db.prepare(
    `UPDATE customers SET consent_status = CASE consent_status WHEN 'accepted' THEN 'accepted' ELSE 'sent' END,
       consent_sent_at = ? WHERE iin = ?`,
  ).run(sent.sentAt, customer.iin);
  return sent;
}
