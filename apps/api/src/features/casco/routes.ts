import { calculateCascoEndpoint, specialistVehicleEndpoint } from '@sakta/core/casco';
import { route, type EndpointDef } from '../../platform/endpoint';
import { calculatedSale } from '../../services/sale-checks';
import { ensureSale } from '../../services/sales';
import { calculateCasco } from './calculate';
import { CASCO_PRODUCT } from './product';
import { specialistVehicle } from './specialist';

/**
 * What only the casco sale for financial institutions answers (spec part 2 sections 7.1, 7.2): the vehicle lookup
 * of its dialog and the calculation by its tariff. Path, access (the main-sale group) and body come from core; both
 * name the sale (its ulid, the policy's number) and answer only its owner and the administrator.
 */

/** POST /api/vehicle/get-specialist-vehicle {ulid, number, type, vin} -> {result, data} or 'Авто не найдено'. */
const specialistVehicleRoute = route(specialistVehicleEndpoint, async (c, req) => {
  const body = await req.body();
  ensureSale(c, body.ulid);
  return c.json(specialistVehicle(c.var.db, body));
});

/**
 * POST /api/calculate/financial-institutions-casco {policy} -> {result, items, premium, calculationDate}: the
 * policy's number is its sale, priced for the sale's owner.
 */
const calculateCascoRoute = route(calculateCascoEndpoint, async (c, req) => {
  const { policy } = await req.body();
  ensureSale(c, policy.number);
  return c.json(
    calculatedSale(c, CASCO_PRODUCT, policy, () => calculateCasco(c.var.db, c.var.config, policy)),
  );
});

export const CASCO_ENDPOINTS: readonly EndpointDef[] = [specialistVehicleRoute, calculateCascoRoute];
