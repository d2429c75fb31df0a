import * as z from 'zod/mini';
import { endpoint } from './api/common';

/**
 * GET /api/products/availability -> {result, data: [{code, status}]}: what the sale pages of every role read to
 * offer a product variant or show it unavailable (not in the spec's list: the admin call is for role 0 only).
 */
export const ProductAvailabilitySchema = z.object({
  result: z.literal(true),
  data: z.array(z.object({ code: z.string(), status: z.union([z.literal(0), z.literal(1)]) })),
});
export type ProductAvailability = z.infer<typeof ProductAvailabilitySchema>['data'];
export const productAvailabilityEndpoint = endpoint({
  method: 'GET',
  path: '/api/products/availability',
  access: ['all'],
  body: undefined,
  response: ProductAvailabilitySchema,
});

/**
 * Whether a sale variant is offered: the product's status in the admin catalogue decides (spec part 1 section 2
 * "Products and versions admin"; part 2 section 2.1: the OGPO page shows 'Услуга ОГПО ВТС для резидентов в данный
 * момент недоступна.' when the standard variant is not offered). The sale pages read GET /api/products/availability.
 */

/** The OGPO variants by the page's query `product` (1 standard, 2 temporary entry, 3 transit) and their codes. */
export const OGPO_VARIANT_CODES = { 1: 'OGPO_WEB_EA', 2: 'OGPO_WEB_EA_VV', 3: 'OGPO_WEB_EA_TR' } as const;
/**
 * The policy's product code (spec part 2 section 3.1) for every OGPO variant: drafts, the history panel and the
 * register file all variants under it, the variant being the policy's product_type. The variant codes above are
 * the catalogue's, for availability only.
 */
export const OGPO_PRODUCT = OGPO_VARIANT_CODES[1];

export const ruAvailability = {
  /** Spec part 2 section 2.1, word for word. */
  ogpoResidents: 'Услуга ОГПО ВТС для резидентов в данный момент недоступна.',
  other: 'Продукт в данный момент недоступен.',
} as const;

/** A product is offered when the catalogue lists it with status 1 (an unknown code is not offered). */
export function isProductAvailable(availability: ProductAvailability, code: string): boolean {
  return availability.some((p) => p.code === code && p.status === 1);
}

/** The message a sale page shows for a product that is not offered, or null when it is. */
export function unavailableMessage(availability: ProductAvailability, code: string): string | null {
  if (isProductAvailable(availability, code)) return null;
  return code === OGPO_VARIANT_CODES[1] ? ruAvailability.ogpoResidents : ruAvailability.other;
}
