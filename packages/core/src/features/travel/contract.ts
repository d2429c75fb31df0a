import * as z from 'zod/mini';
import { endpoint } from '../../shared/api/common';
import { TEXT_MAX, textField } from '../../shared/api/limits';

/**
 * The travel page (route Traveling, product VZR_EU; spec part 2 sections 1, 2.1): reached only from a travel draft
 * or a history entry, it shows that draft, or the policy sold from it, read-only.
 */

const text = (max: number) => textField(max);

export const TravellerSchema = z.object({
  title: text(TEXT_MAX.title),
  /** 'YYYY-MM-DD'. */
  birthday: z.nullable(text(TEXT_MAX.date)),
  /** The foreign passport's number. */
  passport: z.nullable(text(TEXT_MAX.number)),
});
export type Traveller = z.infer<typeof TravellerSchema>;

export const TravelSchema = z.object({
  /** The sale's number (the draft's id). */
  number: text(TEXT_MAX.number),
  product: z.literal('VZR_EU'),
  insurer: z.object({ title: text(TEXT_MAX.title), iin: z.nullable(text(TEXT_MAX.code)) }),
  travellers: z.array(TravellerSchema).check(z.maxLength(20)),
  countries: z.array(text(TEXT_MAX.title)).check(z.maxLength(50)),
  /** 'YYYY-MM-DD', both days covered. */
  date_from: text(TEXT_MAX.date),
  date_to: text(TEXT_MAX.date),
  /** The insured sum in euro and the premium in tenge; null before the calculation. */
  insured_sum_eur: z.nullable(z.number()),
  premium: z.nullable(z.number()),
});
export type Travel = z.infer<typeof TravelSchema>;

/** The policy sold from the draft, when there is one. */
export const TravelPolicySchema = z.object({
  global_id: z.nullable(text(TEXT_MAX.number)),
  number: z.nullable(text(TEXT_MAX.number)),
  status: z.number(),
  statusName: text(TEXT_MAX.title),
});

/**
 * GET /api/travel/item/{id} -> the draft (policy null) or the policy sold from it; a missing draft (or one of another
 * product) is 404 {result: false, message: 'Черновик не найден'}.
 */
export const travelItemEndpoint = endpoint({
  method: 'GET',
  path: '/api/travel/item/{id}',
  access: ['sale'],
  owns: 'sale',
  body: undefined,
  response: z.object({
    result: z.literal(true),
    travel: TravelSchema,
    policy: z.nullable(TravelPolicySchema),
  }),
});
export type TravelItem = z.infer<typeof travelItemEndpoint.response>;
