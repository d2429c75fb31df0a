import {
  PodftClientItemSchema,
  PodftVehicleItemSchema,
  ruPodft,
  type PodftItem,
  type PodftRecord,
} from '@sakta/core/podft';
import { formatAlmaty, almatyDayRange } from '../../services/almaty';
import type { PodftDbRow, PodftImage, PodftQuery } from './repo';

/** The compliance review's rules and answers (spec part 2 sections 3.8, 4.4, 7.4). */

export const PODFT_PER_PAGE = 10;

export const podftApiRu = {
  notFound: 'Запись ПОДФТ не найдена',
  decided: 'Решение по записи уже принято и не может быть изменено',
  badStatus: 'Неверный статус',
  badDate: 'Неверная дата',
  types: { 1: 'Публичное должностное лицо', 2: 'Санкционный список' } as Record<number, string>,
} as const;

/** 'YYYY-MM-DD' and 'HH:mm' (Almaty) of a stored ISO instant. */
function almatyParts(iso: string): [string, string] {
  const [day = '', time = ''] = formatAlmaty(Date.parse(iso)).split(' ');
  return [day, time.slice(0, 5)];
}

export function toRecord(r: PodftDbRow): PodftRecord {
  const [created, createdTime] = almatyParts(r.created_at);
  const [updated, updatedTime] = r.updated_at ? almatyParts(r.updated_at) : [null, null];
  return {
    id: r.id,
    document: r.document,
    resident: r.resident === 1,
    person: r.person === 1,
    entityName: ruPodft.entity[String(r.entity) as '0' | '1'],
    title: r.title,
    type: r.type,
    typeName: podftApiRu.types[r.type] ?? String(r.type),
    status: r.status,
    statusName: ruPodft.status[r.status],
    created,
    created_time: createdTime,
    updated,
    updated_time: updatedTime,
    changed: r.changed_name,
    checked: r.checked === null ? null : (r.checked_name ?? ''),
    comment: r.comment,
    politician: r.politician === null ? null : r.politician === 1,
    entity: r.entity,
  };
}

const dataUrl = (img: PodftImage | null) =>
  img ? `data:${img.mime};base64,${Buffer.from(img.body).toString('base64')}` : null;

/** The record with its client or vehicle (3.8) and the images the seller sent. */
export function toItem(
  r: PodftDbRow,
  images: { front: PodftImage | null; back: PodftImage | null },
): PodftItem {
  const raw: unknown = JSON.parse(r.item);
  const item = r.entity === 1 ? PodftVehicleItemSchema.parse(raw) : PodftClientItemSchema.parse(raw);
  return { ...toRecord(r), front_image: dataUrl(images.front), back_image: dataUrl(images.back), item };
}

export interface ListQueryRaw {
  status?: string | undefined;
  person?: string | undefined;
  entity?: string | undefined;
  title?: string | undefined;
  document?: string | undefined;
  appeal_start?: string | undefined;
  appeal_end?: string | undefined;
  solution_start?: string | undefined;
  solution_end?: string | undefined;
}

/** An Almaty day's start (or the next day's start for an end date) as the stored ISO form. */
function dayBound(day: string | undefined, end: boolean): string | undefined {
  if (!day) return undefined;
  const range = almatyDayRange(day);
  if (!range) return undefined;
  return new Date(end ? range[1] : range[0]).toISOString();
}

export function podftQuery(raw: ListQueryRaw): PodftQuery {
  const q: PodftQuery = {};
  if (raw.status) q.status = Number(raw.status);
  if (raw.person) q.person = raw.person === '1';
  if (raw.entity) q.entity = Number(raw.entity) as 0 | 1;
  const title = raw.title?.trim();
  if (title) q.title = title;
  const document = raw.document?.trim();
  if (document) q.document = document;
  const appeal = { from: dayBound(raw.appeal_start, false), to: dayBound(raw.appeal_end, true) };
  if (appeal.from || appeal.to) q.appeal = appeal;
  const solution = { from: dayBound(raw.solution_start, false), to: dayBound(raw.solution_end, true) };
  if (solution.from || solution.to) q.solution = solution;
  return q;
}
