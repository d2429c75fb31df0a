import * as z from 'zod/mini';
import { endpoint } from '../../../shared/api/common';
import { ULID_FIELD } from '../../../shared/api/fields';
import { TEXT_MAX, textField } from '../../../shared/api/limits';
import { PartyPodftSchema, type PartyPodft } from '../../../shared/parties/documents/contract';
import {
  ATTACHED,
  CheckoutAnswerSchema,
  draftEndpointsFor,
  PolicyChiefSchema,
  PolicyClientSchema,
  salePost,
  TreatySchema,
  VerifyAnswerSchema,
} from '../../../shared/sale/contract';
import { VehicleSchema } from '../../../shared/parties/vehicle/contract';

/**
 * The OGPO sale's calls after the parties (spec part 2 sections 3.1, 7.2, 7.3): verification, calculation, the
 * one-time code, checkout and payment check, the rewrite of an issued policy, drafts and the history panel. What every
 * product's sale has (the sellers, the terminal, the code, the ticket, the payment check, the drafts) is the
 * kernel's contract (shared/sale/contract.ts), re-exported here. The body of calculate, checkout and draft/save is
 * the policy (3.1) as the page holds it; the server never takes a
 * price from it (the premium is computed by the sandbox with `ogpoPremium`).
 */

const SALE: ['reserveSale'] = ['reserveSale'];
const int = () => z.number().check(z.int());
const text = (max: number) => textField(max);

// ------------------------------------------------------------------ the policy (3.1)

export { PartyPodftSchema, type PartyPodft };
export {
  CheckPaymentAnswerSchema,
  CheckoutAnswerSchema,
  checkPaymentEndpoint,
  otpSendEndpoint,
  OtpSendRequestSchema,
  otpVerifyEndpoint,
  PAYMENT,
  PolicyChiefSchema,
  PolicyClientSchema,
  TermSchema,
  TicketSchema,
  TreatySchema,
  VerifyAnswerSchema,
  verifyTerminalEndpoint,
  type CheckoutAnswer,
  type CheckPaymentAnswer,
  type OtpSendRequest,
  type PolicyChief,
  type PolicyClient,
  type Term,
  type Ticket,
  type Treaty,
  type VerifyAnswer,
} from '../../../shared/sale/contract';

export const PolicyVehicleSchema = z.extend(VehicleSchema, ATTACHED);
export type PolicyVehicle = z.infer<typeof PolicyVehicleSchema>;

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
  /**
   * A rewrite's money as calculate answered it (3.1): the old policy's premium deducted, and what is to pay. What the
   * page shows; the server computes both again.
   */
  refund: z.optional(z.nullable(z.number())),
  add_payment: z.optional(z.nullable(z.number())),
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

export const verifyClientEndpoint = salePost(
  '/api/verify/client',
  VerifyClientRequestSchema,
  VerifyAnswerSchema,
  SALE,
);

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

export const verifyVehicleEndpoint = salePost(
  '/api/verify/vehicle',
  VerifyVehicleRequestSchema,
  VerifyAnswerSchema,
  SALE,
);

// ------------------------------------------------------------------ 7.2 calculation

/**
 * POST /api/calculate/ogpo {policy} -> the premium (whole tenge) by the tariff, and each driver's class; for a rewrite
 * also `refund` (the old policy's premium, deducted) and `add_payment` (what is to pay), both 0 otherwise.
 */
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

export const calculateOgpoEndpoint = salePost(
  '/api/calculate/ogpo',
  z.object({ policy: OgpoPolicySchema }),
  CalculationSchema,
  SALE,
);

export const CheckoutRequestSchema = z.object({
  payment: z.union([z.literal(0), z.literal(1)]),
  epay: z.boolean(),
  policy: OgpoPolicySchema,
  paymentPhone: text(TEXT_MAX.phone),
  global: z.optional(z.nullable(text(TEXT_MAX.number))),
  isRewrite: z.optional(z.boolean()),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

export const checkoutEndpoint = salePost(
  '/api/contracts/checkout',
  CheckoutRequestSchema,
  CheckoutAnswerSchema,
  SALE,
);

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

/** The drafts' calls with OGPO's policy (the page reads its draft through OGPO's schema). */
export const { item: draftItemEndpoint, save: draftSaveEndpoint } = draftEndpointsFor(OgpoPolicySchema);

// The drafts screen's cards and calls live in drafts-contract.ts (the drafts screen loads them without the policy).
export * from './drafts-contract';
