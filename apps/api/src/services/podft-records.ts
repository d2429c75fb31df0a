import { fmt } from '@sakta/core';
import type { PartyPodft } from '@sakta/core/ogpo';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';

/**
 * The compliance records (ПОДФТ, spec part 2 sections 3.8, 4.4; migration 012) a product's verification creates
 * for a flagged client or vehicle (its calculation refuses while one is undecided or refused), and the register's watchlist (sanctions, wanted vehicles). The newest record of a
 * party decides: 1 unreviewed (the sale waits), 2 with warning and 3 approved (the sale goes on), 4 refused.
 */

export const podftRu = {
  waitingClient: 'Клиент направлен на проверку ПОДФТ. Дождитесь решения комплаенс-контроля.',
  waitingVehicle: 'ТС направлено на проверку ПОДФТ. Дождитесь решения комплаенс-контроля.',
  approved: 'Проверка ПОДФТ пройдена.',
  warning: 'Проверка ПОДФТ пройдена с предупреждением.',
  refused: 'Отказано по результатам проверки ПОДФТ.',
  calcWaiting: 'Ожидается решение ПОДФТ: {title}.',
  calcRefused: 'Отказано по результатам проверки ПОДФТ: {title}.',
} as const;

export const PODFT_ENTITY = { client: 0, vehicle: 1 } as const;
export const PODFT_TYPE = { politician: 1, sanctions: 2 } as const;
export const PODFT_STATUS = { unreviewed: 1, warning: 2, approved: 3, refused: 4 } as const;

export interface PodftRecordRow {
  id: number;
  entity: 0 | 1;
  document: string;
  title: string;
  type: 1 | 2;
  status: 1 | 2 | 3 | 4;
  /** The officer's comment (podft/set). */
  comment: string;
}

/**
 * Why a sale cannot be priced yet: its parties' and vehicles' newest compliance records that are undecided (the
 * sale waits) or refused. Every product's calculation and checkout refuse with these (409).
 */
export function podftProblems(db: Db, subjects: readonly { entity: 0 | 1; document: string }[]): string[] {
  // a party in two places (the insurer who is also insured) is named once
  const problems = subjects.flatMap(({ entity, document }) => {
    const r = latestPodft(db, entity, document);
    if (r?.status === PODFT_STATUS.unreviewed) return [fmt(podftRu.calcWaiting, { title: r.title })];
    if (r?.status === PODFT_STATUS.refused) return [fmt(podftRu.calcRefused, { title: r.title })];
    return [];
  });
  return [...new Set(problems)];
}

export function onWatchlist(db: Db, entity: 0 | 1, key: string, list: 'sanctions' | 'wanted'): boolean {
  if (!key) return false;
  return !!db
    .prepare('SELECT 1 FROM register_watchlist WHERE entity = ? AND key = ? AND list = ?')
    .get(entity, key, list);
}

/** The newest record of a party (by IIN/BIN or document number; a vehicle by VIN), or undefined. */
export function latestPodft(db: Db, entity: 0 | 1, document: string): PodftRecordRow | undefined {
  if (!document) return undefined;
  return db
    .prepare('SELECT * FROM podft_records WHERE entity = ? AND document = ? ORDER BY id DESC LIMIT 1')
    .get(entity, document) as PodftRecordRow | undefined;
}

export interface NewPodftRecord {
  entity: 0 | 1;
  document: string;
  resident: boolean;
  person: boolean;
  title: string;
  type: 1 | 2;
  politician: boolean | null;
  item: unknown;
  ulid: string | null;
  userId: number | null;
  status?: 1 | 2 | 3 | 4;
  comment?: string;
}

export function createPodft(db: Db, config: Pick<Config, 'now'>, r: NewPodftRecord): PodftRecordRow {
  const now = new Date(config.now()).toISOString();
  const decided = r.status !== undefined && r.status !== PODFT_STATUS.unreviewed;
  const info = db
    .prepare(
      `INSERT INTO podft_records (entity, document, resident, person, title, type, status, politician, item, ulid,
        changed, checked, created_at, updated_at, comment) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      r.entity,
      r.document,
      r.resident ? 1 : 0,
      r.person ? 1 : 0,
      r.title,
      r.type,
      r.status ?? PODFT_STATUS.unreviewed,
      r.politician === null ? null : r.politician ? 1 : 0,
      JSON.stringify(r.item),
      r.ulid,
      r.userId,
      decided ? r.userId : null,
      now,
      decided ? now : null,
      r.comment ?? '',
    );
  return db.prepare('SELECT * FROM podft_records WHERE id = ?').get(info.lastInsertRowid) as PodftRecordRow;
}

/** The party's podft block (3.1) for a record: waiting, passed (with or without a warning), or refused. */
export function podftBlock(record: PodftRecordRow): PartyPodft {
  const waiting = record.entity === PODFT_ENTITY.client ? podftRu.waitingClient : podftRu.waitingVehicle;
  const byStatus: Record<PodftRecordRow['status'], { success: boolean; message: string }> = {
    1: { success: false, message: waiting },
    2: { success: true, message: podftRu.warning },
    3: { success: true, message: podftRu.approved },
    // the refusal stops the sale with the officer's comment
    4: {
      success: false,
      message: record.comment ? `${podftRu.refused} ${record.comment}` : podftRu.refused,
    },
  };
  return {
    ...byStatus[record.status],
    // the seller may send the documents for review while it waits (podft/upload)
    setDocument: record.status === PODFT_STATUS.unreviewed,
    id: record.id,
    status: record.status,
  };
}
