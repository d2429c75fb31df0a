import * as z from 'zod/mini';
import { isoDateField } from '../../shared/dates';
import { endpoint, pageOf } from '../../shared/api/common';
import { TEXT_MAX, textField } from '../../shared/api/limits';
import { Base64PdfSchema, DocumentAnswerSchema, ResultTrueSchema, ULID_FIELD } from '../../shared/api/fields';

/**
 * Early termination of motor policies (spec part 1: section 2 "Termination screen", "Termination modal"; section 3
 * "Termination search result", "Termination history item", "Termination request"; section 4 "Termination flow";
 * section 7 contracts/functional/*, functional/otp/*).
 *
 * The server keeps the termination request by its ulid: create-termination-document and update store it, so
 * send-sms and terminate need only the ulid. The customer confirms an OTP-signed application either by the code
 * entered in the modal (functional/otp/accept) or on the public page /func/otp/{ulid}; check-otp tells which.
 */

/** Contract status codes in the register; only 2 and 3 can be terminated (spec section 5). */
export const TERMINABLE_STATUS_CODES = [2, 3] as const;
export const isTerminable = (code: number): boolean => code === 2 || code === 3;

export const TerminationSearchResultSchema = z.object({
  number: textField(TEXT_MAX.number),
  product: z.object({ title: textField(TEXT_MAX.title) }),
  client: z.object({
    title: textField(TEXT_MAX.title),
    iin: textField(TEXT_MAX.code),
    /** 1 natural person, 2 legal entity */
    person: z.number(),
    resident: z.boolean(),
    surname: z.optional(textField(TEXT_MAX.personName)),
    name: z.optional(textField(TEXT_MAX.personName)),
    patronymic: z.optional(z.nullable(textField(TEXT_MAX.personName))),
    /** The policyholder's phone '+7(701) 555-0101', prefilled for the OTP. */
    phone: z.optional(z.nullable(textField(TEXT_MAX.phone))),
  }),
  premium: z.number(),
  /** 'YYYY-MM-DD' */
  date_from: textField(TEXT_MAX.date),
  date_to: textField(TEXT_MAX.date),
  status: z.object({ title: textField(TEXT_MAX.title), code: z.number().check(z.int()) }),
  /** Creation date 'YYYY-MM-DD HH:mm:ss' */
  date: textField(TEXT_MAX.date),
});
export type TerminationSearchResult = z.infer<typeof TerminationSearchResultSchema>;

export const SIGNIN_TYPE = { otp: 1, paper: 2 } as const;
export const RETURN_TYPE = { cash: 1, card: 2 } as const;

export const TerminationHistoryItemSchema = z.object({
  /** The contract number */
  global: z.string(),
  product: z.string(),
  client_iin: z.string(),
  premium: z.number(),
  refund: z.number(),
  status: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  created_at: z.string(),
  signinType: z.union([z.literal(1), z.literal(2)]),
  returnType: z.union([z.literal(1), z.literal(2)]),
  /** The history row: its application comes from history/{id}/document when the item is opened. */
  id: z.number().check(z.int(), z.positive()),
});
export type TerminationHistoryItem = z.infer<typeof TerminationHistoryItemSchema>;

/** GET api/contracts/functional/history?page -> {data, meta} (newest first): the caller's terminations (role 0: all). */
export const TerminationHistoryPageSchema = pageOf(TerminationHistoryItemSchema);
export const terminationHistoryEndpoint = endpoint({
  method: 'GET',
  path: '/api/contracts/functional/history',
  access: ['termination'],
  body: undefined,
  response: TerminationHistoryPageSchema,
});

/**
 * GET api/contracts/functional/history/{id}/document -> {result: true, document}: the application of a
 * terminated contract, fetched when its history item is opened (the history page carries no documents); the
 * termination's owner's (and role 0's), like the history list.
 */
export const terminationHistoryDocumentEndpoint = endpoint({
  method: 'GET',
  path: '/api/contracts/functional/history/{id}/document',
  access: ['termination'],
  owns: 'termination',
  body: undefined,
  response: DocumentAnswerSchema,
});

/** POST api/contracts/functional/contracts: by contract number, by IIN/BIN, or a non-resident's data. */
export const TerminationSearchRequestSchema = z.union([
  z.object({ contract: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.number)) }),
  z.object({ iin: z.string().check(z.regex(/^\d{12}$/)) }),
  z.object({
    surname: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.personName)),
    name: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.personName)),
    /** 'YYYY-MM-DD' */
    birthday: isoDateField(),
    vehicle: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.number)),
  }),
]);
export type TerminationSearchRequest = z.infer<typeof TerminationSearchRequestSchema>;
export const TerminationSearchAnswerSchema = z.object({
  result: z.literal(true),
  data: z.array(TerminationSearchResultSchema),
});
export const terminationSearchEndpoint = endpoint({
  method: 'POST',
  path: '/api/contracts/functional/contracts',
  access: ['termination'],
  body: TerminationSearchRequestSchema,
  response: TerminationSearchAnswerSchema,
});

export const RESCINDING_REASONS = {
  early: '00000000011',
  death: '00000000020',
} as const;
export const RESCINDING_REASON_TITLES: Record<string, string> = {
  '00000000011': 'Досрочное расторжение',
  '00000000020': 'Смерть страхователя',
};

/** The termination request (spec section 3). Defaults: returnType 1, signinType 2, reason 00000000011. */
export const TerminationRequestSchema = z.object({
  ulid: ULID_FIELD,
  returnType: z.union([z.literal(1), z.literal(2)]),
  signinType: z.union([z.literal(1), z.literal(2)]),
  rescindingReason: z.enum([RESCINDING_REASONS.early, RESCINDING_REASONS.death]),
  refund: z.number().check(z.gte(0)),
  commission: z.number().check(z.gte(0)),
  beneficiary: z.object({
    iin: textField(TEXT_MAX.code),
    surname: textField(TEXT_MAX.personName),
    name: textField(TEXT_MAX.personName),
    patronymic: textField(TEXT_MAX.personName),
  }),
  bank: z.object({
    iik: textField(TEXT_MAX.code),
    bik: textField(TEXT_MAX.code),
    name: textField(TEXT_MAX.title),
    kbe: textField(TEXT_MAX.code),
  }),
  otp: z.object({ phone: textField(TEXT_MAX.phone), code: textField(TEXT_MAX.code) }),
});
export type TerminationRequest = z.infer<typeof TerminationRequestSchema>;

/** Body of calculate, create-termination-document and update: the request and the policy it terminates. */
export const TerminationCallSchema = z.object({
  termination: TerminationRequestSchema,
  policy: TerminationSearchResultSchema,
});
export type TerminationCall = z.infer<typeof TerminationCallSchema>;

/** POST api/contracts/functional/calculate -> {result, refund, commission} (tenge, 2 decimals). */
export const TerminationCalculationSchema = z.object({
  result: z.literal(true),
  refund: z.number().check(z.gte(0)),
  commission: z.number().check(z.gte(0)),
});
export const terminationCalculateEndpoint = endpoint({
  method: 'POST',
  path: '/api/contracts/functional/calculate',
  access: ['termination'],
  body: TerminationCallSchema,
  response: TerminationCalculationSchema,
});

/** File name of the generated application (spec section 9). */
export const TERMINATION_DOCUMENT_FILE = 'Заявление о досрочном расторжении полиса.pdf';

/**
 * POST api/contracts/functional/create-termination-document -> {result, document}: stores the request too. A stored
 * request (its ulid) is its owner's, the user who opened it: nobody else writes it.
 */
export const terminationDocumentEndpoint = endpoint({
  method: 'POST',
  path: '/api/contracts/functional/create-termination-document',
  access: ['termination'],
  owns: 'termination',
  body: TerminationCallSchema,
  response: z.object({ result: z.literal(true), document: Base64PdfSchema }),
});

/** POST /api/contracts/functional/update: stores the request (signing method, phone) before terminate; its owner's. */
export const terminationUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/contracts/functional/update',
  access: ['termination'],
  owns: 'termination',
  body: TerminationCallSchema,
  response: ResultTrueSchema,
});

/** POST api/functional/otp/send-sms {phone: 11 digits, ulid} -> {result}: SMS with the code and the page link. */
export const TerminationSendSmsRequestSchema = z.object({
  phone: z.string().check(z.regex(/^7\d{10}$/, 'Неверный номер телефона')),
  ulid: ULID_FIELD,
});
export const terminationSendSmsEndpoint = endpoint({
  method: 'POST',
  path: '/api/functional/otp/send-sms',
  access: ['termination'],
  owns: 'termination',
  body: TerminationSendSmsRequestSchema,
  response: ResultTrueSchema,
});

/** POST api/functional/otp/check-otp {ulid} -> {result}: true once the customer confirmed (here or on the page). */
export const terminationCheckOtpEndpoint = endpoint({
  method: 'POST',
  path: '/api/functional/otp/check-otp',
  access: ['termination'],
  owns: 'termination',
  body: z.object({ ulid: ULID_FIELD }),
  response: z.object({ result: z.boolean(), message: z.optional(z.string()) }),
});

/** POST api/contracts/functional/terminate {ulid} -> {result, message?}: the policy becomes terminated; its owner's. */
export const terminateEndpoint = endpoint({
  method: 'POST',
  path: '/api/contracts/functional/terminate',
  access: ['termination'],
  owns: 'termination',
  body: z.object({ ulid: ULID_FIELD }),
  response: ResultTrueSchema,
});
