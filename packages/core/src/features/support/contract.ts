import * as z from 'zod/mini';
import { endpoint, pageOf } from '../../shared/api/common';
import { TEXT_MAX, textField } from '../../shared/api/limits';

/**
 * The operator-error support screen and the policy list's code flows (spec part 2 sections 2.7, 2.8, 3.9, 4.5, 6,
 * 7.5): the support requests' page and its two actions, and the one-time code and rescind of the list's
 * operator-error and termination modals.
 */

const int = () => z.number().check(z.int());
const text = (max: number) => textField(max);

/** Who made or handled a request (3.9: creator.fio, support.fio). */
const PersonSchema = z.object({ fio: text(TEXT_MAX.title) });

/** The policy of a support request (3.9 "Support policy row": policy {...}), with its numbers and product. */
export const SupportPolicySchema = z.object({
  id: int(),
  /** The local number ('26-WEB-000123'). */
  number: z.nullable(text(TEXT_MAX.number)),
  global_id: z.nullable(text(TEXT_MAX.number)),
  product: text(TEXT_MAX.code),
  product_name: text(TEXT_MAX.title),
  product_type: z.nullable(int()),
  premium: z.number(),
  status: int(),
  statusName: text(TEXT_MAX.title),
  /** The contract's date, 'YYYY-MM-DD HH:mm:ss' Almaty time. */
  created_at: text(TEXT_MAX.date),
  insurer: z.object({ person: z.nullable(int()), title: text(TEXT_MAX.title) }),
  payment_type: int(),
  isEpay: z.boolean(),
});
export type SupportPolicy = z.infer<typeof SupportPolicySchema>;

/** A support request of the operator-error screen (3.9 "Support request" and "Support policy row"). */
export const SupportRowSchema = z.object({
  id: int(),
  status: int(),
  statusName: text(TEXT_MAX.title),
  /** The request's date, 'YYYY-MM-DD HH:mm:ss' Almaty time. */
  created_at: text(TEXT_MAX.date),
  creator: PersonSchema,
  support: z.nullable(PersonSchema),
  policy: SupportPolicySchema,
});
export type SupportRow = z.infer<typeof SupportRowSchema>;

export const SupportPageSchema = pageOf(SupportRowSchema);

/**
 * GET /api/support/policy/get-operator-errors?page= with isGlobal, created, manager, creator, global, status,
 * one_c, start, end, iin, apc (7.5) -> a page of support requests, newest first, 10 a page.
 */
export const operatorErrorsEndpoint = endpoint({
  method: 'GET',
  path: '/api/support/policy/get-operator-errors',
  access: ['support'],
  body: undefined,
  response: SupportPageSchema,
});

const SupportActionBody = z.object({ id: int() });
/** The answer of rescind and reject (the spec shows none): the success text and the request as it now is. */
const SupportActionAnswer = z.object({
  result: z.literal(true),
  message: text(TEXT_MAX.message),
  item: SupportRowSchema,
});

/** POST /api/support/policy/rescind {id}: the operator-error policy is cancelled, the request worked. */
export const supportRescindEndpoint = endpoint({
  method: 'POST',
  path: '/api/support/policy/rescind',
  access: ['support'],
  owns: 'supportRequest',
  body: SupportActionBody,
  response: SupportActionAnswer,
});

/** POST /api/support/policy/reject {id}: the request is refused, the policy is back in force. */
export const supportRejectEndpoint = endpoint({
  method: 'POST',
  path: '/api/support/policy/reject',
  access: ['support'],
  owns: 'supportRequest',
  body: SupportActionBody,
  response: SupportActionAnswer,
});

/** Code flow types of 7.5: 2 operator error (by the policy's id), 3 termination (by the insurer's hash). */
export const FLOW_TYPE = { operatorError: 2, termination: 3 } as const;

export const ProcessOtpBodySchema = z.union([
  z.object({ id: int(), type: z.literal(FLOW_TYPE.operatorError) }),
  z.object({ hash: text(TEXT_MAX.code), type: z.literal(FLOW_TYPE.termination) }),
]);
export type ProcessOtpBody = z.infer<typeof ProcessOtpBodySchema>;

/**
 * POST /api/contracts/process-otp {id, type:2} | {hash, type:3} -> result, value or sendPhone (7.5): the code is
 * sent; `sendPhone` is where (masked), `value` the server's message.
 */
export const processOtpEndpoint = endpoint({
  method: 'POST',
  path: '/api/contracts/process-otp',
  access: ['sale'],
  owns: 'policy',
  body: ProcessOtpBodySchema,
  response: z.object({
    result: z.literal(true),
    value: z.optional(text(TEXT_MAX.message)),
    sendPhone: z.optional(text(TEXT_MAX.phone)),
  }),
});

const Code = z.string().check(z.regex(/^\d{4}$/, 'Введите 4 цифры кода'));

export const RescindBodySchema = z.union([
  z.object({ id: int(), code: Code, type: z.literal(FLOW_TYPE.operatorError), isRescind: z.literal(true) }),
  z.object({
    signatoryId: z.nullable(int()),
    isRescind: z.literal(false),
    global: text(TEXT_MAX.number),
    person: int(),
    hash: text(TEXT_MAX.code),
    code: Code,
    type: z.literal(FLOW_TYPE.termination),
    ip: text(TEXT_MAX.code),
  }),
]);
export type RescindBody = z.infer<typeof RescindBodySchema>;

/**
 * POST /api/contracts/rescind (both forms of 7.5) -> result, message: the operator error is reported to support,
 * or the policy is terminated (the message holds the refund sum; `refund` is the same sum as a number).
 */
export const rescindEndpoint = endpoint({
  method: 'POST',
  path: '/api/contracts/rescind',
  access: ['sale'],
  owns: 'policy',
  body: RescindBodySchema,
  response: z.object({
    result: z.literal(true),
    message: text(TEXT_MAX.message),
    refund: z.optional(z.number()),
  }),
});
