import * as z from 'zod/mini';
import { endpoint, pageOf } from '../../shared/api/common';
import { Base64PdfSchema, CODE_FIELD, ResultTrueSchema } from '../../shared/api/fields';
import { TEXT_MAX } from '../../shared/api/limits';
import { ruAvr } from './ru';

/**
 * Acts of completed work (АВР) of the sale group (spec part 1: section 2 "AVR screen"; section 3 "AVR item";
 * section 4 AVR; section 7 /api/avr/*; section 9: resend after 120 s, 30 minutes to confirm). Shapes the spec
 * leaves out are decided here.
 */

const ID = z.number().check(z.int(), z.positive());
/** null unprocessed, 0 refused, 1 accepted. */
export const AvrConfirmedSchema = z.nullable(z.union([z.literal(0), z.literal(1)]));

/** A row of the paged table. */
export const AvrRowSchema = z.object({
  id: ID,
  number: z.string(),
  /** 'YYYY-MM-DD' */
  date: z.string(),
  is_paid: z.union([z.literal(0), z.literal(1)]),
  confirmed: AvrConfirmedSchema,
});
export type AvrRow = z.infer<typeof AvrRowSchema>;

/** GET /api/avr/all?page -> {data, meta}: the caller's acts, newest first, 10 a page. */
export const avrAllEndpoint = endpoint({
  method: 'GET',
  path: '/api/avr/all',
  access: ['sale'],
  body: undefined,
  response: pageOf(AvrRowSchema),
});

/** An act opened in the modal (spec "AVR item"), with the phone the code goes to and the time left. */
export const AvrItemSchema = z.object({
  id: ID,
  number: z.string(),
  date: z.string(),
  is_paid: z.union([z.literal(0), z.literal(1)]),
  confirmed: AvrConfirmedSchema,
  /** The act can still be accepted or refused (unprocessed and inside its 30 minutes). */
  has_action: z.boolean(),
  /** The act, a base64 PDF. */
  document: Base64PdfSchema,
  title: z.string(),
  /** The caller's phone, masked ('+7(701) ***-**57'): where the code goes. */
  phone: z.nullable(z.string()),
  /** Seconds left of the 30 minutes to confirm (0 when over). */
  seconds_left: z.number().check(z.int(), z.gte(0)),
  /** The refusal's comment. */
  comment: z.nullable(z.string()),
});
export type AvrItem = z.infer<typeof AvrItemSchema>;

export const AvrIdRequestSchema = z.object({ id: ID });

/** POST /api/avr/item {id} -> {result, data}: one of the caller's acts. */
export const avrItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/avr/item',
  access: ['sale'],
  body: AvrIdRequestSchema,
  response: z.object({ result: z.literal(true), data: AvrItemSchema }),
});

/**
 * POST /api/avr/confirmed {id, confirmed, comment}: confirmed 1 sends the 4-digit code to the caller's phone
 * ({result, sendPhone}); confirmed 0 refuses the act with its comment (required).
 */
export const AvrDecisionRequestSchema = z.object({
  id: ID,
  confirmed: z.union([z.literal(0), z.literal(1)]),
  comment: z.string().check(z.maxLength(TEXT_MAX.message)),
});
export type AvrDecisionRequest = z.infer<typeof AvrDecisionRequestSchema>;
export const avrConfirmedEndpoint = endpoint({
  method: 'POST',
  path: '/api/avr/confirmed',
  access: ['sale'],
  body: AvrDecisionRequestSchema,
  response: z.object({
    result: z.literal(true),
    sendPhone: z.optional(z.string()),
    message: z.optional(z.string()),
  }),
});

/** POST /api/avr/check-code {id, code} -> {result, message}: the act is accepted. */
export const avrCheckCodeEndpoint = endpoint({
  method: 'POST',
  path: '/api/avr/check-code',
  access: ['sale'],
  body: z.object({ id: ID, code: CODE_FIELD }),
  response: ResultTrueSchema,
});

/** The table's confirmed column: 'Необработанный' when null, 'Нет' when 0, 'Да' otherwise (spec). */
export function avrStatusText(confirmed: number | null): string {
  if (confirmed === null) return ruAvr.status.unprocessed;
  return confirmed === 0 ? ruAvr.status.no : ruAvr.status.yes;
}

/** The paid column. */
export const avrPaidText = (isPaid: number) => (isPaid ? ruAvr.status.yes : ruAvr.status.no);
