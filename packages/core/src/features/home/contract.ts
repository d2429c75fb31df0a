import * as z from 'zod/mini';
import { isoDateField } from '../../shared/dates';
import { endpoint } from '../../shared/api/common';
import {
  Base64PdfSchema,
  CODE_FIELD,
  CodeSentSchema,
  DocumentAnswerSchema,
  ResultTrueSchema,
} from '../../shared/api/fields';

/**
 * Home and the admin start page (spec part 1: section 2 "Home", "Agreement confirmation modal", "Admin dashboard";
 * section 3 "Agreement", "Admin info", "Dashboard policy row"; section 7 agreement/my-*, admin/admin-info).
 * Shapes the spec leaves out ("list (shape not shown)") are decided here and documented on each schema.
 */

// ---------------------------------------------------------------- agreements to confirm (every role)

/** Confirmer status of the current user for an agreement: 0 sent, 1 not agreed, 2 agreed. */
export const CONFIRMER_STATUS = { sent: 0, notAgreed: 1, agreed: 2 } as const;

/**
 * An agreement waiting for the current user's confirmation, as the list shows it. Its PDF comes from
 * my-agreement-document/{id} when the user opens it (a list carries no documents).
 */
export const MyAgreementSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: z.string(),
  description: z.nullable(z.string()),
  /** The current user's confirmer status (0 sent or 1 not agreed: both still wait). */
  status: z.union([z.literal(0), z.literal(1)]),
  created: z.string(),
});
export type MyAgreement = z.infer<typeof MyAgreementSchema>;

/** GET /api/agreement/my-agreements -> {result: true, data}: the agreements still waiting for the user. */
export const MyAgreementsSchema = z.object({ result: z.literal(true), data: z.array(MyAgreementSchema) });
export const myAgreementsEndpoint = endpoint({
  method: 'GET',
  path: '/api/agreement/my-agreements',
  access: ['all'],
  body: undefined,
  response: MyAgreementsSchema,
});

/**
 * GET /api/agreement/my-agreement-document/{id} -> {result: true, document}: the PDF of an agreement waiting for
 * the caller (not in the spec's list of calls: the list no longer carries documents, so each kind has its call).
 */
export const myAgreementDocumentEndpoint = endpoint({
  method: 'GET',
  path: '/api/agreement/my-agreement-document/{id}',
  access: ['all'],
  body: undefined,
  response: DocumentAnswerSchema,
});

/** GET /api/agreement/my-agreement-send-otp/{id} -> {result, message?, sendPhone}: the code goes to the user's phone. */
export const myAgreementSendOtpEndpoint = endpoint({
  method: 'GET',
  path: '/api/agreement/my-agreement-send-otp/{id}',
  access: ['all'],
  body: undefined,
  response: CodeSentSchema,
});

/** GET /api/agreement/my-agreement-check/{id}: records that the user opened the agreement. Response not used. */
export const myAgreementCheckEndpoint = endpoint({
  method: 'GET',
  path: '/api/agreement/my-agreement-check/{id}',
  access: ['all'],
  body: undefined,
  response: ResultTrueSchema,
});

/** POST /api/agreement/my-agreement-check/verify {id, code} -> {result, message}: confirmer status becomes 2. */
export const AgreementVerifyRequestSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  code: CODE_FIELD,
});
export type AgreementVerifyRequest = z.infer<typeof AgreementVerifyRequestSchema>;
export const myAgreementVerifyEndpoint = endpoint({
  method: 'POST',
  path: '/api/agreement/my-agreement-check/verify',
  access: ['all'],
  body: AgreementVerifyRequestSchema,
  response: ResultTrueSchema,
});

// ---------------------------------------------------------------- admin information (role 0)

/**
 * Policy status codes (spec part 2 section 4.5): 0 new (blue), 1 issued (green), 2 error (red), 3 to 8 warning
 * (yellow), including 5 operator error, 7 in processing, 8 sent for cancellation.
 */
export const PolicyStatusSchema = z.number().check(z.int(), z.gte(0), z.lte(8));

/** A day's counts for a pie chart: slices issued, new, error. */
export const DayCountsSchema = z.object({
  issued: z.number().check(z.int(), z.gte(0)),
  new: z.number().check(z.int(), z.gte(0)),
  error: z.number().check(z.int(), z.gte(0)),
});
export type DayCounts = z.infer<typeof DayCountsSchema>;

/** A timeline entry: status 0 is 'new', anything else 'error'; updated_at 'YYYY-MM-DD HH:mm:ss' (Asia/Almaty). */
export const TimelinePolicySchema = z.object({
  id: z.number().check(z.int()),
  status: PolicyStatusSchema,
  updated_at: z.string(),
});
export type TimelinePolicy = z.infer<typeof TimelinePolicySchema>;

/** GET api/admin/admin-info -> {yesterday, today, policies}: today's and yesterday's new and error contracts. */
export const AdminInfoSchema = z.object({
  yesterday: DayCountsSchema,
  today: DayCountsSchema,
  policies: z.array(TimelinePolicySchema),
});
export type AdminInfo = z.infer<typeof AdminInfoSchema>;
export const adminInfoEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/admin-info',
  access: ['admin'],
  body: undefined,
  response: AdminInfoSchema,
});

const PartySchema = z.object({
  title: z.string(),
  iin: z.string(),
  /** 1 natural person, 2 legal entity */
  person: z.number(),
  resident: z.optional(z.boolean()),
  entrepreneur: z.optional(z.boolean()),
});

/** A contract of the admin dashboard (spec section 3 "Dashboard policy row"). */
export const DashboardPolicySchema = z.object({
  id: z.number().check(z.int()),
  /** Number in the state register; null until issued. */
  global_id: z.nullable(z.string()),
  premium: z.number(),
  product: z.object({ code: z.string(), title: z.string() }),
  status: PolicyStatusSchema,
  /** e.g. 'ЕСБД', '1С', 'Оплата'; null without an error. */
  error_type: z.nullable(z.string()),
  error: z.nullable(z.string()),
  /** 'YYYY-MM-DD HH:mm:ss' (Asia/Almaty) */
  created_at: z.string(),
  /** The sale form's draft and the contract as sent, as JSON objects (shown readable and collapsible). */
  draft: z.nullable(z.record(z.string(), z.unknown())),
  policy: z.nullable(z.record(z.string(), z.unknown())),
  insurer: z.nullable(PartySchema),
  vehicles: z.array(
    z.object({
      number: z.string(),
      mark: z.string(),
      model: z.string(),
      color: z.nullable(z.string()),
      year: z.nullable(z.number()),
    }),
  ),
  object: z.nullable(
    z.object({
      is_immovable: z.boolean(),
      insurance_sum: z.number(),
      franchise: z.nullable(z.number()),
      add_info: z.nullable(z.string()),
    }),
  ),
  insureds: z.array(PartySchema),
  beneficiary: z.nullable(PartySchema),
  /** Documents that can be opened (policy, contract, application); shown only for status 1, no error, global id. */
  documents: z.array(z.object({ kind: z.enum(['policy', 'contract', 'application']), title: z.string() })),
});
export type DashboardPolicy = z.infer<typeof DashboardPolicySchema>;

/** The dashboard filter: by ID or by date (YYYY-MM-DD); setting one clears the other. */
export const DashboardFiltersSchema = z.object({
  date: z.nullable(isoDateField('Неверная дата')),
  id: z.nullable(z.number().check(z.int(), z.positive())),
});
export type DashboardFilters = z.infer<typeof DashboardFiltersSchema>;

/**
 * POST api/admin/admin-info {filters} -> counters and rows. Counters of the filtered contracts: `new` status 0
 * (shown in the warning colour), `success` status 1 (issued), `warning` every other status (the 'error' counter).
 */
export const DashboardRequestSchema = z.object({ filters: DashboardFiltersSchema });
export const DashboardAnswerSchema = z.object({
  success: z.number().check(z.int(), z.gte(0)),
  warning: z.number().check(z.int(), z.gte(0)),
  new: z.number().check(z.int(), z.gte(0)),
  policies: z.array(DashboardPolicySchema),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswerSchema>;
export const dashboardEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/admin-info',
  access: ['admin'],
  body: DashboardRequestSchema,
  response: DashboardAnswerSchema,
});

/** GET /api/admin/admin-info/document/{id}?kind -> {document}: one document of an issued contract (base64 PDF). */
export const dashboardDocumentEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/admin-info/document/{id}',
  access: ['admin'],
  body: undefined,
  response: z.object({ document: Base64PdfSchema }),
});

/**
 * GET /api/pdf/instructions/{file} -> application/pdf, not JSON: the guide '{product}-usage.pdf' in a frame. For
 * signed-in users (the /instruction route is 'all'): the SPA fetches it with the session's token.
 */
export const instructionPdfEndpoint = endpoint({
  method: 'GET',
  path: '/api/pdf/instructions/{file}',
  access: ['all'],
  body: undefined,
  response: z.unknown(),
});
