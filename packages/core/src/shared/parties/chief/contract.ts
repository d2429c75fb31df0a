import * as z from 'zod/mini';
import { TEXT_MAX, textField } from '../../api/limits';
import { isIsoDate } from '../../dates';

/**
 * The chief of a legal-entity insurer (spec part 2 sections 2.2, 3.3 "Chief"): the leader ('Руководитель') or a
 * beneficial owner ('Собственник'). The chief dialog's calls are endpoints.ts.
 */

const text = (max: number) => textField(max);
const optionalDate = z.string().check(z.refine((v) => v === '' || isIsoDate(v), 'Неверная дата'));

export const ChiefDocumentSchema = z.object({
  type_id: z.literal([1, 4, 8, 11, 12]),
  number: text(TEXT_MAX.number),
  issued: optionalDate,
});

export const ChiefLocationSchema = z.object({ address: text(TEXT_MAX.title) });

/** A chief record (3.3): politician, iin, surname, name, patronymic, birthday, sex, phone, email, document, location. */
export const ChiefRecordSchema = z.object({
  id: z.nullable(z.number().check(z.int())),
  resident: z.boolean(),
  politician: z.boolean(),
  iin: z.string().check(z.regex(/^(\d{12})?$/, 'ИИН должен содержать 12 цифр')),
  surname: text(TEXT_MAX.personName),
  name: text(TEXT_MAX.personName),
  patronymic: text(TEXT_MAX.personName),
  birthday: optionalDate,
  sex: z.union([z.literal(1), z.literal(2)]),
  phone: text(TEXT_MAX.phone),
  email: text(TEXT_MAX.title),
  document: ChiefDocumentSchema,
  location: ChiefLocationSchema,
});
export type ChiefRecord = z.infer<typeof ChiefRecordSchema>;

/** What the policy keeps of a chief: id, title, added, doc (3.3). */
export const ChiefResultSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  added: z.boolean(),
  doc: z.string(),
});
export type ChiefResult = z.infer<typeof ChiefResultSchema>;
