import * as z from 'zod/mini';
import { endpoint, pageOf } from '../../shared/api/common';
import { TEXT_MAX, textField } from '../../shared/api/limits';
import { ruPodft } from './ru';

/**
 * The compliance review's calls (spec part 2 sections 3.8, 4.4, 7.4), for the drm group (roles 0 and 6) only:
 * the records the anti-money-laundering check of a sale's verification filed for a client (entity 0) or a vehicle
 * (entity 1), and the officer's decision, written once with who decided and when.
 */

/** 1 unreviewed, 2 with warning, 3 approved, 4 refused (section 4.4). */
export const PODFT_STATUSES = [1, 2, 3, 4] as const;
export type PodftStatus = (typeof PODFT_STATUSES)[number];
/** The decisions an officer may take on an undecided record. */
export const PODFT_DECISIONS = [3, 2, 4] as const;
export type PodftDecision = (typeof PODFT_DECISIONS)[number];

const StatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const EntitySchema = z.union([z.literal(0), z.literal(1)]);

/** A row of the list and of the history (section 3.8, without the item and the images). */
export const PodftRecordSchema = z.object({
  id: z.number(),
  /** Client: IIN/BIN or the document number; vehicle: VIN. */
  document: z.string(),
  resident: z.boolean(),
  person: z.boolean(),
  /** 'Клиент' or 'ТС'. */
  entityName: z.string(),
  title: z.string(),
  /** Why the check flagged it: 1 politically exposed person, 2 sanctions list. */
  type: z.number(),
  typeName: z.string(),
  status: StatusSchema,
  statusName: z.string(),
  /** The appeal: 'YYYY-MM-DD' and 'HH:mm' (Almaty). */
  created: z.string(),
  created_time: z.string(),
  /** The decision: null while undecided. */
  updated: z.nullable(z.string()),
  updated_time: z.nullable(z.string()),
  /** Who filed it (the seller whose verification raised it). */
  changed: z.nullable(z.string()),
  /** Who decided: null while undecided. */
  checked: z.nullable(z.string()),
  comment: z.string(),
  politician: z.nullable(z.boolean()),
  entity: EntitySchema,
});
export type PodftRecord = z.infer<typeof PodftRecordSchema>;

/** The client of a record (section 3.8). */
export const PodftClientItemSchema = z.object({
  client: z.object({
    title: z.string(),
    iin: z.string(),
    birthday: z.string(),
    id: z.nullable(z.number()),
  }),
  document: z.object({ number: z.string(), issued: z.string() }),
  filter: z.object({ resident: z.boolean(), person: z.boolean() }),
  location: z.object({ address: z.string() }),
});
export type PodftClientItem = z.infer<typeof PodftClientItemSchema>;

/** The vehicle of a record (section 3.8). */
export const PodftVehicleItemSchema = z.object({
  number: z.optional(z.nullable(z.string())),
  vin: z.string(),
  mark: z.string(),
  model: z.string(),
  color: z.string(),
  id: z.nullable(z.number()),
  registration: z.object({
    certificate: z.nullable(z.string()),
    date: z.nullable(z.string()),
    region_id: z.nullable(z.number()),
  }),
});
export type PodftVehicleItem = z.infer<typeof PodftVehicleItemSchema>;

/** A record with what the seller sent for review: the images as data URLs (null: none sent). */
export const PodftItemSchema = z.object({
  ...PodftRecordSchema.shape,
  front_image: z.nullable(z.string()),
  back_image: z.nullable(z.string()),
  item: z.union([PodftClientItemSchema, PodftVehicleItemSchema]),
});
export type PodftItem = z.infer<typeof PodftItemSchema>;

/** GET /api/podft/get?page={n}&status&person&entity&title&document&appeal_start&appeal_end&solution_start&solution_end */
export const podftListEndpoint = endpoint({
  method: 'GET',
  path: '/api/podft/get',
  access: ['drm'],
  body: undefined,
  response: pageOf(PodftRecordSchema),
});

export const PodftItemRequestSchema = z.object({ id: z.number().check(z.int(), z.gte(1)) });

/** POST /api/podft/item {id} -> item, history (the party's records, newest first). */
export const podftItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/podft/item',
  access: ['drm'],
  body: PodftItemRequestSchema,
  response: z.object({ item: PodftItemSchema, history: z.array(PodftRecordSchema) }),
});

/**
 * Whether a decision may be saved with this comment: a refusal (4) is said to the seller with the officer's comment
 * (the card's 'Отказано по результатам проверки ПОДФТ. {comment}'), so it needs one (issue 44 item 5).
 */
export const decisionHasReason = (status: number, comment: string): boolean =>
  status !== 4 || comment.trim() !== '';

export const PodftSetRequestSchema = z
  .object({
    id: z.number().check(z.int(), z.gte(1)),
    status: z.union([z.literal(2), z.literal(3), z.literal(4)], 'Выберите решение'),
    comment: textField(TEXT_MAX.message),
  })
  .check(z.refine((r) => decisionHasReason(r.status, r.comment), ruPodft.modal.reasonRequired));
export type PodftSetRequest = z.infer<typeof PodftSetRequestSchema>;

/** POST /api/podft/set {id, status, comment} -> an array with the updated record. */
export const podftSetEndpoint = endpoint({
  method: 'POST',
  path: '/api/podft/set',
  access: ['drm'],
  body: PodftSetRequestSchema,
  response: z.array(PodftRecordSchema),
});
