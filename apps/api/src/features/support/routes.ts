import * as z from 'zod/mini';
import {
  fmt,
  formatKzt,
  operatorErrorsEndpoint,
  processOtpEndpoint,
  rescindEndpoint,
  supportRejectEndpoint,
  supportRescindEndpoint,
  FLOW_TYPE,
  hasSupportActions,
  isTerminableProduct,
} from '@sakta/core';
import { route, type EndpointDef } from '../../platform/endpoint';
import { parseQuery, refused, type AppContext } from '../../platform/http';
import { ensureAccess } from '../../platform/ownership';
import { almatyDayRange } from '../../services/almaty';
import { policyFacts } from '../../services/policy-register/facts';
import { isInsurerHash, policyIdOfHash } from '../../services/policy-register/insurer-hash';
import { refundOn } from '../../services/policy-register/refund';
import { isActiveSignatory, signatoriesRu } from '../../services/signatories';
import { findRegisterPolicy, type RegisterPolicy } from '../../services/policy-register/repo';
import {
  consumeCode,
  requireCode,
  secondsCodeLocked,
  secondsUntilResend,
  sendCode,
} from '../../services/sms';
import {
  countRequests,
  decide,
  findRequest,
  openRequestOf,
  report,
  requestFacts,
  requestsPage,
  terminatePolicy,
  userPhone,
  type SupportQuery,
} from './repo';
import {
  FLOW_CODE_TTL_SECONDS,
  FLOW_RESEND_SECONDS,
  PURPOSE,
  SUPPORT_PER_PAGE,
  supportApiRu,
  supportRow,
} from './service';

/**
 * The operator-error support screen (get-operator-errors, rescind, reject: the support group, every request of the
 * queue) and the policy list's code flows (process-otp and rescind: the sale group, on a policy the caller sold;
 * core's ownership rule). Codes go by the simulated SMS gateway: an operator error's to the reporting seller (it is
 * their statement), a termination's to the insurer.
 */

const opt = (re: RegExp, message: string) => z.optional(z.string().check(z.regex(re, message)));
const DAY = /^(|\d{4}-\d{2}-\d{2})$/;

const QuerySchema = z.object({
  page: opt(/^\d{1,6}$/, 'Неверный номер страницы'),
  status: opt(/^(|[0-9]|10)$/, 'Неверный статус'),
  global: z.optional(z.string().check(z.maxLength(64))),
  isGlobal: z.optional(z.string().check(z.maxLength(5))),
  one_c: opt(/^(|\d{1,12})$/, 'Номер 1С состоит из цифр'),
  iin: opt(/^(|\d{12})$/, 'ИИН/БИН состоит из 12 цифр'),
  apc: z.optional(z.string().check(z.maxLength(48))),
  creator: z.optional(z.string().check(z.maxLength(100))),
  manager: z.optional(z.string().check(z.maxLength(100))),
  created: opt(DAY, 'Неверная дата заявки'),
  start: opt(DAY, 'Неверная дата'),
  end: opt(DAY, 'Неверная дата'),
});

function dayRange(from: string, to: string): [number, number] | undefined {
  const a = almatyDayRange(from);
  const b = almatyDayRange(to);
  return a && b ? [a[0], b[1]] : undefined;
}

/** The query as a filter; 5.7: one of start and end alone is copied to the other. */
function queryOf(raw: z.output<typeof QuerySchema>): SupportQuery {
  const q: SupportQuery = {};
  if (raw.status) q.status = Number(raw.status);
  if (raw.global?.trim()) {
    q.number = raw.global.trim();
    q.isGlobal = raw.isGlobal === '1' || raw.isGlobal === 'true';
  }
  if (raw.one_c) q.oneC = Number(raw.one_c);
  if (raw.iin) q.iin = raw.iin;
  if (raw.apc?.trim()) q.apc = raw.apc.trim();
  if (raw.creator?.trim()) q.creator = raw.creator.trim();
  if (raw.manager?.trim()) q.manager = raw.manager.trim();
  if (raw.created) q.created = dayRange(raw.created, raw.created);
  const start = raw.start || raw.end;
  const end = raw.end || raw.start;
  if (start && end) q.contracts = dayRange(start, end);
  return q;
}

/** GET /api/support/policy/get-operator-errors?page=&… */
export const operatorErrors = route(operatorErrorsEndpoint, (c) => {
  const raw = parseQuery(c, QuerySchema);
  const { db } = c.var;
  const q = queryOf(raw);
  const total = countRequests(db, q);
  const lastPage = Math.max(1, Math.ceil(total / SUPPORT_PER_PAGE));
  const page = Math.min(Math.max(1, Number(raw.page ?? 1)), lastPage);
  return c.json({
    data: requestsPage(db, q, page, SUPPORT_PER_PAGE).map(supportRow),
    meta: { current_page: page, last_page: lastPage, per_page: SUPPORT_PER_PAGE, total },
  });
});

/**
 * A request support may still decide (every status but 10, closed or refused: 4.5 hides the actions only for it),
 * or the refusal. A worked request (1) may be rescinded again (the cancellation sent again) or rejected (the
 * cancellation withdrawn).
 */
function openRequest(c: AppContext, id: number) {
  const r = requestFacts(c.var.db, id);
  if (!r) throw refused(404, supportApiRu.notFound);
  ensureAccess(c, 'change', { kind: 'supportRequest', ownerId: r.creator_id });
  if (!hasSupportActions(r.status)) throw refused(409, supportApiRu.closed);
  return r;
}

function answer(c: AppContext, id: number, message: string) {
  return c.json({ result: true as const, message, item: supportRow(findRequest(c.var.db, id)!) });
}

/** POST /api/support/policy/rescind {id}: the request is worked (1), the policy sent for cancellation (8). */
export const supportRescind = route(supportRescindEndpoint, async (c, req) => {
  const { id } = await req.body();
  const r = openRequest(c, id);
  decide(c.var.db, r, { request: 1, policy: 8, supportId: c.var.auth.user.id, now: c.var.config.now() });
  return answer(c, id, fmt(supportApiRu.done, { id }));
});

/** POST /api/support/policy/reject {id}: the request is refused (10), the policy gets back its status. */
export const supportReject = route(supportRejectEndpoint, async (c, req) => {
  const { id } = await req.body();
  const r = openRequest(c, id);
  decide(c.var.db, r, {
    request: 10,
    policy: r.previous,
    supportId: c.var.auth.user.id,
    now: c.var.config.now(),
  });
  const p = findRegisterPolicy(c.var.db, r.policy_id);
  return answer(c, id, fmt(supportApiRu.rejected, { id, number: p?.global_id ?? p?.number ?? r.policy_id }));
});

// ---------------------------------------------------------------- the policy list's code flows

type Flow =
  { kind: 'operatorError'; policy: RegisterPolicy } | { kind: 'termination'; policy: RegisterPolicy };

/** The policy a flow names (by id, or by the insurer's hash), once the caller may change it and it may go on. */
function flowPolicy(c: AppContext, body: { type: 2; id: number } | { type: 3; hash: string }): Flow {
  const { db } = c.var;
  const id = body.type === FLOW_TYPE.operatorError ? body.id : policyIdOfHash(body.hash);
  const found = id === null ? undefined : findRegisterPolicy(db, id);
  const policy =
    found && body.type === FLOW_TYPE.termination && !isInsurerHash(body.hash, found.id, insurerIin(found))
      ? undefined
      : found;
  if (!policy) throw refused(404, supportApiRu.policyNotFound);
  ensureAccess(c, 'change', policyFacts(c, policy.creator_id));
  if (body.type === FLOW_TYPE.operatorError) {
    const open = openRequestOf(db, policy.id);
    if (open) throw refused(409, fmt(supportApiRu.alreadyReported, { id: open.id }));
    if (policy.status !== 1) throw refused(409, supportApiRu.notIssued);
    return { kind: 'operatorError', policy };
  }
  // early termination is for motor policies (part 1): a property or casco policy is never terminated here
  if (!isTerminableProduct(policy.product_code)) throw refused(409, supportApiRu.notMotor);
  if (policy.status !== 1 || policy.terminated_at !== null || !policy.global_id || !policy.date_to)
    throw refused(409, supportApiRu.notTerminable);
  return { kind: 'termination', policy };
}

const insurerIin = (p: RegisterPolicy) =>
  p.insurer ? ((JSON.parse(p.insurer) as { iin?: string | null }).iin ?? null) : null;

const subjectOf = (c: AppContext, f: Flow) => `${f.policy.id}:${c.var.auth.user.id}`;
const purposeOf = (f: Flow) => PURPOSE[f.kind];

function phoneOf(c: AppContext, f: Flow): string | null {
  if (f.kind === 'operatorError') return userPhone(c.var.db, c.var.auth.user.id);
  const insurer = f.policy.insurer ? (JSON.parse(f.policy.insurer) as { phone?: string }) : {};
  return f.policy.payment_phone || insurer.phone || null;
}

/** POST /api/contracts/process-otp {id, type:2} | {hash, type:3}: a code, at most one per 90 s. */
export const processOtp = route(processOtpEndpoint, async (c, req) => {
  const flow = flowPolicy(c, await req.body());
  const { db, config } = c.var;
  const purpose = purposeOf(flow);
  const subject = subjectOf(c, flow);
  const wait = Math.max(
    secondsCodeLocked(db, config, purpose, subject),
    secondsUntilResend(db, config, purpose, subject, FLOW_RESEND_SECONDS),
  );
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw refused(429, fmt(supportApiRu.tooSoon, { seconds: wait }));
  }
  const phone = phoneOf(c, flow);
  if (!phone) throw refused(409, supportApiRu.noPhone);
  const sent = sendCode(db, config, { phone, purpose, subject, ttlSeconds: FLOW_CODE_TTL_SECONDS });
  return c.json({ result: true as const, value: supportApiRu.sent, sendPhone: sent.sendPhone });
});

/** POST /api/contracts/rescind: the operator error goes to support, or the policy is terminated with its refund. */
export const rescind = route(rescindEndpoint, async (c, req) => {
  const body = await req.body();
  const flow = flowPolicy(c, body.type === FLOW_TYPE.operatorError ? body : { type: 3, hash: body.hash });
  const { db, config } = c.var;
  if (
    flow.kind === 'termination' &&
    body.type === FLOW_TYPE.termination &&
    body.global !== flow.policy.global_id
  )
    throw refused(400, supportApiRu.globalMismatch);
  // who signs the termination for the company (7.5 signatoryId): none, or one of its active signatories
  if (
    body.type === FLOW_TYPE.termination &&
    body.signatoryId !== null &&
    !isActiveSignatory(db, body.signatoryId)
  )
    throw refused(400, signatoriesRu.unavailable);
  const purpose = purposeOf(flow);
  const subject = subjectOf(c, flow);
  requireCode(db, config, { purpose, subject, code: body.code });
  consumeCode(db, purpose, subject);
  const now = config.now();
  const number = flow.policy.global_id ?? flow.policy.number ?? String(flow.policy.id);
  if (flow.kind === 'operatorError') {
    report(db, { policyId: flow.policy.id, status: flow.policy.status, creatorId: c.var.auth.user.id, now });
    return c.json({ result: true as const, message: fmt(supportApiRu.done, { id: number }) });
  }
  const { refund } = refundOn(
    { premium: flow.policy.premium, date_from: flow.policy.date_from!, date_to: flow.policy.date_to! },
    now,
  );
  terminatePolicy(db, flow.policy.id, now);
  return c.json({
    result: true as const,
    message: fmt(supportApiRu.terminated, { number, refund: formatKzt(refund) }),
    refund,
  });
});

export const SUPPORT_ENDPOINTS: readonly EndpointDef[] = [
  operatorErrors,
  supportRescind,
  supportReject,
  processOtp,
  rescind,
];
