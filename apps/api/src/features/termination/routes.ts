import { almatyDate } from '../../services/almaty';
import * as z from 'zod/mini';
import {
  TERMINATION_NO_DOCUMENT,
  TerminationSearchRequestSchema,
  formatPhone,
  ownedScope,
  type Intent,
  type TerminationSearchRequest,
} from '@sakta/core';
import {
  Rejected,
  issueMessages,
  parseBody,
  parseQuery,
  refused,
  russianErrorMap,
  type AppContext,
} from '../../platform/http';
import { apiRu } from '../../platform/messages';
import {
  DOCUMENT_PURPOSE,
  findOtpDocument,
  openOtpDocument,
  sendDocumentCode,
} from '../../services/otp-documents';
import { pdfBase64 } from '../../services/pdf/render';
import { requireResendAllowed } from '../../services/sms';
import {
  applySigning,
  calculation,
  documentKey,
  dropDocument,
  historyPdf,
  historyPage,
  parseStored,
  requireCalculated,
  requirePolicy,
  requireTerminable,
  requireValidRequest,
  requireWritable,
  setDocument,
  terminate,
  TERMINATION_DOCUMENT_TYPE,
  terminationApiRu,
  toSearchResult,
} from './service';
import { terminationPdf } from './document';
import {
  findHistoryDocument,
  findPolicyById,
  findRequest,
  searchPolicies,
  storeRequest,
  type PolicyRow,
  type RequestRow,
} from './repo';
import { route, type EndpointDef } from '../../platform/endpoint';
import { ensureAccess } from '../../platform/ownership';
import {
  terminateEndpoint,
  terminationCalculateEndpoint,
  terminationCheckOtpEndpoint,
  terminationDocumentEndpoint,
  terminationHistoryDocumentEndpoint,
  terminationHistoryEndpoint,
  terminationSearchEndpoint,
  terminationSendSmsEndpoint,
  terminationUpdateEndpoint,
} from '@sakta/core';

/**
 * Early termination of OGPO policies (spec part 1: sections 2 "Termination screen/modal", 4 "Termination flow",
 * 7 contracts/functional/*, functional/otp/*). Every call: the termination group [0, 3, 7]. Bodies are parsed
 * with core's termination contract through route(); refusals are `{result: false, message}` in Russian.
 *
 * The request is kept by its ulid (create-termination-document and update store it), so send-sms, check-otp and
 * terminate take only the ulid. OTP signing: send-sms opens the application on /func/otp/{ulid} (otp_documents,
 * type 'termination') and sends the code; the public POST api/functional/otp/accept confirms it, from the modal
 * or from that page; check-otp tells whether it was confirmed.
 */

const userId = (c: AppContext) => c.var.auth.user.id;

/** A stored request is its owner's, the user who opened it (and role 0's): core's rule decides. */
function requireOwner(c: AppContext, intent: Intent, row: Pick<RequestRow, 'user_id'>): void {
  ensureAccess(c, intent, { kind: 'termination', ownerId: row.user_id });
}

/** requireWritable, and a stored request only by its owner. */
function requireOwnWritable(c: AppContext, ulid: string, p: PolicyRow): RequestRow | undefined {
  const prev = requireWritable(c.var.db, ulid, p);
  if (prev) requireOwner(c, 'change', prev);
  return prev;
}

/**
 * The search body: the variant is chosen by its key (contract, iin, or the non-resident's data), so a refusal
 * names the field that is wrong instead of "none of the variants matched".
 */
async function parseSearch(c: AppContext): Promise<TerminationSearchRequest> {
  const raw: unknown = await parseBody(c, z.record(z.string(), z.unknown()));
  const [byContract, byIin, byPerson] = TerminationSearchRequestSchema.def.options;
  const keyed = raw as Record<string, unknown>;
  const schema = 'contract' in keyed ? byContract : 'iin' in keyed ? byIin : byPerson;
  const parsed = schema.safeParse(raw, { error: russianErrorMap });
  if (!parsed.success) throw new Rejected(400, issueMessages(parsed.error));
  return parsed.data;
}

/** POST api/contracts/functional/contracts {contract} | {iin} | {surname, name, birthday, vehicle} -> {result, data}. */
export const terminationSearch = route(terminationSearchEndpoint, async (c) => {
  const req = await parseSearch(c);
  return c.json({
    result: true as const,
    data: searchPolicies(c.var.db, req, almatyDate(c.var.config.now())).map(toSearchResult),
  });
});

const PageQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Неверный номер страницы'))),
});

/**
 * GET api/contracts/functional/history?page -> {data, meta}: the terminations the caller may open (core's
 * ownedScope: the administrator all, anyone else their own), newest first, 5 a page.
 */
export const terminationHistory = route(terminationHistoryEndpoint, async (c) => {
  const { page } = parseQuery(c, PageQuerySchema);
  const { user } = c.var.auth;
  const owner = ownedScope(user.role) === 'all' ? null : user.id;
  return c.json(historyPage(c.var.db, Number(page ?? '1'), almatyDate(c.var.config.now()), owner));
});

/**
 * GET api/contracts/functional/history/{id}/document -> {result: true, document}: the application of a history
 * item, fetched when it is opened (the history page carries none). Unknown: 404 'Документ не найден'.
 */
export const terminationHistoryDocument = route(terminationHistoryDocumentEndpoint, async (c) => {
  const raw = c.req.param('id') ?? '';
  const row = /^\d{1,9}$/.test(raw) ? findHistoryDocument(c.var.db, Number(raw)) : undefined;
  if (!row) throw refused(404, apiRu.documentNotFound);
  requireOwner(c, 'read', row);
  const pdf = await historyPdf(c.var.db, row);
  if (!pdf) throw refused(404, apiRu.documentNotFound);
  return c.json({ result: true as const, document: pdfBase64(pdf) });
});

/** POST api/contracts/functional/calculate {termination, policy} -> {result, refund, commission}. */
export const terminationCalculate = route(terminationCalculateEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { policy } = await req.body();
  const p = requirePolicy(db, policy.number, almatyDate(config.now()));
  requireTerminable(p);
  const { refund, commission } = calculation(p, config.now());
  return c.json({ result: true as const, refund, commission });
});

/**
 * POST api/contracts/functional/create-termination-document {termination, policy} -> {result, document}: checks
 * the request (terminable policy, the form rules, the bank data, the calculated figures), renders the application
 * and stores both by the ulid. New termination data void an earlier confirmation of the application.
 */
export const terminationDocument = route(terminationDocumentEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { termination: t, policy } = await req.body();
  const p = requirePolicy(db, policy.number, almatyDate(config.now()));
  requireTerminable(p);
  requireOwnWritable(c, t.ulid, p);
  requireValidRequest(t);
  requireCalculated(p, t, config.now());
  const key = documentKey(p, t);
  const pdf = await terminationPdf(p, t, config.now());
  // Checked again inside the transaction: another call with the same new ulid may have stored its policy while
  // this application was rendering; the first one wins and this one is refused (409), never mixed.
  db.transaction(() => {
    const prev = requireOwnWritable(c, t.ulid, p);
    if (prev?.document_key && prev.document_key !== key) dropDocument(db, t.ulid);
    storeRequest(db, config.now(), { policy: p, termination: t, userId: userId(c) });
    setDocument(db, t.ulid, pdf, key);
  })();
  return c.json({ result: true as const, document: pdfBase64(pdf) });
});

/**
 * POST /api/contracts/functional/update {termination, policy} -> {result}: stores the request (a draft: the form
 * rules are checked by create-termination-document and terminate). Changed termination data drop the stored
 * application and its confirmation; a changed signing method only renders it again.
 */
export const terminationUpdate = route(terminationUpdateEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { termination: t, policy } = await req.body();
  const p = requirePolicy(db, policy.number, almatyDate(config.now()));
  requireTerminable(p);
  const prev = requireOwnWritable(c, t.ulid, p);
  if (prev?.document_key && prev.document_key !== documentKey(p, t)) {
    db.transaction(() => {
      requireOwnWritable(c, t.ulid, p);
      dropDocument(db, t.ulid);
      storeRequest(db, config.now(), { policy: p, termination: t, userId: userId(c) });
    })();
  } else {
    if (prev) await applySigning(db, config, prev, p, t);
    db.transaction(() => {
      requireOwnWritable(c, t.ulid, p);
      storeRequest(db, config.now(), { policy: p, termination: t, userId: userId(c) });
    })();
  }
  return c.json({ result: true as const });
});

/**
 * The caller's stored request with its application and policy, still open to signing and termination:
 * 'Необходимо сформировать документ' without an application; refused once terminated or when the policy can no
 * longer be terminated, and to anyone but its owner.
 */
function requireOpenApplication(
  c: AppContext,
  ulid: string,
): { row: RequestRow & { document: Buffer }; policy: PolicyRow } {
  const row = findRequest(c.var.db, ulid);
  if (row) requireOwner(c, 'change', row);
  if (!row?.document) throw refused(409, TERMINATION_NO_DOCUMENT);
  const policy = findPolicyById(c.var.db, row.policy_id, almatyDate(c.var.config.now()));
  if (!policy) throw refused(409, TERMINATION_NO_DOCUMENT);
  if (row.state === 'terminated') throw refused(409, terminationApiRu.alreadyTerminated);
  requireTerminable(policy);
  return { row: { ...row, document: row.document }, policy };
}

/**
 * POST api/functional/otp/send-sms {phone: '77017100001', ulid} -> {result, sendPhone}: OTP signing of a stored
 * application. Opens it on /func/otp/{ulid} and sends the code (with the page link) to the phone. Another code
 * for the same application after config.codeResendSeconds (60 s; spec section 9): sooner, 429 with Retry-After.
 */
export const terminationSendSms = route(terminationSendSmsEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { phone, ulid } = await req.body();
  const { row, policy } = requireOpenApplication(c, ulid);
  const stored = parseStored(row);
  const t = { ...stored, signinType: 1 as const, otp: { phone: formatPhone(phone), code: '' } };
  requireValidRequest(t);
  if (findOtpDocument(db, ulid)?.status === 'accepted') throw refused(409, terminationApiRu.alreadyConfirmed);
  requireResendAllowed(c, DOCUMENT_PURPOSE, ulid, 'message');
  await applySigning(db, config, row, policy, t);
  const sent = db.transaction(() => {
    storeRequest(db, config.now(), { policy, termination: t, userId: userId(c) });
    const pdf = findRequest(db, ulid)?.document ?? row.document;
    const doc = openOtpDocument(db, {
      ulid,
      type: TERMINATION_DOCUMENT_TYPE,
      phone: formatPhone(phone),
      document: pdf,
    });
    return sendDocumentCode(db, config, doc);
  })();
  return c.json({ result: true as const, sendPhone: sent.sendPhone });
});

/**
 * POST api/functional/otp/check-otp {ulid} -> {result: true} once the customer confirmed the application (in the
 * modal or on /func/otp/{ulid}); otherwise {result: false, message}. The request's owner asks.
 */
export const terminationCheckOtp = route(terminationCheckOtpEndpoint, async (c, req) => {
  const { ulid } = await req.body();
  const row = findRequest(c.var.db, ulid);
  if (row) requireOwner(c, 'read', row);
  const doc = findOtpDocument(c.var.db, ulid);
  if (doc?.type === TERMINATION_DOCUMENT_TYPE && doc.status === 'accepted')
    return c.json({ result: true as const });
  const message =
    doc?.type === TERMINATION_DOCUMENT_TYPE ? terminationApiRu.notConfirmed : terminationApiRu.notSent;
  return c.json({ result: false as const, message });
});

/**
 * POST api/contracts/functional/terminate {ulid} -> {result, message: 'Договор {number} успешно обработан'}.
 * Refuses: no application ('Необходимо сформировать документ'), a policy that cannot be terminated, an invalid
 * request or bank data, OTP signing not confirmed. Sets the policy status 4 'Расторгнут' and writes the history.
 */
export const terminationTerminate = route(terminateEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { ulid } = await req.body();
  const { row, policy } = requireOpenApplication(c, ulid);
  const t = parseStored(row);
  requireValidRequest(t);
  if (t.signinType === 1 && findOtpDocument(db, ulid)?.status !== 'accepted')
    throw refused(409, terminationApiRu.notConfirmed);
  // the termination stays its request's owner's (their history), whoever of the allowed pressed the button
  const message = terminate(db, config.now(), {
    row,
    policy,
    termination: t,
    userId: row.user_id ?? userId(c),
  });
  return c.json({ result: true as const, message });
});

export const TERMINATION_ENDPOINTS: readonly EndpointDef[] = [
  terminationSearch,
  terminationHistory,
  terminationHistoryDocument,
  terminationCalculate,
  terminationDocument,
  terminationUpdate,
  terminationSendSms,
  terminationCheckOtp,
  terminationTerminate,
];
