import * as z from 'zod/mini';
import { endpoint } from '../../../shared/api/common';
import { TEXT_MAX, textField } from '../../../shared/api/limits';
import { isoDateField } from '../../../shared/dates';

/**
 * The vehicle of a sale (spec part 2 section 3.4) and the vehicle calls of section 7.1: vehicle/get (the state
 * register ЕСБД), vehicle/set, vehicle/set-simple, and the regions dictionary. Every call is the reserve-sale group's
 * (section 6: the OGPO page).
 */

/** OGPO vehicle types (section 3.4). The dialog shows the type read-only. */
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
/** Default OGPO vehicle type (section 9). */
export const DEFAULT_OGPO_VEHICLE_TYPE = 4;

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

/** The search modes of the dialog: by plate, VIN or registration certificate. */
export const VEHICLE_SEARCH_BY = ['number', 'vin', 'certificate'] as const;
export type VehicleSearchBy = (typeof VEHICLE_SEARCH_BY)[number];

const searchValue = z
  .string()
  .check(
    z.minLength(4, 'Введите не менее 4 символов'),
    z.maxLength(TEXT_MAX.number),
    z.regex(/^[\p{L}\p{N}]+$/u, 'Только буквы и цифры'),
    upper,
  );

/**
 * POST /api/vehicle/get {filter {verify, isNumber}, number | vin | certificate}: verify true searches the vehicles
 * registered in the republic, false the foreign ones; isNumber tells that the plate is given.
 */
export const VehicleGetRequestSchema = z.object({
  filter: z.object({ verify: z.boolean(), isNumber: z.boolean() }),
  number: z.optional(searchValue),
  vin: z.optional(searchValue),
  certificate: z.optional(searchValue),
});
export type VehicleGetRequest = z.infer<typeof VehicleGetRequestSchema>;

export const VehicleListSchema = z.object({ result: z.literal(true), data: z.array(VehicleSchema) });

export const vehicleGetEndpoint = endpoint({
  method: 'POST',
  path: '/api/vehicle/get',
  access: ['reserveSale'],
  body: VehicleGetRequestSchema,
  response: VehicleListSchema,
});

/** POST /api/vehicle/set [vehicles] -> {result, status: 200, number (how many saved), data (with their ids)}. */
export const VehicleSetRequestSchema = z.array(VehicleSchema).check(z.minLength(1), z.maxLength(20));
export const VehicleSetAnswerSchema = z.object({
  result: z.literal(true),
  status: z.literal(200),
  number: z.number(),
  data: z.array(VehicleSchema),
});
export const vehicleSetEndpoint = endpoint({
  method: 'POST',
  path: '/api/vehicle/set',
  access: ['reserveSale'],
  body: VehicleSetRequestSchema,
  response: VehicleSetAnswerSchema,
});

/** POST /api/vehicle/set-simple [one vehicle] -> {result, data (the vehicle with its id)}. */
export const VehicleSetSimpleRequestSchema = z.tuple([VehicleSchema]);
export const VehicleSetSimpleAnswerSchema = z.object({ result: z.literal(true), data: VehicleSchema });
export const vehicleSetSimpleEndpoint = endpoint({
  method: 'POST',
  path: '/api/vehicle/set-simple',
  access: ['reserveSale'],
  body: VehicleSetSimpleRequestSchema,
  response: VehicleSetSimpleAnswerSchema,
});

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
