import { FI_REGIONS, regionsByFiEndpoint, verifyClientFiEndpoint } from '@sakta/core/sale/fi';
import { route, type EndpointDef } from '../../platform/endpoint';
import { ensureSale } from '../../services/sales';
import { ensureFiProduct, verifyClientFi } from './verify';

/**
 * The calls of the financial institutions' sale that property and casco share (spec part 2 section 7.2; part 1
 * section 7): the verification of a party (verify/client-fi) and their regions (regions-by-fi). Their checkout
 * (checkout-fi) is the sale's (features/sale). Path, access and body come from core.
 */

/**
 * POST /api/verify/client-fi -> {success, result, canEdit, message, podft}: a property or casco party, for the
 * sale's owner.
 */
const verifyClientFiRoute = route(verifyClientFiEndpoint, async (c, req) => {
  const body = await req.body();
  ensureFiProduct(body.product);
  ensureSale(c, body.ulid);
  return c.json(verifyClientFi({ db: c.var.db, config: c.var.config, userId: c.var.auth.user.id }, body));
});

/** GET /api/dictionaries/regions-by-fi -> {result, data}: Kazakhstan's regions, without OGPO's 17 and 18. */
const regionsByFiRoute = route(regionsByFiEndpoint, (c) =>
  c.json({ result: true as const, data: FI_REGIONS }),
);

export const FI_ENDPOINTS: readonly EndpointDef[] = [verifyClientFiRoute, regionsByFiRoute];
