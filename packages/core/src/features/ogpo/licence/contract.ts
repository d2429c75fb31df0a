import * as z from 'zod/mini';
import { endpoint } from '../../../shared/api/common';
import { IIN_FIELD } from '../../../shared/api/fields';
import { isoDateField } from '../../../shared/dates';

/** The driver's licence (spec part 2 section 3.3 driver.document {number, issued}) and its register call (7.1). */

export const LICENCE_NUMBER_FIELD = z.string().check(
  z.regex(/^[\p{L}\p{N}]{1,20}$/u, 'Номер удостоверения: только буквы и цифры'),
  z.refine((v) => v === v.toUpperCase(), 'Номер удостоверения: только заглавные буквы'),
);

export const DriverLicenceSchema = z.object({
  number: LICENCE_NUMBER_FIELD,
  /** 'YYYY-MM-DD' */
  issued: isoDateField('Неверная дата выдачи'),
});
export type DriverLicence = z.infer<typeof DriverLicenceSchema>;

/** POST /api/client/get-driver-license {iin, number} -> {result, data {issued, number}}. */
export const DriverLicenceRequestSchema = z.object({ iin: IIN_FIELD, number: LICENCE_NUMBER_FIELD });
export type DriverLicenceRequest = z.infer<typeof DriverLicenceRequestSchema>;
export const DriverLicenceAnswerSchema = z.object({ result: z.literal(true), data: DriverLicenceSchema });

export const driverLicenceEndpoint = endpoint({
  method: 'POST',
  path: '/api/client/get-driver-license',
  access: ['reserveSale'],
  body: DriverLicenceRequestSchema,
  response: DriverLicenceAnswerSchema,
});
