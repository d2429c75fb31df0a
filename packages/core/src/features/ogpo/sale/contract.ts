import * as z from 'zod/mini';
import { endpoint } from '../../../shared/api/common';
import { CODE_FIELD, ULID_FIELD } from '../../../shared/api/fields';
import { TEXT_MAX, textField } from '../../../shared/api/limits';
import { isIsoDate } from '../../../shared/dates';
import { ChiefResultSchema } from '../../../shared/parties/chief/contract';
import { ClientRecordSchema } from '../../../shared/parties/client/contract';
import {
  DocumentRecordSchema,
  PartyPodftSchema,
  type PartyPodft,
} from '../../../shared/parties/documents/contract';
import { VehicleSchema } from '../vehicle/contract';

/**
 * The OGPO sale's calls after the parties (spec part 2 sections 3.1, 7.2, 7.3): verification, calculation, the
 * one-time code, checkout and payment check, the rewrite of an issued policy, drafts and the history panel. The
 * body of calculate, checkout and draft/save is the policy (3.1) as the page holds it; the server never takes a
 * price from it (the premium is computed by the sandbox with `ogpoPremium`).
 */

const SALE: ['reserveSale'] = ['reserveSale'];
const int = () => z.number().check(z.int());
const isoDate = z.string().check(z.refine(isIsoDate, 'Неверная дата'));
const text = (max: number) => textField(max);

// ------------------------------------------------------------------ the policy (3.1)

export { PartyPodftSchema, type PartyPodft };

/**
 * What a party keeps beside its register record: the uploaded images, the podft block, and whether its podft
 * documents are being verified.
 */
const attached = {
  images: z.optional(z.array(DocumentRecordSchema).check(z.maxLength(40))),
  podft: z.optional(z.nullable(PartyPodftSchema)),
  beingVerify: z.optional(z.boolean()),
};

export const PolicyClientSchema = z.extend(ClientRecordSchema, attached);
export type PolicyClient = z.infer<typeof PolicyClientSchema>;

export const PolicyVehicleSchema = z.extend(VehicleSchema, attached);
export type PolicyVehicle = z.infer<typeof PolicyVehicleSchema>;

export const PolicyChiefSchema = z.extend(ChiefResultSchema, {
  images: z.optional(z.array(DocumentRecordSchema).check(z.maxLength(40))),
  /** The chief's residency (the chief record's): a non-resident leader or owner needs the images 111, 111+n (5.4). */
  resident: z.optional(z.boolean()),
});
export type PolicyChief = z.infer<typeof PolicyChiefSchema>;

/** Term units: days (Temporary entry 5, 10, 15; Transit 10) or months (1 to 12). */
export const TermSchema = z.object({
  unit: z.enum(['day', 'month']),
  count: z.number().check(z.int(), z.gte(1), z.lte(15)),
});
export type Term = z.infer<typeof TermSchema>;

/** The treaty: the first day of cover, the term, and the last day of cover (both inclusive). */
export const TreatySchema = z.object({ date: isoDate, term: TermSchema, end: isoDate });
export type Treaty = z.infer<typeof TreatySchema>;

/** The policy as the page sends it (3.1). `premium` is what the page shows; the server ignores it. */
export const OgpoPolicySchema = z.object({
  number: ULID_FIELD,
  product: z.literal('OGPO_WEB_EA'),
  product_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  insurer: z.nullable(PolicyClientSchema),
  insureds: z.array(PolicyClientSchema).check(z.maxLength(20)),
  /** The insurer is also a driver. */
  isDrive: z.boolean(),
  vehicle: z.array(PolicyVehicleSchema).check(z.maxLength(20)),
  leader: z.nullable(PolicyChiefSchema),
  beneficiary: z.array(PolicyChiefSchema).check(z.maxLength(20)),
  treaty: TreatySchema,
  manager: z.nullable(int()),
  agent: z.nullable(int()),
  apc: z.nullable(text(TEXT_MAX.code)),
  /** '+7(###) ###-####', '7' or '' (required for a natural-person insurer, 5.4). */
  paymentPhone: text(TEXT_MAX.phone),
  premium: z.optional(z.nullable(z.number())),
  /** The seller's address as GET /api/get-ip gave it when the page opened (3.1 ip). */
  ip: z.optional(z.nullable(text(TEXT_MAX.code))),
  /** A rewrite of an issued policy (7.2): its global number. */
  global: z.optional(z.nullable(text(TEXT_MAX.number))),
  isRewrite: z.optional(z.boolean()),
});
export type OgpoPolicy = z.infer<typeof OgpoPolicySchema>;

// ------------------------------------------------------------------ 7.2 verification

// GET /api/get-ip lives in shared (the sale and the policy list's termination both send the address).
export { getIpEndpoint } from '../../../shared/api/ip';

/**
 * POST /api/verify/client (7.2): one party as the state register and the anti-money-laundering check see it. For an
 * insured also experience (1 or 3: under 2 years or not), class_id and age.
 */
export const VerifyClientRequestSchema = z.object({
  ulid: ULID_FIELD,
  product: z.literal('OGPO_WEB_EA'),
  product_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  rewrite: z.boolean(),
  isInsured: z.boolean(),
  resident: z.boolean(),
  iin: text(TEXT_MAX.code),
  title: text(TEXT_MAX.title),
  surname: text(TEXT_MAX.personName),
  name: text(TEXT_MAX.personName),
  patronymic: text(TEXT_MAX.personName),
  birthday: text(TEXT_MAX.date),
  phone: text(TEXT_MAX.phone),
  document_type: z.nullable(int()),
  politician: z.boolean(),
  pensioner: z.boolean(),
  experience: z.optional(z.union([z.literal(1), z.literal(3)])),
  class_id: z.optional(z.nullable(int())),
  age: z.optional(z.nullable(int())),
});
export type VerifyClientRequest = z.infer<typeof VerifyClientRequestSchema>;

/**
 * The answer of verify/client and verify/vehicle. `success` missing: the check timed out (the page says so);
 * `success` false: the party failed (message says why); `podft` set when the anti-money-laundering check flagged the
 * party: a compliance record was created and the sale waits for its decision (status 3 or 2 lets it go on, 4 stops it).
 */
export const VerifyAnswerSchema = z.object({
  success: z.optional(z.boolean()),
  result: z.optional(z.boolean()),
  canEdit: z.optional(z.boolean()),
  message: z.optional(text(TEXT_MAX.message)),
  podft: z.optional(z.nullable(PartyPodftSchema)),
});
export type VerifyAnswer = z.infer<typeof VerifyAnswerSchema>;

export const verifyClientEndpoint = endpoint({
  method: 'POST',
  path: '/api/verify/client',
  access: SALE,
  owns: 'sale',
  body: VerifyClientRequestSchema,
  response: VerifyAnswerSchema,
});

/** POST /api/verify/vehicle {product_type, region_id, product, rewrite, kato, ulid, vin} (plus the plate). */
export const VerifyVehicleRequestSchema = z.object({
  ulid: ULID_FIELD,
  product: z.literal('OGPO_WEB_EA'),
  product_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  rewrite: z.boolean(),
  region_id: z.nullable(int()),
  kato: z.nullable(text(TEXT_MAX.code)),
  vin: text(TEXT_MAX.number),
  number: text(TEXT_MAX.number),
});
export type VerifyVehicleRequest = z.infer<typeof VerifyVehicleRequestSchema>;

export const verifyVehicleEndpoint = endpoint({
  method: 'POST',
  path: '/api/verify/vehicle',
  access: SALE,
  owns: 'sale',
  body: VerifyVehicleRequestSchema,
  response: VerifyAnswerSchema,
});

/** POST /api/verify/terminal {c_id} -> {result}: the seller's terminal may conclude policies (roles other than 0). */
export const verifyTerminalEndpoint = endpoint({
  method: 'POST',
  path: '/api/verify/terminal',
  access: SALE,
  body: z.object({ c_id: text(TEXT_MAX.code) }),
  response: z.object({ result: z.boolean(), message: z.optional(text(TEXT_MAX.message)) }),
});

// ------------------------------------------------------------------ 7.2 calculation

/** POST /api/calculate/ogpo {policy} -> the premium (whole tenge) by the tariff, and each driver's class. */
export const CalculationSchema = z.object({
  result: z.literal(true),
  premium: z.number().check(z.gte(0)),
  /** 'YYYY-MM-DD HH:mm:ss', Almaty time. */
  calculationDate: text(TEXT_MAX.date),
  /** Bonus-malus classes: the insurer's (null for a legal entity) and the insureds' in order. */
  classes: z.object({ insurer: z.nullable(text(TEXT_MAX.code)), insureds: z.array(text(TEXT_MAX.code)) }),
  add_payment: z.number(),
  refund: z.number(),
});
export type Calculation = z.infer<typeof CalculationSchema>;

export const calculateOgpoEndpoint = endpoint({
  method: 'POST',
  path: '/api/calculate/ogpo',
  access: SALE,
  owns: 'sale',
  body: z.object({ policy: OgpoPolicySchema }),
  response: CalculationSchema,
});

// ------------------------------------------------------------------ 4.2 the one-time code to the insurer

export const OtpSendRequestSchema = z.object({
  ulid: ULID_FIELD,
  phone: text(TEXT_MAX.phone),
  email: text(TEXT_MAX.title),
  resident: z.boolean(),
  person: z.boolean(),
});
export type OtpSendRequest = z.infer<typeof OtpSendRequestSchema>;

/** -> {result, type: sms or mail, sendPhone (masked)}; `code` only in the sandbox's development mode. */
export const otpSendEndpoint = endpoint({
  method: 'POST',
  path: '/api/otp/send',
  access: SALE,
  owns: 'sale',
  body: OtpSendRequestSchema,
  response: z.object({
    result: z.literal(true),
    type: z.enum(['sms', 'mail']),
    sendPhone: text(TEXT_MAX.phone),
    code: z.optional(text(TEXT_MAX.code)),
  }),
});

export const otpVerifyEndpoint = endpoint({
  method: 'POST',
  path: '/api/otp/verify',
  access: SALE,
  owns: 'sale',
  body: z.object({
    ulid: ULID_FIELD,
    phone: text(TEXT_MAX.phone),
    email: text(TEXT_MAX.title),
    code: CODE_FIELD,
  }),
  response: z.object({ result: z.literal(true) }),
});

// ------------------------------------------------------------------ 7.2 checkout and payment

/** 0 transfer (an invoice), 1 online: the card provider (`epay` true) or the mobile bank (Kaspi, `epay` false). */
export const PAYMENT = { transfer: 0, online: 1 } as const;

export const CheckoutRequestSchema = z.object({
  payment: z.union([z.literal(0), z.literal(1)]),
  epay: z.boolean(),
  policy: OgpoPolicySchema,
  paymentPhone: text(TEXT_MAX.phone),
  global: z.optional(z.nullable(text(TEXT_MAX.number))),
  isRewrite: z.optional(z.boolean()),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/** The issued policy (the success card): number, global number (null while 1C assigns it), dates, premium. */
export const TicketSchema = z.object({
  /** The register's id of the policy (get-document, check-payment). */
  policyId: int(),
  number: text(TEXT_MAX.number),
  global: z.nullable(text(TEXT_MAX.number)),
  /** 1C has not assigned the global number yet. */
  processing: z.boolean(),
  from: isoDate,
  to: isoDate,
  premium: z.number(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/**
 * -> a ticket (paid already: a rewrite without extra payment), or the payment to wait for: `policyId`, and where the
 * payer pays (`url`: the invoice's bank page, /epay/{id}, or the mobile bank's page), and the invoice number.
 */
export const CheckoutAnswerSchema = z.union([
  z.object({ result: z.literal(true), ticket: TicketSchema }),
  z.object({
    result: z.literal(true),
    policyId: int(),
    url: text(TEXT_MAX.message),
    invoice: z.optional(text(TEXT_MAX.number)),
    message: z.optional(text(TEXT_MAX.message)),
  }),
]);
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

export const checkoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/contracts/checkout',
  access: SALE,
  owns: 'sale',
  body: CheckoutRequestSchema,
  response: CheckoutAnswerSchema,
});

/**
 * POST /api/contracts/check-payment {id, payment} -> the ticket, or `waiting` (not paid yet; `declined` when the
 * payer's last attempt was refused: the seller chooses a way to pay again).
 */
export const CheckPaymentAnswerSchema = z.union([
  z.object({ result: z.literal(true), ticket: TicketSchema }),
  z.object({
    result: z.literal(true),
    waiting: z.literal(true),
    declined: z.optional(z.literal(true)),
    message: text(TEXT_MAX.message),
  }),
]);
export type CheckPaymentAnswer = z.infer<typeof CheckPaymentAnswerSchema>;

export const checkPaymentEndpoint = endpoint({
  method: 'POST',
  path: '/api/contracts/check-payment',
  access: SALE,
  owns: 'sale',
  body: z.object({ id: int(), payment: z.union([z.literal(0), z.literal(1)]) }),
  response: CheckPaymentAnswerSchema,
});

// POST /api/policy/get-document lives in shared/policy-documents.ts (the sale's receipt link and the policy list).

// ------------------------------------------------------------------ 7.2 rewrite

/** POST /api/contracts/ogpo/policy-get {global, isGlobal, isRewrite, phone (sent if longer than 3 characters)}. */
export const PolicyGetRequestSchema = z.object({
  global: text(TEXT_MAX.number),
  isGlobal: z.boolean(),
  isRewrite: z.boolean(),
  phone: z.optional(text(TEXT_MAX.phone)),
});
export type PolicyGetRequest = z.infer<typeof PolicyGetRequestSchema>;

/**
 * -> the policy to rewrite; or `confirm` when the insurer must confirm by phone (the page shows the error with a
 * phone prompt and asks again with the phone); a refusal `{result: false, error}` is not-found (spec 8).
 */
export const PolicyGetAnswerSchema = z.union([
  z.object({ result: z.literal(true), policy: OgpoPolicySchema }),
  z.object({
    result: z.literal(true),
    confirm: z.object({ iin: text(TEXT_MAX.code), error: text(TEXT_MAX.message) }),
  }),
]);

export type PolicyGetAnswer = z.infer<typeof PolicyGetAnswerSchema>;

/** What the page makes of the answer: the policy, or a refusal (with the insurer's IIN: the phone prompt). */
export type PolicyGetOutcome =
  { result: true; policy: OgpoPolicy } | { result: false; error: string; iin?: string | null };

export const policyGetEndpoint = endpoint({
  method: 'POST',
  path: '/api/contracts/ogpo/policy-get',
  access: SALE,
  body: PolicyGetRequestSchema,
  response: PolicyGetAnswerSchema,
});

// ------------------------------------------------------------------ 7.3 drafts (the history's calls: history-contract.ts)

/** GET /api/draft/item/{id}/{product} -> the policy, or {result: false} (missing, or another product). */
export const draftItemEndpoint = endpoint({
  method: 'GET',
  path: '/api/draft/item/{id}/{product}',
  access: SALE,
  owns: 'sale',
  body: undefined,
  response: z.union([
    z.object({ result: z.literal(true), id: text(TEXT_MAX.number), policy: OgpoPolicySchema }),
    z.object({ result: z.literal(false) }),
  ]),
});

/** POST /api/draft/save {policy} -> the draft's id (the policy's number: saving again updates the same draft). */
export const draftSaveEndpoint = endpoint({
  method: 'POST',
  path: '/api/draft/save',
  access: SALE,
  owns: 'sale',
  body: z.object({ policy: OgpoPolicySchema }),
  response: z.object({ result: z.literal(true), id: text(TEXT_MAX.number) }),
});

// The drafts screen's cards and calls live in drafts-contract.ts (the drafts screen loads them without the policy).
export * from './drafts-contract';
