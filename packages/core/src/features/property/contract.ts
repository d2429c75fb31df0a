import * as z from 'zod/mini';
import { ULID_FIELD } from '../../shared/api/fields';
import { TEXT_MAX, textField } from '../../shared/api/limits';
import { checkoutFiEndpointFor, FI_POLICY_FIELDS } from '../../shared/sale/fi/contract';
import { ATTACHED, draftEndpointsFor, salePost } from '../../shared/sale/contract';
import { AGENCY_REWARD, FRANCHISE_OPTIONS, INSURED_SUM_MAX } from './conditions';
import { PROPERTY_RISK_IDS } from './risks';

/**
 * The property policy (spec part 2 section 3.2) and its insured object (3.5) as the page holds and sends them, with
 * the kernel's parties and treaty. Shapes and bounds only: the rules of 5.5 are object-rules.ts and conditions.ts,
 * and the server never takes a price from the request (premium and tariff are computed with `propertyPremium`).
 */

const int = () => z.number().check(z.int());
const text = (max: number) => textField(max);
const money = () => z.nullable(z.number().check(z.gte(0), z.lte(INSURED_SUM_MAX.entity * 10)));
const percent = () => z.number().check(z.gte(0), z.lte(100));

// ------------------------------------------------------------------ the object (3.5)

export const PropertyObjectSchema = z.object({
  region_id: z.nullable(int()),
  address: text(TEXT_MAX.message),
  /** Year built, 4 digits as typed ('' until typed). */
  year: z.string().check(z.regex(/^\d{0,4}$/, 'Неверный год')),
  /** Dictionary ids (3.5), '' for a movable object. */
  cond_id: text(TEXT_MAX.code),
  kind_id: text(TEXT_MAX.code),
  wall_id: text(TEXT_MAX.code),
  cost: money(),
  amount: money(),
  premium: money(),
  loan_number: text(TEXT_MAX.number),
  add_info: text(TEXT_MAX.message),
  activity: text(TEXT_MAX.title),
  ownership: text(TEXT_MAX.title),
  landlord: text(TEXT_MAX.title),
  tenant: text(TEXT_MAX.title),
  condition: text(TEXT_MAX.title),
  has_access_system: z.boolean(),
  has_security: z.boolean(),
  security: z.enum(['', 'round_the_clock', 'working_hours', 'non_working_hours']),
  fire_alarm: z.nullable(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  dangers: text(TEXT_MAX.message),
  contracts: text(TEXT_MAX.message),
});
export type PropertyObjectRecord = z.infer<typeof PropertyObjectSchema>;

// ------------------------------------------------------------------ the policy (3.2)

export const PropertyObjectOfPolicySchema = z.extend(PropertyObjectSchema, ATTACHED);

/** 3.2 conditions: the program (immovable or not, its kind) and the policy's risk factors. */
export const PropertyConditionsSchema = z.object({
  is_immovable: z.boolean(),
  /** The program's kind: a movable class of the tariff for DSD_FI. */
  kind: text(TEXT_MAX.code),
  has_losses: z.boolean(),
  is_indoors: z.boolean(),
});

/** 3.2 programCondition: insured sum (tenge), franchise, AV and MD (percent). */
export const ProgramConditionSchema = z.object({
  insuredSum: money(),
  franchise: z.union(FRANCHISE_OPTIONS.map((f) => z.literal(f))),
  av: z.number().check(z.gte(AGENCY_REWARD.min), z.lte(AGENCY_REWARD.max)),
  md: z.number().check(z.gte(0), z.lte(AGENCY_REWARD.max)),
});

/** 3.2 risks: each risk's unconditional deductible, percent. */
export const PropertyRisksSchema = z.object(
  Object.fromEntries(PROPERTY_RISK_IDS.map((id) => [id, percent()])) as Record<
    (typeof PROPERTY_RISK_IDS)[number],
    ReturnType<typeof percent>
  >,
);

/**
 * The property policy as the page sends it (3.2). The leader and the beneficial owners of a legal-entity insurer
 * (2.3) are the chiefs `leader` and `owners` (3.2's `beneficiary` is the bank). `premium` and `tariff` are what
 * the page shows; the server ignores them.
 */
export const PropertyPolicySchema = z.object({
  number: ULID_FIELD,
  product: z.enum(['DSD_FI', 'DSI_FI']),
  objects: z.array(PropertyObjectOfPolicySchema).check(z.maxLength(50)),
  conditions: PropertyConditionsSchema,
  programCondition: ProgramConditionSchema,
  risks: PropertyRisksSchema,
  ...FI_POLICY_FIELDS,
});
export type PropertyPolicy = z.infer<typeof PropertyPolicySchema>;

// ------------------------------------------------------------------ 7.2 calculation

/** One object's price: its rate in percent of the insured amount (4 decimals) and its premium in whole tenge. */
export const PropertyCalculationItemSchema = z.object({
  tariff: z.number().check(z.gte(0)),
  premium: z.number().check(z.gte(0)),
});

/**
 * POST /api/calculate/financial-institutions {policy} (7.2) -> each object's tariff and premium, in the policy's
 * order, and their sum; the sandbox prices the policy with `propertyPremium`, never with the request's premium.
 */
export const PropertyCalculationSchema = z.object({
  result: z.literal(true),
  items: z.array(PropertyCalculationItemSchema).check(z.maxLength(50)),
  premium: z.number().check(z.gte(0)),
  /** 'YYYY-MM-DD HH:mm:ss', Almaty time. */
  calculationDate: text(TEXT_MAX.date),
});
export type PropertyCalculation = z.infer<typeof PropertyCalculationSchema>;

export const calculatePropertyEndpoint = salePost(
  '/api/calculate/financial-institutions',
  z.object({ policy: PropertyPolicySchema }),
  PropertyCalculationSchema,
  ['mainSale'],
);

/** The drafts' calls with the property policy (the page reads its draft through property's schema). */
export const { item: propertyDraftItemEndpoint, save: propertyDraftSaveEndpoint } =
  draftEndpointsFor(PropertyPolicySchema);

/** checkout-fi with the property policy (7.2). */
export const checkoutPropertyEndpoint = checkoutFiEndpointFor(PropertyPolicySchema);
