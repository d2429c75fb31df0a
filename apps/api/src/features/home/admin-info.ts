import * as z from 'zod/mini';
import { type AdminInfo, type DashboardAnswer, type DayCounts } from '@sakta/core';
import { DAY_MS, almatyDayRange, almatyDayStart, formatAlmaty } from '../../services/almaty';
import { Rejected, parseQuery, refused, type AppContext } from '../../platform/http';
import { pdfBase64, renderPdf } from '../../services/pdf/render';
import {
  POLICY_DOCUMENT_KINDS,
  findPolicy,
  hasPolicyDocuments,
  policiesCreatedBetween,
  policyDocumentSpec,
  policyRu,
  policySlice,
  toDashboardPolicy,
  type PolicyRow,
} from './policies';
import { route } from '../../platform/endpoint';
import { adminInfoEndpoint, dashboardDocumentEndpoint, dashboardEndpoint } from '@sakta/core';

/**
 * The administrator's information on contracts (spec part 1: sections 2 "Home" and "Admin dashboard", 3 "Admin
 * info" and "Dashboard policy row", 7 admin/admin-info). Role 0 only; every other role gets the usual 403.
 * Days are Almaty days (UTC+5); times are answered as 'YYYY-MM-DD HH:mm:ss' in Almaty time.
 */

const dateRu = { badDate: 'Неверная дата' } as const;

function dayCounts(rows: readonly PolicyRow[]): DayCounts {
  const counts: DayCounts = { issued: 0, new: 0, error: 0 };
  for (const r of rows) counts[policySlice(r.status)]++;
  return counts;
}

/**
 * GET /api/admin/admin-info -> {yesterday, today, policies}: the pie charts' counts (issued, new, error) of the
 * contracts created yesterday and today, and the timeline: today's contracts that are new (status 0) or in error
 * (any status but 0 and 1), the most recently updated first.
 */
export const adminInfo = route(adminInfoEndpoint, (c) => {
  const { db, config } = c.var;
  const now = config.now();
  const today = almatyDayStart(now);
  const todays = policiesCreatedBetween(db, today, today + DAY_MS);
  const answer: AdminInfo = {
    yesterday: dayCounts(policiesCreatedBetween(db, today - DAY_MS, today)),
    today: dayCounts(todays),
    policies: todays
      .filter((p) => p.status !== 1)
      .sort((a, b) => b.updated_at - a.updated_at || b.id - a.id)
      .map((p) => ({ id: p.id, status: p.status, updated_at: formatAlmaty(p.updated_at) })),
  };
  return c.json(answer);
});

/**
 * POST /api/admin/admin-info {filters: {date, id}} -> {success, warning, new, policies}. With an id: that contract
 * (whatever its date; none when unknown). Otherwise the contracts created on the date ('YYYY-MM-DD', Almaty), or
 * today when the date is null too; newest first. Counters of those rows: new status 0, success status 1 (issued),
 * warning every other status (the error counter).
 */
export const dashboard = route(dashboardEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { filters } = await req.body();
  let rows: PolicyRow[];
  if (filters.id !== null) {
    const one = findPolicy(db, filters.id);
    rows = one ? [one] : [];
  } else {
    let range: [number, number] | null;
    if (filters.date === null) {
      const today = almatyDayStart(config.now());
      range = [today, today + DAY_MS];
    } else {
      range = almatyDayRange(filters.date);
      if (!range) throw new Rejected(400, [dateRu.badDate]);
    }
    rows = policiesCreatedBetween(db, range[0], range[1]);
  }
  const counts = dayCounts(rows);
  const answer: DashboardAnswer = {
    new: counts.new,
    success: counts.issued,
    warning: counts.error,
    policies: rows.map(toDashboardPolicy),
  };
  return c.json(answer);
});

const DocumentQuerySchema = z.object({ kind: z.enum(POLICY_DOCUMENT_KINDS) });

function policyId(c: AppContext): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw refused(404, policyRu.notFound);
  return Number(raw);
}

/**
 * GET /api/admin/admin-info/document/{id}?kind=policy|contract|application -> {document}: the document of an
 * issued contract (status 1, no error, a global id) as a base64 PDF. Unknown contract: 404; any other: 409.
 */
export const dashboardDocument = route(dashboardDocumentEndpoint, async (c) => {
  const { db } = c.var;
  const id = policyId(c);
  const { kind } = parseQuery(c, DocumentQuerySchema);
  const row = findPolicy(db, id);
  if (!row) throw refused(404, policyRu.notFound);
  if (!hasPolicyDocuments(row)) throw refused(409, policyRu.noDocuments);
  return c.json({ document: pdfBase64(await renderPdf(policyDocumentSpec(row, kind))) });
});
