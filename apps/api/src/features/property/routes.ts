import { calculatePropertyEndpoint } from '@sakta/core/property';
import { route, type EndpointDef } from '../../platform/endpoint';
import { calculatedSale } from '../../services/sale-checks';
import { ensureSale } from '../../services/sales';
import { calculateProperty } from './calculate';
import { PROPERTY_PRODUCT } from './product';

/**
 * What only the property sale for financial institutions (DSD_FI, DSI_FI) answers (spec part 2 section 7.2): the
 * calculation by its tariff. Path, access and body come from core.
 */

/**
 * POST /api/calculate/financial-institutions {policy} -> {result, items, premium, calculationDate}: the policy's
 * number is its sale, priced for the sale's owner.
 */
const calculatePropertyRoute = route(calculatePropertyEndpoint, async (c, req) => {
  const { policy } = await req.body();
  ensureSale(c, policy.number);
  return c.json(
    calculatedSale(c, PROPERTY_PRODUCT, policy, () => calculateProperty(c.var.db, c.var.config, policy)),
  );
});

export const PROPERTY_ENDPOINTS: readonly EndpointDef[] = [calculatePropertyRoute];
