import { fmt, type VerifyAnswer } from '@sakta/core';
import type { ClientRecord } from '@sakta/core/parties/client';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import { almatyDate } from './almaty';
import { PODFT_ENTITY, PODFT_TYPE, createPodft, latestPodft, onWatchlist, podftBlock } from './podft-records';
import { findByIin, findNonResidents, toClientRecord } from './state-register/clients';

/**
 * The verification of a sale's party on the state register (spec part 2 sections 4.1, 7.2, 8), shared by every
 * product's verify call (OGPO's verify/client, the financial institutions' verify/client-fi). The answer always
 * carries `success` (a reply without it is the page's timeout):
 * - unknown to the register (a non-resident: nor saved by the client dialog): success false;
 * - an identity document past its `until`: success false, canEdit (a new document fixes it);
 * - a politically exposed client (the register's flag or the card's) or one on the sanctions list: success true
 *   with `podft`, the party's newest compliance record, or a new one (status 1) for the reason it was flagged.
 */

export const verificationRu = {
  clientUnknown: 'Клиент не найден в государственной базе данных (ЕСБД).',
  documentExpired:
    'Срок действия документа, удостоверяющего личность, истёк {until}. Обновите документ клиента.',
  verified: 'Проверка пройдена.',
} as const;

export type VerifyContext = { db: Db; config: Pick<Config, 'now'>; userId: number };

export const failedVerification = (message: string, canEdit = false): VerifyAnswer => ({
  success: false,
  result: false,
  canEdit,
  message,
  podft: null,
});

export const passedVerification = (podft: VerifyAnswer['podft'] = null): VerifyAnswer => ({
  success: true,
  result: true,
  canEdit: false,
  message: verificationRu.verified,
  podft,
});

/** The party's newest compliance record, or a new one (status 1) for the reason it was flagged; as its block. */
export function podftFor(
  ctx: VerifyContext,
  flagged: Omit<Parameters<typeof createPodft>[2], 'ulid' | 'userId'>,
  ulid: string,
) {
  const record =
    latestPodft(ctx.db, flagged.entity, flagged.document) ??
    createPodft(ctx.db, ctx.config, { ...flagged, ulid, userId: ctx.userId });
  return podftBlock(record);
}

/** Who is asked about: a resident (or anyone with an IIN/BIN) by the number, a non-resident by name. */
export interface ClientQuery {
  /** The sale (its ulid): a new compliance record names it. */
  ulid: string;
  resident: boolean;
  iin: string;
  surname: string;
  name: string;
  birthday?: string;
  /** The card says the client is politically exposed (the register's flag counts too). */
  politician?: boolean;
}

function registerRecord(db: Db, q: ClientQuery): ClientRecord | undefined {
  if (q.iin) {
    const row = findByIin(db, q.iin, ['person', 'entrepreneur', 'legal'])[0];
    return row ? toClientRecord(db, row) : undefined;
  }
  if (!q.surname || !q.name) return undefined;
  const row = findNonResidents(db, {
    surname: q.surname,
    name: q.name,
    ...(q.birthday ? { birthday: q.birthday } : {}),
  })[0];
  return row ? toClientRecord(db, row) : undefined;
}

/** A non-resident the client dialog saved (client/set) without a register record. */
function savedNonResident(db: Db, q: ClientQuery): ClientRecord | undefined {
  const row = db
    .prepare(
      `SELECT record FROM ogpo_clients WHERE upper(json_extract(record, '$.client.surname')) = upper(?)
        AND upper(json_extract(record, '$.client.name')) = upper(?) ORDER BY id DESC LIMIT 1`,
    )
    .get(q.surname, q.name) as { record: string } | undefined;
  return row ? (JSON.parse(row.record) as ClientRecord) : undefined;
}

export function verifyRegisterClient(ctx: VerifyContext, q: ClientQuery): VerifyAnswer {
  const record = registerRecord(ctx.db, q) ?? (q.resident ? undefined : savedNonResident(ctx.db, q));
  if (!record) return failedVerification(verificationRu.clientUnknown);
  const until = record.document.until;
  if (until && until < almatyDate(ctx.config.now()))
    return failedVerification(fmt(verificationRu.documentExpired, { until }), true);

  const document = record.client.iin || record.document.number;
  const politician = record.client.politician || !!q.politician;
  const sanctioned = onWatchlist(ctx.db, PODFT_ENTITY.client, record.client.iin, 'sanctions');
  if (!politician && !sanctioned) return passedVerification();
  return passedVerification(
    podftFor(
      ctx,
      {
        entity: PODFT_ENTITY.client,
        document,
        resident: record.filter.resident,
        person: record.filter.person,
        title: record.client.title,
        type: sanctioned ? PODFT_TYPE.sanctions : PODFT_TYPE.politician,
        politician,
        item: {
          client: {
            title: record.client.title,
            iin: record.client.iin,
            birthday: record.client.birthday,
            id: record.client.id,
          },
          document: { number: record.document.number, issued: record.document.issued },
          filter: { resident: record.filter.resident, person: record.filter.person },
          location: { address: record.location.address },
        },
      },
      q.ulid,
    ),
  );
}
