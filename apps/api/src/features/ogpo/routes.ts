import {
  calculateOgpoEndpoint,
  policyGetEndpoint,
  verifyClientEndpoint,
  verifyVehicleEndpoint,
} from '@sakta/core/ogpo';
import { route, type EndpointDef } from '../../platform/endpoint';
import { calculatedSale } from '../../services/sale-checks';
import { ensureSale } from '../../services/sales';
import { calculateOgpo } from './calculate';
import { getDriverLicence } from './licence';
import { OGPO_PRODUCT } from './product';
import { policyGet } from './rewrite';
import { verifyClient, verifyVehicle } from './verify';

/**
 * What only OGPO answers (spec part 2 sections 7.1, 7.2): the verification of its parties and vehicles, the
 * calculation by its tariff, the driver's licence lookup and the rewrite's policy-get. Its sale (checkout, payment,
 * code, documents) is the sale's, with OGPO_PRODUCT (product.ts). Paths, access and bodies come from core.
 */

const ctx = (c: Parameters<Parameters<typeof route>[1]>[0]) => ({
  db: c.var.db,
  config: c.var.config,
  userId: c.var.auth.user.id,
});

/** POST /api/verify/client -> {success, result, canEdit, message, podft}: for the sale's owner. */
const verifyClientRoute = route(verifyClientEndpoint, async (c, req) => {
  const body = await req.body();
  ensureSale(c, body.ulid);
  return c.json(verifyClient(ctx(c), body));
});

/** POST /api/verify/vehicle -> {success, result, canEdit, message, podft}: for the sale's owner. */
const verifyVehicleRoute = route(verifyVehicleEndpoint, async (c, req) => {
  const body = await req.body();
  ensureSale(c, body.ulid);
  return c.json(verifyVehicle(ctx(c), body));
});

/**
 * POST /api/calculate/ogpo {policy} -> {result, premium, calculationDate, classes, add_payment, refund}: the policy's
 * number is its sale, priced for the sale's owner.
 */
const calculateOgpoRoute = route(calculateOgpoEndpoint, async (c, req) => {
  const { policy } = await req.body();
  ensureSale(c, policy.number);
  return c.json(calculatedSale(c, OGPO_PRODUCT, policy, () => calculateOgpo(c, OGPO_PRODUCT, policy)));
});

/** POST /api/contracts/ogpo/policy-get {global, isGlobal, isRewrite, phone?} -> the policy, or result false. */
const policyGetRoute = route(policyGetEndpoint, async (c, req) => c.json(policyGet(c, await req.body())));

export const OGPO_ENDPOINTS: readonly EndpointDef[] = [
  getDriverLicence,
  verifyClientRoute,
  verifyVehicleRoute,
  calculateOgpoRoute,
  policyGetRoute,
];
