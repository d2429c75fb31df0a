import * as z from 'zod/mini';
import { endpoint } from '../../api/common';
import { SALE_GROUPS } from '../sale-groups';
import { TEXT_MAX, textField } from '../../api/limits';
import { ChiefRecordSchema, ChiefResultSchema } from './contract';

/** The chief dialog's calls (spec part 2 section 7.1 get-chief, set-chief). Reserve-sale group [0, 3, 7, 8]. */

/** POST /api/client/get-chief {iin, document} (one of them) -> {result, data: the record with id and title}. */
export const clientGetChiefEndpoint = endpoint({
  method: 'POST',
  path: '/api/client/get-chief',
  access: SALE_GROUPS,
  body: z.object({
    iin: z.string().check(z.regex(/^(\d{12})?$/, 'ИИН должен содержать 12 цифр')),
    document: textField(TEXT_MAX.number),
  }),
  response: z.object({
    result: z.literal(true),
    data: z.object({ record: ChiefRecordSchema, id: z.number().check(z.int()), title: z.string() }),
  }),
});

/** POST /api/client/set-chief [one chief record] -> {result, data: {id, title, added, doc}}. */
export const clientSetChiefEndpoint = endpoint({
  method: 'POST',
  path: '/api/client/set-chief',
  access: SALE_GROUPS,
  body: z
    .array(ChiefRecordSchema)
    .check(z.minLength(1, 'Руководитель не передан'), z.maxLength(1, 'Передайте одну запись')),
  response: z.object({ result: z.literal(true), data: ChiefResultSchema }),
});
