import * as z from 'zod/mini';
import { endpoint, type Schema } from '../api/common';
import { SALE_GROUPS } from '../parties/sale-groups';
import { CODE_FIELD, ULID_FIELD } from '../api/fields';
import { TEXT_MAX, textField } from '../api/limits';
import { isIsoDate } from '../dates';
import { ChiefResultSchema } from '../parties/chief/contract';
import { ClientRecordSchema } from '../parties/client/contract';
import { DocumentRecordSchema, PartyPodftSchema } from '../parties/documents/contract';

/**
 * The sale kernel's calls (spec part 2 sections 3.1, 4.2, 7.1, 7.2, 7.3), the same for every product: the sellers of
 * the contract panel, the terminal's check, the one-time code to the insurer, the ticket and the payment check, and
 * the drafts. What a product adds (its policy, its verification of parties, its calculation, its checkout) is the
 * product's contract; a product's policy is what the drafts carry (`draftEndpointsFor`).
 */

const SALE = SALE_GROUPS;

/**
 * A POST of the sale by its sellers, on a sale the caller owns (its ulid or policy): both groups, or the one a
 * product's own call names.
 */
export const salePost = <Req extends Schema, Res extends Schema>(
  path: string,
  body: Req,
  response: Res,
  access: Array<'reserveSale' | 'mainSale'> = SALE,
) => endpoint({ method: 'POST', path, access, owns: 'sale', body, response });
const int = () => z.number().check(z.int());
const isoDate = z.string().check(z.refine(isIsoDate, 'Неверная дата'));
const text = (max: number) => textField(max);

// ------------------------------------------------------------------ a policy's parties (3.1)

/**
 * What a party keeps beside its register record: the uploaded images, the podft block, and whether its podft
 * documents are being verified.
 */
export const ATTACHED = {
  images: z.optional(z.array(DocumentRecordSchema).check(z.maxLength(40))),
  podft: z.optional(z.nullable(PartyPodftSchema)),
  beingVerify: z.optional(z.boolean()),
};

/** A policy's client: the register's record (the client dialog's) and what the policy attaches to it. */
export const PolicyClientSchema = z.extend(ClientRecordSchema, ATTACHED);
export type PolicyClient = z.infer<typeof PolicyClientSchema>;

export const PolicyChiefSchema = z.extend(ChiefResultSchema, {
  images: z.optional(z.array(DocumentRecordSchema).check(z.maxLength(40))),
  /** The chief's residency (the chief record's): a non-resident leader or owner needs the images 111, 111+n (5.4). */
  resident: z.optional(z.boolean()),
});
export type PolicyChief = z.infer<typeof PolicyChiefSchema>;

/** Term units: days (OGPO's Temporary entry 5, 10, 15; Transit 10) or months (1 to 12). */
export const TermSchema = z.object({
  unit: z.enum(['day', 'month']),
  count: z.number().check(z.int(), z.gte(1), z.lte(15)),
});
export type Term = z.infer<typeof TermSchema>;

/** The treaty: the first day of cover, the term, and the last day of cover (both inclusive). */
export const TreatySchema = z.object({ date: isoDate, term: TermSchema, end: isoDate });
export type Treaty = z.infer<typeof TreatySchema>;

/** What the kernel reads of any product's policy: its number (the sale's ulid) and its product code. */
export interface SalePolicy {
  number: string;
  product: string;
}

// 7.1 the contract panel's sellers: staff-contract.ts (the policy list reads the managers without the policy)
export * from './staff-contract';

// ------------------------------------------------------------------ 7.2 verification

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

/** POST /api/verify/terminal {c_id} -> {result}: the seller's terminal may conclude policies (roles other than 0). */
export const verifyTerminalEndpoint = endpoint({
  method: 'POST',
  path: '/api/verify/terminal',
  access: SALE,
  body: z.object({ c_id: text(TEXT_MAX.code) }),
  response: z.object({ result: z.boolean(), message: z.optional(text(TEXT_MAX.message)) }),
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

/**
 * The one-time code is the confirmation of the products that ask it (4.2: OGPO, the reserve-sale group's page): the
 * main-sale group's products send none, so its roles outside the reserve sale (the agent, 4) are refused.
 */
const CODE_SELLERS: Array<'reserveSale'> = ['reserveSale'];

/**
 * -> {result, type: sms or mail, sendPhone or sendEmail (masked)}: an insurer with a phone gets an SMS, one without a
 * phone but with an e-mail a letter (4.2). `code` only in the sandbox's development mode.
 */
export const OtpSentSchema = z.object({
  result: z.literal(true),
  type: z.enum(['sms', 'mail']),
  /** The phone the SMS went to ('+7(701) ***-**28'); '' for a letter. */
  sendPhone: text(TEXT_MAX.phone),
  /** The address the letter went to ('a***@web.de'). */
  sendEmail: z.optional(text(TEXT_MAX.title)),
  code: z.optional(text(TEXT_MAX.code)),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

export const otpSendEndpoint = salePost('/api/otp/send', OtpSendRequestSchema, OtpSentSchema, CODE_SELLERS);

export const otpVerifyEndpoint = salePost(
  '/api/otp/verify',
  z.object({
    ulid: ULID_FIELD,
    phone: text(TEXT_MAX.phone),
    email: text(TEXT_MAX.title),
    code: CODE_FIELD,
  }),
  z.object({ result: z.literal(true) }),
  CODE_SELLERS,
);

// ------------------------------------------------------------------ 7.2 checkout and payment

/** 0 transfer (an invoice), 1 online: the card provider (`epay` true) or the mobile bank (Kaspi, `epay` false). */
export const PAYMENT = { transfer: 0, online: 1 } as const;

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

export const checkPaymentEndpoint = salePost(
  '/api/contracts/check-payment',
  z.object({ id: int(), payment: z.union([z.literal(0), z.literal(1)]) }),
  CheckPaymentAnswerSchema,
);

// ------------------------------------------------------------------ 7.3 drafts

/**
 * GET /api/draft/item/{id}/{product} -> the policy, or {result: false} (missing, or another product); POST
 * /api/draft/save {policy} -> the draft's id (the policy's number: saving again updates the same draft). Declared
 * for a product's policy schema: the page reads its draft through its own schema.
 */
export function draftEndpointsFor<S extends z.ZodMiniType<SalePolicy>>(policy: S) {
  return {
    item: endpoint({
      method: 'GET',
      path: '/api/draft/item/{id}/{product}',
      access: SALE,
      owns: 'sale',
      body: undefined,
      response: z.union([
        z.object({ result: z.literal(true), id: text(TEXT_MAX.number), policy }),
        z.object({ result: z.literal(false) }),
      ]),
    }),
    save: salePost(
      '/api/draft/save',
      z.object({ policy }),
      z.object({ result: z.literal(true), id: text(TEXT_MAX.number) }),
    ),
  };
}

/** The drafts' calls of a product whose policy is `Policy`. */
export type DraftEndpoints<Policy extends SalePolicy> = ReturnType<
  typeof draftEndpointsFor<z.ZodMiniType<Policy>>
>;
