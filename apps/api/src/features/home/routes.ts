import {
  type AdminInfo,
  adminInfoEndpoint,
  CONFIRMER_STATUS,
  type DashboardAnswer,
  dashboardDocumentEndpoint,
  dashboardEndpoint,
  type DayCounts,
  type MyAgreement,
  myAgreementCheckEndpoint,
  myAgreementDocumentEndpoint,
  myAgreementSendOtpEndpoint,
  myAgreementsEndpoint,
  myAgreementVerifyEndpoint,
  phoneDigits,
} from '@sakta/core';
import {
  AGREEMENT_PURPOSE,
  agreementCreated,
  agreementPdf,
  agreementRu,
  agreementSubject,
  findMyAgreement,
  markAgreed,
  markOpened,
  type MyAgreementRow,
  pendingAgreements,
} from './agreements';
import { type AppContext, parseQuery, refused, Rejected } from '../../platform/http';
import { apiRu } from '../../platform/messages';
import { pdfBase64, renderPdf } from '../../services/pdf/render';
import {
  CODE_TTL_SECONDS,
  consumeCode,
  requireCode,
  requireResendAllowed,
  sendCode,
} from '../../services/sms';
import { route } from '../../platform/endpoint';
import * as z from 'zod/mini';
import { almatyDayRange, almatyDayStart, DAY_MS, formatAlmaty } from '../../services/almaty';
import {
  findPolicy,
  hasPolicyDocuments,
  policiesCreatedBetween,
  POLICY_DOCUMENT_KINDS,
  policyDocumentSpec,
  type PolicyRow,
  policyRu,
  policySlice,
  toDashboardPolicy,
} from './policies';

/**
 * The home page's calls (spec part 1 sections 2 "Home" and "Admin dashboard", 7 agreement/* and admin/*): the
 * agreements each user confirms, and the administrator's start page, dashboard and contract documents.
 */

// ---------------------------------------------------------------------------------------------------------------
// Agreements every user confirms from the home page with an SMS code (spec part 1: sections 2 "Home" and
// "Agreement confirmation modal", 3 "Agreement", 4 "Home agreement confirmation", 7 agreement/my-*, 9: 300 s).
// Only the caller's own agreements exist for the caller: anyone else's id answers 404 like an unknown one.

/** The id of the path: a positive whole number, else the agreement is not found. */
function pathId(c: AppContext): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw refused(404, agreementRu.notFound);
  return Number(raw);
}

/** The caller's agreement that still waits for the caller (active, confirmer status 0 or 1), or 404. */
function pendingOf(c: AppContext, id: number): MyAgreementRow {
  const row = findMyAgreement(c.var.db, c.var.auth.user.id, id);
  if (!row || row.confirmer_status === CONFIRMER_STATUS.agreed) throw refused(404, agreementRu.notFound);
  return row;
}

/** GET /api/agreement/my-agreements -> {result: true, data: MyAgreement[]}: newest first, without documents. */
export const myAgreements = route(myAgreementsEndpoint, async (c) => {
  const { db } = c.var;
  const data: MyAgreement[] = [];
  for (const row of pendingAgreements(db, c.var.auth.user.id)) {
    data.push({
      id: row.id,
      title: row.title,
      description: row.description,
      status: row.confirmer_status === CONFIRMER_STATUS.notAgreed ? 1 : 0,
      created: agreementCreated(row),
    });
  }
  return c.json({ result: true as const, data });
});

/**
 * GET /api/agreement/my-agreement-document/{id} -> {result: true, document}: the PDF of an agreement waiting for
 * the caller, fetched when the modal opens (the list carries none). Anyone else's: 404 like an unknown one.
 */
export const myAgreementDocument = route(myAgreementDocumentEndpoint, async (c) => {
  const row = pendingOf(c, pathId(c));
  return c.json({ result: true as const, document: pdfBase64(await agreementPdf(c.var.db, row)) });
});

/**
 * GET /api/agreement/my-agreement-send-otp/{id} -> {result: true, message, sendPhone: '+7(701) ***-**17'}: a code
 * for this agreement goes to the caller's phone (a new one replaces the previous). It lives 300 s.
 */
export const myAgreementSendOtp = route(myAgreementSendOtpEndpoint, (c) => {
  const { db, config } = c.var;
  const { user } = c.var.auth;
  const row = pendingOf(c, pathId(c));
  if (!user.phone || !phoneDigits(user.phone)) throw new Rejected(409, [apiRu.userNoPhone], 'message');
  // A new code replaces the old one but never restores tries without end, nor comes more than once a minute.
  requireResendAllowed(c, AGREEMENT_PURPOSE, agreementSubject(row.id, user.id), 'message');
  const sent = sendCode(db, config, {
    phone: user.phone,
    purpose: AGREEMENT_PURPOSE,
    subject: agreementSubject(row.id, user.id),
    ttlSeconds: CODE_TTL_SECONDS.agreement,
  });
  return c.json({ result: true as const, message: agreementRu.codeSent, sendPhone: sent.sendPhone });
});

/** GET /api/agreement/my-agreement-check/{id} -> {result: true}: records when the caller first opened it. */
export const myAgreementCheck = route(myAgreementCheckEndpoint, (c) => {
  const { db, config } = c.var;
  const row = pendingOf(c, pathId(c));
  markOpened(db, row.id, c.var.auth.user.id, config.now());
  return c.json({ result: true as const });
});

/**
 * POST /api/agreement/my-agreement-check/verify {id, code} -> {result: true, message}: the caller's confirmer
 * status becomes 2 (agreed) and the agreement leaves the list. A wrong, expired or blocked code: {result: false,
 * message} (400, or 429 when blocked), like the password reset's code check.
 */
export const myAgreementVerify = route(myAgreementVerifyEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { user } = c.var.auth;
  const { id, code } = await req.body();
  // Confirming twice (a second tab, a repeated request) is not an error.
  const mine = findMyAgreement(db, user.id, id);
  if (mine?.confirmer_status === CONFIRMER_STATUS.agreed)
    return c.json({ result: true as const, message: agreementRu.confirmed });
  const row = pendingOf(c, id);
  const subject = agreementSubject(row.id, user.id);
  requireCode(db, config, { purpose: AGREEMENT_PURPOSE, subject, code });
  const now = config.now();
  db.transaction(() => {
    markAgreed(db, row.id, user.id, now);
    consumeCode(db, AGREEMENT_PURPOSE, subject);
  })();
  return c.json({ result: true as const, message: agreementRu.confirmed });
});

// ---------------------------------------------------------------------------------------------------------------
// The administrator's information on contracts (spec part 1: sections 2 "Home" and "Admin dashboard", 3 "Admin
// info" and "Dashboard policy row", 7 admin/admin-info). Role 0 only; every other role gets the usual 403.
// Days are Almaty days (UTC+5); times are answered as 'YYYY-MM-DD HH:mm:ss' in Almaty time.

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
