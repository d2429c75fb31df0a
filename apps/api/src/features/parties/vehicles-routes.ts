import {
  KZ_REGIONS,
  regionsEndpoint,
  vehicleGetEndpoint,
  vehicleSetEndpoint,
  vehicleSetSimpleEndpoint,
} from '@sakta/core/ogpo/vehicle';
import { route } from '../../platform/endpoint';
import { saveVehicles, searchVehicles } from './vehicles';

/**
 * The vehicle calls of a sale's parties (spec part 2 section 7.1): the register lookup, saving the sale's vehicles,
 * and the regions dictionary. Access, paths and body schemas come from core's declarations (the reserve-sale group).
 */

/** POST /api/vehicle/get {filter {verify, isNumber}, number | vin | certificate} -> {result, data: vehicles}. */
export const vehicleGet = route(vehicleGetEndpoint, async (c, req) =>
  c.json({ result: true as const, data: searchVehicles(c.var.db, c.var.config, await req.body()) }),
);

/** POST /api/vehicle/set [vehicles] -> {result, status: 200, number, data}. */
export const vehicleSet = route(vehicleSetEndpoint, async (c, req) => {
  const data = saveVehicles(c.var.db, c.var.config, c.var.auth.user.id, await req.body());
  return c.json({ result: true as const, status: 200 as const, number: data.length, data });
});

/** POST /api/vehicle/set-simple [one vehicle] -> {result, data}. */
export const vehicleSetSimple = route(vehicleSetSimpleEndpoint, async (c, req) => {
  const [data] = saveVehicles(c.var.db, c.var.config, c.var.auth.user.id, await req.body());
  return c.json({ result: true as const, data });
});

/** GET /api/dictionaries/regions -> {result, data}. */
export const regions = route(regionsEndpoint, (c) => c.json({ result: true as const, data: KZ_REGIONS }));
