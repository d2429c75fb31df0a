import * as z from 'zod/mini';
import { ULID_FIELD } from '../../shared/api/fields';
import { TEXT_MAX, textField } from '../../shared/api/limits';
import { VehicleSchema } from '../../shared/parties/vehicle/contract';
import { normaliseVehicleCode } from '../../shared/parties/vehicle/rules';
import { ATTACHED, draftEndpointsFor, salePost } from '../../shared/sale/contract';
import { checkoutFiEndpointFor, FI_POLICY_FIELDS } from '../../shared/sale/fi/contract';
import {
  CASCO_CODE_LIST,
  CASCO_PROGRAM_PRODUCTS,
  CASCO_VEHICLE_TYPES,
  DAMAGE_DEDUCTIBLE_OPTIONS,
  PROGRAM_LIMIT,
  type CascoCode,
} from './program';

/**
 * The casco policy for financial institutions (spec part 2 section 3.2: the property policy's parties and treaty,
 * and what casco adds: vehicles, program, conditions), its vehicle (3.4) and its calls (7.1 get-specialist-vehicle,
 * 7.2 calculate/financial-institutions-casco and checkout-fi, 7.3 drafts). Shapes and bounds only: the rules are
 * program.ts and vehicle.ts, and the server never takes a price from the request (premiums and tariffs are computed
 * with `cascoPremium`).
 *
 * No `programCondition`: property's {insuredSum, franchise, av, md} is its program's (5.5 bounds AV and MD by the
 * property program's ranges); a casco policy's insured sum is its vehicles' amounts, its deductibles are the fixed
 * 10 % on theft and total loss (9) and the damage one of `conditions.risk_damage`, so 3.2's 'Casco adds' replaces
 * it rather than adds to it.
 */

const int = () => z.number().check(z.int());
const text = (max: number) => textField(max);
/** Tenge: far above any limit of section 9, so only nonsense is refused here; the rules refuse the rest. */
const money = () => z.nullable(z.number().check(z.gte(0), z.lte(PROGRAM_LIMIT.specialMachinery.entity * 10)));
const literals = <T extends readonly (string | number)[]>(values: T) =>
  z.union(values.map((v) => z.literal(v)) as [z.ZodMiniLiteral<T[number]>, ...z.ZodMiniLiteral<T[number]>[]]);

/** A casco vehicle type (3.4): 6, 10 or 15. */
export const CascoVehicleTypeSchema = literals(CASCO_VEHICLE_TYPES);
export const CascoProgramProductSchema = literals(CASCO_PROGRAM_PRODUCTS);
export const CascoCodeSchema = z.enum(CASCO_CODE_LIST as [CascoCode, ...CascoCode[]]);

// ------------------------------------------------------------------ the vehicle (3.4)

/** The vehicle card's calculation (3.4 calc): its premium, or why it has none ('Ошибка при получении премии'). */
export const CascoVehicleCalcSchema = z.object({
  result: z.boolean(),
  premium: z.nullable(z.number().check(z.gte(0))),
  message: text(TEXT_MAX.message),
  calculationDate: z.nullable(text(TEXT_MAX.date)),
});
export type CascoVehicleCalc = z.infer<typeof CascoVehicleCalcSchema>;

/**
 * The casco vehicle (3.4): the shared vehicle with what casco adds: `vehicle_id` (the specialist register's id of a
 * vehicle found by get-specialist-vehicle, null when typed by hand), the actual cost and the insured amount (tenge),
 * the premium and the card's calculation the page shows (the server ignores both).
 */
export const CascoVehicleSchema = z.extend(VehicleSchema, {
  ...ATTACHED,
  type_id: CascoVehicleTypeSchema,
  vehicle_id: z.nullable(int()),
  cost: money(),
  amount: money(),
  premium: z.nullable(z.number()),
  calc: z.nullable(CascoVehicleCalcSchema),
});
export type CascoVehicle = z.infer<typeof CascoVehicleSchema>;

// ------------------------------------------------------------------ the policy (3.2)

/** 3.2 program: the vehicle type, the program product, the program limit and what of it is available. */
export const CascoProgramSchema = z.object({
  type: CascoVehicleTypeSchema,
  product: CascoProgramProductSchema,
  limit: z.number().check(z.gte(0)),
  available: z.number().check(z.gte(0)),
});

/**
 * 3.2 conditions (2.4): the three confirmations (the user agreement, the prior losses within 3 years, the vehicles
 * fit the program), the loan number, the appraisal report, other contracts, the damage risk's deductible, the number
 * of vehicles and the note. `has_losses` is the answer to the question of prior losses (null until answered, as the
 * confirmations need an answer; true loads the tariff); `vehicles_count` is what the page shows (the server counts
 * the vehicles itself).
 */
export const CascoConditionsSchema = z.object({
  user_agreement: z.boolean(),
  has_losses: z.nullable(z.boolean()),
  is_fits: z.boolean(),
  loan_number: text(TEXT_MAX.number),
  /** The appraisal report's (акт оценки) number and date as typed. */
  appraisal_report: text(TEXT_MAX.title),
  /** Other insurance contracts of the vehicles ('' none). */
  add_contracts: text(TEXT_MAX.message),
  /** The damage risk's unconditional deductible, percent (the risks modal). */
  risk_damage: literals(DAMAGE_DEDUCTIBLE_OPTIONS),
  vehicles_count: z.number().check(z.int(), z.gte(0), z.lte(100)),
  /** The note (the note modal). */
  add_info: text(TEXT_MAX.message),
});
export type CascoConditions = z.infer<typeof CascoConditionsSchema>;

/**
 * The casco policy as the page sends it (3.2). The leader and the beneficial owners of a legal-entity insurer are
 * the chiefs `leader` and `owners` (3.2's `beneficiary` is the bank), as property's. `premium` and `tariff` are what
 * the page shows; the server ignores them.
 */
export const CascoPolicySchema = z.object({
  number: ULID_FIELD,
  product: CascoCodeSchema,
  vehicles: z.array(CascoVehicleSchema).check(z.maxLength(100)),
  program: CascoProgramSchema,
  conditions: CascoConditionsSchema,
  ...FI_POLICY_FIELDS,
});
export type CascoPolicy = z.infer<typeof CascoPolicySchema>;

// ------------------------------------------------------------------ 7.1 get-specialist-vehicle

/** A plate or VIN as the dialog sends it: cleaned (5.2), '' when not searched by it. */
const searchCode = z.string().check(
  z.maxLength(20),
  z.refine((v) => v === normaliseVehicleCode(v), 'Только заглавные буквы и цифры'),
);

/**
 * POST /api/vehicle/get-specialist-vehicle {ulid, number, type, vin}: the truck, trailer or special machine of the
 * type with the VIN (when given) or the plate, longer than 3 characters (5.2). `ulid` is the sale's (as
 * verify/vehicle's), so the lookup is its owner's.
 */
export const SpecialistVehicleRequestSchema = z
  .object({ ulid: ULID_FIELD, type: CascoVehicleTypeSchema, number: searchCode, vin: searchCode })
  .check(
    z.refine((q) => q.vin.length > 3 || q.number.length > 3, {
      message: 'Укажите VIN или гос. номер длиннее 3 символов',
    }),
  );
export type SpecialistVehicleRequest = z.infer<typeof SpecialistVehicleRequestSchema>;

/** The register's vehicle: the shared record of its type, with its id in the register (`vehicle_id`). */
export const SpecialistVehicleSchema = z.extend(VehicleSchema, {
  type_id: CascoVehicleTypeSchema,
  vehicle_id: int(),
});
export type SpecialistVehicle = z.infer<typeof SpecialistVehicleSchema>;

/** -> {result: true, data: the vehicle} or {result: false, data: null, message: 'Авто не найдено'} (8). */
export const SpecialistVehicleAnswerSchema = z.union([
  z.object({ result: z.literal(true), data: SpecialistVehicleSchema }),
  z.object({ result: z.literal(false), data: z.null(), message: text(TEXT_MAX.message) }),
]);
export type SpecialistVehicleAnswer = z.infer<typeof SpecialistVehicleAnswerSchema>;

export const specialistVehicleEndpoint = salePost(
  '/api/vehicle/get-specialist-vehicle',
  SpecialistVehicleRequestSchema,
  SpecialistVehicleAnswerSchema,
  ['mainSale'],
);

// ------------------------------------------------------------------ 7.2 calculation

/** One vehicle priced: its rate in percent of the insured amount (4 decimals) and its premium in whole tenge. */
export const CascoPricedItemSchema = z.object({
  result: z.literal(true),
  tariff: z.number().check(z.gte(0)),
  premium: z.number().check(z.gte(0)),
});

/** One vehicle refused: the card's 'Ошибка при получении премии' (8) and the rule or tariff's reason. */
export const CascoRefusedItemSchema = z.object({
  result: z.literal(false),
  message: text(TEXT_MAX.message),
  error: text(TEXT_MAX.message),
});

export const CascoCalculationItemSchema = z.union([CascoPricedItemSchema, CascoRefusedItemSchema]);
export type CascoCalculationItem = z.infer<typeof CascoCalculationItemSchema>;

/**
 * POST /api/calculate/financial-institutions-casco {policy} (7.2) -> each vehicle's tariff and premium in the
 * policy's order and their sum; or, when some vehicle cannot be priced, `result: false` with every vehicle's item
 * (the refused ones 'Ошибка при получении премии' with their reason), no premium, and the first reason as the
 * `message` the page shows. What refuses the policy as a whole (no vehicle, the program) is a 422 as elsewhere.
 */
export const CascoCalculationSchema = z.union([
  z.object({
    result: z.literal(true),
    items: z.array(CascoPricedItemSchema).check(z.maxLength(100)),
    premium: z.number().check(z.gte(0)),
    /** 'YYYY-MM-DD HH:mm:ss', Almaty time. */
    calculationDate: text(TEXT_MAX.date),
  }),
  z.object({
    result: z.literal(false),
    items: z.array(CascoCalculationItemSchema).check(z.maxLength(100)),
    premium: z.null(),
    message: text(TEXT_MAX.message),
    calculationDate: text(TEXT_MAX.date),
  }),
]);
export type CascoCalculation = z.infer<typeof CascoCalculationSchema>;

export const calculateCascoEndpoint = salePost(
  '/api/calculate/financial-institutions-casco',
  z.object({ policy: CascoPolicySchema }),
  CascoCalculationSchema,
  ['mainSale'],
);

/** The drafts' calls with the casco policy (the page reads its draft through casco's schema). */
export const { item: cascoDraftItemEndpoint, save: cascoDraftSaveEndpoint } =
  draftEndpointsFor(CascoPolicySchema);

/** checkout-fi with the casco policy (7.2). */
export const checkoutCascoEndpoint = checkoutFiEndpointFor(CascoPolicySchema);
