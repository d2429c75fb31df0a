import * as z from 'zod/mini';
import { podftItemEndpoint, podftListEndpoint, podftSetEndpoint } from '@sakta/core/podft';
import { route, type EndpointDef } from '../../platform/endpoint';
import { parseQuery, refused } from '../../platform/http';
import { countRecords, decideRecord, findRecord, partyRecords, recordImages, recordsPage } from './repo';
import { PODFT_PER_PAGE, podftApiRu, podftQuery, toItem, toRecord } from './service';

/**
 * The compliance review (spec part 2 sections 2.5, 3.8, 4.4, 7.4): the drm group (roles 0 and 6) reads every
 * record and decides an undecided one once; the decision is written with who decided (`checked`) and when
 * (`updated`), and a decided record is never changed again (the update's condition and migration 018's trigger).
 * No other role reaches these calls (the declaration's access).
 */

const choice = (pattern: RegExp, message: string) =>
  z.optional(z.union([z.literal(''), z.string().check(z.regex(pattern, message))]));
const day = choice(/^\d{4}-\d{2}-\d{2}$/, podftApiRu.badDate);

const ListQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(/^\d{1,6}$/, 'Неверный номер страницы'))),
  status: choice(/^[1-4]$/, podftApiRu.badStatus),
  person: choice(/^[01]$/, 'Неверный вид лица'),
  entity: choice(/^[01]$/, 'Неверный объект проверки'),
  title: z.optional(z.string().check(z.maxLength(100))),
  document: z.optional(z.string().check(z.maxLength(100))),
  appeal_start: day,
  appeal_end: day,
  solution_start: day,
  solution_end: day,
});

/** GET /api/podft/get?page={n} with the filter -> {data, meta}, newest first, 10 a page. */
export const podftList = route(podftListEndpoint, (c) => {
  const raw = parseQuery(c, ListQuerySchema);
  const { db } = c.var;
  const q = podftQuery(raw);
  const total = countRecords(db, q);
  const lastPage = Math.max(1, Math.ceil(total / PODFT_PER_PAGE));
  const page = Math.min(Math.max(1, Number(raw.page ?? 1)), lastPage);
  return c.json({
    data: recordsPage(db, q, page, PODFT_PER_PAGE).map(toRecord),
    meta: { current_page: page, last_page: lastPage, per_page: PODFT_PER_PAGE, total },
  });
});

/** POST /api/podft/item {id} -> {item, history}: the record with its images, and every record of its party. */
export const podftItem = route(podftItemEndpoint, async (c, req) => {
  const { id } = await req.body();
  const { db } = c.var;
  const row = findRecord(db, id);
  if (!row) throw refused(404, podftApiRu.notFound);
  return c.json({
    item: toItem(row, recordImages(db, row.id)),
    history: partyRecords(db, row.entity, row.document).map(toRecord),
  });
});

/** POST /api/podft/set {id, status, comment} -> [the updated record]; a decided record is refused (409). */
export const podftSet = route(podftSetEndpoint, async (c, req) => {
  const body = await req.body();
  const { db, config } = c.var;
  if (!findRecord(db, body.id)) throw refused(404, podftApiRu.notFound);
  const written = decideRecord(db, {
    id: body.id,
    status: body.status,
    comment: body.comment.trim(),
    userId: c.var.auth.user.id,
    now: new Date(config.now()).toISOString(),
  });
  if (!written) throw refused(409, podftApiRu.decided);
  return c.json([toRecord(findRecord(db, body.id)!)]);
});

export const PODFT_ENDPOINTS: readonly EndpointDef[] = [podftList, podftItem, podftSet];
