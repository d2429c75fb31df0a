import * as z from 'zod/mini';
import { endpoint } from '../../../shared/api/common';
import { TEXT_MAX } from '../../../shared/api/limits';
import { VehicleSchema } from '../../../shared/parties/vehicle/contract';

/**
 * The OGPO page's vehicle calls of section 7.1 (spec part 2): vehicle/get (the state register ЕСБД), vehicle/set,
 * vehicle/set-simple. Every call is the reserve-sale group's (section 6: the OGPO page). The vehicle record (3.4) and
 * the regions dictionary are every sale's (shared/parties/vehicle).
 */

/** Default OGPO vehicle type (section 9). */
export const DEFAULT_OGPO_VEHICLE_TYPE = 4;

/**
 * The OGPO vehicle types of section 3.4, in its order: 4 passenger (the default), 5, 6, 7, 8, 10, 11, 12 to 15. A
 * vehicle the register did not give takes one of them (the tariff's coefficient follows it; 12 to 15 have none).
 */
export const OGPO_VEHICLE_TYPE_IDS = [4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15] as const;

/** Letters uppercased (section 5.2). */
const upper = z.refine<string>((v) => v === v.toUpperCase(), 'Только заглавные буквы');

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
