import * as z from 'zod/mini';
import { endpoint } from '../../api/common';
import { FOREIGN_REGION_ID, KZ_REGIONS, TRANSIT_REGION_ID, type Region } from '../../parties/vehicle/regions';
import { RegionSchema } from '../../parties/vehicle/contract';

/**
 * The regions of the financial institutions' products (spec part 1 section 7 'regions-by-fi'; part 2 sections 2.3,
 * 2.4, 3.5): where a bank's client's property lies or its vehicle is registered, in Kazakhstan. The vehicle
 * register's pseudo-regions, 17 (a foreign registration, Temporary entry) and 18 (Transit), are OGPO's only.
 */
export const FI_REGIONS: readonly Region[] = KZ_REGIONS.filter(
  (r) => r.id !== FOREIGN_REGION_ID && r.id !== TRANSIT_REGION_ID,
);

/** GET /api/dictionaries/regions-by-fi -> {result, data: [{id, title, territory}]}: the property and casco pages'. */
export const regionsByFiEndpoint = endpoint({
  method: 'GET',
  path: '/api/dictionaries/regions-by-fi',
  access: ['mainSale'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(RegionSchema) }),
});
