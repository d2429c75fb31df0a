import {
  calculateOgpoEndpoint,
  otpSendEndpoint,
  otpVerifyEndpoint,
  verifyClientEndpoint,
  verifyTerminalEndpoint,
  verifyVehicleEndpoint,
} from '@sakta/core/ogpo';
import { route, type EndpointDef } from '../../platform/endpoint';
import { ensureSale } from '../../services/sales';
import { calculateOgpo } from './calculate';
import { sendOtp, verifyOtp } from './otp';
import { verifyClient, verifyTerminal, verifyVehicle } from './verify';

/**
 * The OGPO sale's verification, calculation and one-time code (spec part 2 section 7.2). Paths, access (the
 * reserve-sale group) and bodies come from core's declarations.
 */

const ctx = (c: Parameters<Parameters<typeof route>[1]>[0]) => ({
  db: c.var.db,
  config: c.var.config,
  userId: c.var.auth.user.id,
});

/** POST /api/verify/client -> {success, result, canEdit, message, podft}: for the sale's owner. */
export const verifyClientRoute = route(verifyClientEndpoint, async (c, req) => {
  const body = await req.body();
  ensureSale(c, body.ulid);
  return c.json(verifyClient(ctx(c), body));
});

/** POST /api/verify/vehicle -> {success, result, canEdit, message, podft}: for the sale's owner. */
export const verifyVehicleRoute = route(verifyVehicleEndpoint, async (c, req) => {
  const body = await req.body();
  ensureSale(c, body.ulid);
  return c.json(verifyVehicle(ctx(c), body));
});

/** POST /api/verify/terminal {c_id} -> {result, message}. */
export const verifyTerminalRoute = route(verifyTerminalEndpoint, async (c, req) =>
  c.json(verifyTerminal(c.var.db, c.var.auth.user, (await req.body()).c_id)),
);

/**
 * POST /api/calculate/ogpo {policy} -> {result, premium, calculationDate, classes, add_payment, refund}: the policy's
 * number is its sale, priced for the sale's owner.
 */
export const calculateOgpoRoute = route(calculateOgpoEndpoint, async (c, req) => {
  const { policy } = await req.body();
  ensureSale(c, policy.number);
  return c.json(calculateOgpo(c.var.db, c.var.config, policy));
});

/** POST /api/otp/send -> {result, type, sendPhone, code (sandbox only)}. */
export const otpSendRoute = route(otpSendEndpoint, async (c, req) => c.json(sendOtp(c, await req.body())));

/** POST /api/otp/verify -> {result}; a wrong code {result: false, message}. */
export const otpVerifyRoute = route(otpVerifyEndpoint, async (c, req) =>
  c.json(verifyOtp(c, await req.body())),
);

export const OGPO_PRICING_ENDPOINTS: readonly EndpointDef[] = [
  verifyClientRoute,
  verifyVehicleRoute,
  verifyTerminalRoute,
  calculateOgpoRoute,
  otpSendRoute,
  otpVerifyRoute,
];
