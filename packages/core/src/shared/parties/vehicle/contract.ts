import * as z from 'zod/mini';
import { endpoint } from '../../api/common';
import { TEXT_MAX, textField } from '../../api/limits';
import { isoDateField } from '../../dates';

/**
 * The vehicle of a sale (spec part 2 section 3.4) as every product keeps it (OGPO's vehicles, casco's with their cost
 * and amount on top), and the regions dictionary every sale page reads (GET /api/dictionaries/regions). The calls
 * that look a vehicle up are the products' own (OGPO's vehicle/get, casco's get-specialist-vehicle).
 */

/** Vehicle types (section 3.4): OGPO's eleven; casco takes 6 trucks, 10 trailers, 15 special machinery. */
export const VEHICLE_TYPES: Readonly<Record<number, string>> = {
  4: 'Легковые',
  5: 'Автобусы до 16 пассажирских мест',
  6: 'Грузовые',
  7: 'Троллейбусы, трамваи',
  8: 'Мототранспорт',
  10: 'Прицепы, полуприцепы',
  11: 'Автобусы свыше 16 пассажирских мест',
  12: 'Воздушный транспорт',
  13: 'Морской транспорт',
  14: 'Железнодорожный транспорт',
  15: 'Спецтехника',
};

const typeId = z.number().check(z.refine((v) => v in VEHICLE_TYPES, 'Неизвестный тип ТС'));
const text = (max: number) => textField(max);
/** Letters uppercased (section 5.2). */
const upper = z.refine<string>((v) => v === v.toUpperCase(), 'Только заглавные буквы');

export const VehicleRegistrationSchema = z.object({
  /** The plate the registration was issued for. */
  number: text(TEXT_MAX.number),
  /** The registration certificate (техпаспорт) number. */
  certificate: text(TEXT_MAX.number),
  /** 'YYYY-MM-DD', or '' when unknown. */
  date: z.union([z.literal(''), isoDateField('Неверная дата регистрации')]),
  region_id: z.nullable(z.number().check(z.int(), z.positive())),
  /** Registered in a major city (null: unknown). */
  big_city: z.nullable(z.boolean()),
  kato: text(TEXT_MAX.code),
});
export type VehicleRegistration = z.infer<typeof VehicleRegistrationSchema>;

export const VehicleEngineSchema = z.object({
  number: text(TEXT_MAX.number),
  /** Horse power, digits ('' unknown). */
  power: z.string().check(z.regex(/^\d{0,4}$/, 'Мощность: до 4 цифр')),
  /** Engine volume, cm³, at most 4 digits (section 5.2). */
  volume: z.string().check(z.regex(/^\d{0,4}$/, 'Объём двигателя: до 4 цифр')),
});

/** A vehicle (section 3.4). id 0 or null: a new vehicle. verify true: resident, registered in the republic. */
export const VehicleSchema = z.object({
  id: z.nullable(z.number().check(z.int(), z.gte(0))),
  type_id: typeId,
  /** Plate: uppercase letters and digits only (section 5.2). */
  number: z.string().check(z.regex(/^[\p{L}\p{N}]{0,20}$/u, 'Гос. номер: только буквы и цифры'), upper),
  /** VIN: uppercase letters and digits only. */
  vin: z.string().check(z.regex(/^[\p{L}\p{N}]{0,20}$/u, 'VIN: только буквы и цифры'), upper),
  body: z.optional(text(TEXT_MAX.number)),
  chassis: z.optional(text(TEXT_MAX.number)),
  /** Four digits ('' unknown). */
  year: z.string().check(z.regex(/^(\d{4})?$/, 'Год выпуска: 4 цифры')),
  color: text(TEXT_MAX.personName),
  places: z.optional(z.nullable(z.number().check(z.int(), z.gte(0)))),
  category: z.optional(text(TEXT_MAX.code)),
  mark_id: z.optional(z.nullable(z.number())),
  mark: text(TEXT_MAX.personName),
  model_id: z.optional(z.nullable(z.number())),
  model: text(TEXT_MAX.personName),
  engine: VehicleEngineSchema,
  registration: VehicleRegistrationSchema,
  verify: z.boolean(),
  verified_at: z.optional(z.nullable(text(TEXT_MAX.date))),
  beingVerify: z.optional(z.boolean()),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

export const RegionSchema = z.object({
  id: z.number(),
  title: z.string(),
  territory: z.nullable(z.string()),
});
export const RegionsAnswerSchema = z.object({ result: z.literal(true), data: z.array(RegionSchema) });
/** GET /api/dictionaries/regions -> {result, data: [{id, title, territory}]}. */
export const regionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/dictionaries/regions',
  // a dictionary of every sale page (OGPO, property and casco)
  access: ['reserveSale', 'mainSale'],
  body: undefined,
  response: RegionsAnswerSchema,
});
