import * as z from 'zod/mini';
import { endpoint, pageOf } from '../../shared/api/common';
import { Base64PdfSchema } from '../../shared/api/fields';
import { TEXT_MAX, textField } from '../../shared/api/limits';

/**
 * The policy list's calls (spec part 2 sections 3.9 and 7.5): the list with its filter, one policy for the modal,
 * the export and the documents of property and casco (OGPO's get-document is the kernel's, shared/policy-documents).
 * Access: the sale group and the accountant (part 1 section 2, route /policies); for what the policy modal asks,
 * support too (part 2 section 2.8: the operator-error screen opens it) and every seller of a sale page (2.1: the
 * history's 'Договоры' open it, the service manager's included). Which policies a role sees is core's
 * `policyScope` (shared/ownership.ts), applied by the server to the list, the export and every call naming one.
 */

const int = () => z.number().check(z.int());
const text = (max: number) => textField(max);
const LIST_ACCESS = ['sale', 'accountant'] as const;
const ITEM_ACCESS = ['sale', 'reserveSale', 'mainSale', 'accountant', 'support'] as const;

/**
 * How a policy of the register was paid, beside 3.9's payment_type (0 cash or transfer, 1 card): an invoice's
 * transfer, the card provider, or the mobile bank Kaspi (part 2 sections 2.1, 2.3: a way of its own, not a card).
 */
export const POLICY_PAYMENT_METHODS = ['transfer', 'card', 'kaspi'] as const;
export type PolicyPaymentMethod = (typeof POLICY_PAYMENT_METHODS)[number];

/** A row of the list (3.9 "Policy row"), with the local contract number the modal can also be opened by. */
export const PolicyRowSchema = z.object({
  id: int(),
  /** The local contract number ('26-WEB-000123'); null for a policy the register got without one. */
  number: z.nullable(text(TEXT_MAX.number)),
  global_id: z.nullable(text(TEXT_MAX.number)),
  insurer_title: text(TEXT_MAX.title),
  /** The product's code (OGPO_WEB_EA, DSD_FI, ...) and its title. */
  product: text(TEXT_MAX.code),
  product_title: text(TEXT_MAX.title),
  product_type: z.nullable(int()),
  premium: z.number(),
  /** The seller's full name. */
  username: text(TEXT_MAX.title),
  status: int(),
  statusName: text(TEXT_MAX.title),
  /** 'YYYY-MM-DD' */
  from: z.nullable(text(TEXT_MAX.date)),
  to: z.nullable(text(TEXT_MAX.date)),
  /** 'YYYY-MM-DD HH:mm:ss', Almaty time. */
  created_at: text(TEXT_MAX.date),
  /** 0 cash or transfer, 1 card. */
  payment_type: z.union([z.literal(0), z.literal(1)]),
});
export type PolicyRow = z.infer<typeof PolicyRowSchema>;

/** A match of 'Search in 1C' (3.9 "Search-in-1C row"): the global number, the first vehicle, the dates. */
export const OneCMatchSchema = z.object({
  global: text(TEXT_MAX.number),
  vehicles: z.array(
    z.object({ mark: text(TEXT_MAX.title), model: text(TEXT_MAX.title), number: text(TEXT_MAX.number) }),
  ),
  date_from: z.nullable(text(TEXT_MAX.date)),
  date_to: z.nullable(text(TEXT_MAX.date)),
});
export type OneCMatch = z.infer<typeof OneCMatchSchema>;

/**
 * GET /api/policy/all?page=&{filter} -> {data: the page, byIin: 1C's policies of the filter's IIN, byGlobal: 1C's
 * policy of the filter's global number when isGlobal}, or {message}: the warning shown instead of a list (8).
 */
export const PolicyListAnswerSchema = z.union([
  z.object({
    data: pageOf(PolicyRowSchema),
    byIin: z.array(OneCMatchSchema),
    byGlobal: z.array(OneCMatchSchema),
  }),
  z.object({ message: text(TEXT_MAX.message) }),
]);
export type PolicyListAnswer = z.infer<typeof PolicyListAnswerSchema>;

export const policyListEndpoint = endpoint({
  method: 'GET',
  path: '/api/policy/all',
  access: LIST_ACCESS,
  body: undefined,
  response: PolicyListAnswerSchema,
});

/**
 * GET /api/policy/all?one_c={number}&noPaginate=1 -> every policy of that contract (1C) number the caller sees, as
 * a plain array (7.5 'with {one_c, noPaginate} -> array'): the list's call, answered without a page. one_c is
 * required (the whole register unpaged is the export's). The policy modal opened by a contract number (2.7) finds
 * its policy with it.
 */
export const policyByNumberEndpoint = endpoint({
  ...policyListEndpoint,
  response: z.array(PolicyRowSchema),
});

const PartySchema = z.object({
  title: text(TEXT_MAX.title),
  iin: z.nullable(text(TEXT_MAX.code)),
  /** 1 natural person, 2 legal entity. */
  person: int(),
  resident: z.optional(z.boolean()),
  entrepreneur: z.optional(z.boolean()),
});
export type PolicyParty = z.infer<typeof PartySchema>;

/** One policy for the modal (3.9 "Policy detail"). Its documents come from their own calls when asked. */
export const PolicyDetailSchema = z.object({
  id: int(),
  number: z.nullable(text(TEXT_MAX.number)),
  global_id: z.nullable(text(TEXT_MAX.number)),
  draft_ulid: z.nullable(text(TEXT_MAX.code)),
  product: text(TEXT_MAX.code),
  product_title: text(TEXT_MAX.title),
  product_type: z.nullable(int()),
  premium: z.number(),
  status: int(),
  statusName: text(TEXT_MAX.title),
  payment_type: z.union([z.literal(0), z.literal(1)]),
  /** The way it was paid (its paid payment's, else its latest attempt's); null when the register has no payment. */
  payment_method: z.nullable(z.enum(POLICY_PAYMENT_METHODS)),
  from: z.nullable(text(TEXT_MAX.date)),
  to: z.nullable(text(TEXT_MAX.date)),
  created_at: text(TEXT_MAX.date),
  /** The seller. */
  username: text(TEXT_MAX.title),
  /**
   * Whether the caller may change the policy (report an operator error, terminate it): core's ownership rule
   * (`mayAccess` 'change') as the server answers it for the session, so the modal offers only what the calls allow.
   */
  changeable: z.boolean(),
  /** When the policy was terminated early ('YYYY-MM-DD HH:mm:ss', Almaty); null while it runs. */
  terminated_at: z.nullable(text(TEXT_MAX.date)),
  /** The insurer; `hash` names it in the termination flow (process-otp type 3). */
  insurer: z.nullable(z.extend(PartySchema, { hash: z.nullable(text(TEXT_MAX.code)) })),
  vehicles: z.array(
    z.object({
      number: text(TEXT_MAX.number),
      mark: text(TEXT_MAX.title),
      model: text(TEXT_MAX.title),
      color: z.nullable(text(TEXT_MAX.title)),
      year: z.nullable(int()),
    }),
  ),
  object: z.nullable(
    z.object({
      is_immovable: z.boolean(),
      insurance_sum: z.number(),
      franchise: z.nullable(z.number()),
      add_info: z.nullable(text(TEXT_MAX.message)),
    }),
  ),
  insureds: z.array(PartySchema),
  beneficiary: z.nullable(PartySchema),
  /**
   * Who signs the contract for the insurance company: the signatory chosen in the property or casco contract panel
   * (2.3); null or absent without one (an OGPO policy's panel has none, 2.1). A termination of the policy names it
   * (7.5 `signatoryId`).
   */
  signatory: z.optional(z.nullable(z.object({ id: int(), title: text(TEXT_MAX.title) }))),
  /** 'ЕСБД', '1С', 'Оплата'; null without an error. */
  error_type: z.nullable(text(TEXT_MAX.title)),
  /** The error as the register keeps it (often the raw answer of the state register or 1C). */
  error: z.nullable(z.string().check(z.maxLength(20_000))),
});
export type PolicyDetail = z.infer<typeof PolicyDetailSchema>;

/** POST /api/policy/item {id} -> the policy; `id` is its id, or its local or global contract number. */
export const PolicyItemRequestSchema = z.object({
  id: z.union([int().check(z.positive()), text(TEXT_MAX.number).check(z.minLength(1))]),
});
export const policyItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/policy/item',
  access: ITEM_ACCESS,
  owns: 'policy',
  body: PolicyItemRequestSchema,
  response: PolicyDetailSchema,
});

/**
 * GET /api/policy/export?{filter} -> policy.csv of every row the filter matches (UTF-8 with BOM, ';', dates
 * dd.mm.yyyy, money with a comma), or JSON {message}: the warning (8).
 */
export const policyExportEndpoint = endpoint({
  method: 'GET',
  path: '/api/policy/export',
  access: LIST_ACCESS,
  body: undefined,
  response: z.object({ message: text(TEXT_MAX.message) }),
});

/** POST /api/policy/get-document-dc {global, is_immovable} -> {result, 0: {document_contract, document_policy}}. */
export const policyDocumentDcEndpoint = endpoint({
  method: 'POST',
  path: '/api/policy/get-document-dc',
  access: ITEM_ACCESS,
  owns: 'policy',
  body: z.object({ global: text(TEXT_MAX.number), is_immovable: z.boolean() }),
  response: z.object({
    result: z.literal(true),
    0: z.object({ document_contract: Base64PdfSchema, document_policy: Base64PdfSchema }),
  }),
});

/** POST /api/policy/get-document-ds {global, type} -> {result, 0: {document_contract | _policy | _application}}. */
export const CASCO_DOCUMENT = { contract: 0, policy: 1, application: 2 } as const;
export const policyDocumentDsEndpoint = endpoint({
  method: 'POST',
  path: '/api/policy/get-document-ds',
  access: ITEM_ACCESS,
  owns: 'policy',
  body: z.object({
    global: text(TEXT_MAX.number),
    type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  }),
  response: z.object({
    result: z.literal(true),
    0: z.object({
      document_contract: z.optional(Base64PdfSchema),
      document_policy: z.optional(Base64PdfSchema),
      document_application: z.optional(Base64PdfSchema),
    }),
  }),
});
