import * as z from 'zod/mini';
import { endpoint, pageOf } from '../../../shared/api/common';
import { TEXT_MAX, textField } from '../../../shared/api/limits';

/**
 * The drafts screen's calls (spec part 2 sections 2.6, 3.9, 7.3): a page of draft cards and delete. Apart from the
 * policy's contract (contract.ts re-exports them) so the drafts screen does not load the policy's schemas.
 */

const int = () => z.number().check(z.int());
const text = (max: number) => textField(max);

/** A card of the drafts screen (2.6, 3.9). */
export const DraftRowSchema = z.object({
  id: text(TEXT_MAX.number),
  insurer_title: text(TEXT_MAX.title),
  insurer_document: text(TEXT_MAX.code),
  insurer_person: z.nullable(z.boolean()),
  insurer_resident: z.nullable(z.boolean()),
  product: text(TEXT_MAX.code),
  product_name: text(TEXT_MAX.title),
  /** 'YYYY-MM-DD HH:mm:ss', Almaty time. */
  updated: text(TEXT_MAX.date),
  /** Who saved it (full name). */
  user: text(TEXT_MAX.title),
  /** OGPO's product type (1, 2, 3): the OGPO page's query product 'Оформить' opens with; null for other products. */
  product_type: z.optional(z.nullable(int())),
});
export type DraftRow = z.infer<typeof DraftRowSchema>;

export const DraftPageSchema = pageOf(DraftRowSchema);

/** The draft filter's products (section 9): 1 OGPO, 2 OGPO (VV), 3 OGPO (transit), 4 immovable, 5 movable, 6 casco. */
export const DRAFT_PRODUCTS = [
  { id: 1, name: 'ОГПО' },
  { id: 2, name: 'ОГПО (ВВ)' },
  { id: 3, name: 'ОГПО (транзит)' },
  { id: 4, name: 'Недвижимое имущество' },
  { id: 5, name: 'Движимое имущество' },
  { id: 6, name: 'Каско' },
] as const;

/**
 * GET /api/draft/get?page= (role 0 also insurer, product, user) -> a page of drafts (others see only their own).
 * Query values are strings: `insurer` (title or document), `product` (1..6), `user` (an id).
 */
export const draftListEndpoint = endpoint({
  method: 'GET',
  path: '/api/draft/get',
  access: ['sale'],
  body: undefined,
  response: DraftPageSchema,
});

/** GET /api/draft/delete/{id} -> the refreshed first page of drafts. */
export const draftDeleteEndpoint = endpoint({
  method: 'GET',
  path: '/api/draft/delete/{id}',
  access: ['sale'],
  owns: 'sale',
  body: undefined,
  response: DraftPageSchema,
});
