/**
 * The vehicle dialog's calls (spec part 2 section 7.1: vehicle/get, vehicle/set) and the machine provided with
 * them. apps/web wires the calls to the API client.
 */
import { ApiError } from '../../../shared/api/errors';
import { lookupActors, type LookupAnswer } from '../../../shared/machines/lookup-dialog.machine';
import type { PolicyVehicle } from '../sale/contract';
import type { Vehicle } from '../../../shared/parties/vehicle/contract';
import type { VehicleGetRequest } from './contract';
import { vehicleSearchRequest } from './rules';
import { vehicleDialogMachine, vehicleLookupMachine, type VehicleQuery } from './vehicle-dialog.machine';

export interface VehicleDialogCalls {
  /** POST vehicle/get: the register's vehicles ([] none). */
  get(req: VehicleGetRequest): Promise<Vehicle[]>;
  /** POST vehicle/set [vehicle]: the vehicle as saved (with its id). */
  set(vehicles: Vehicle[]): Promise<Vehicle[]>;
}

/** The search: by the query's field; Standard asks the foreign register when the republic's has none. */
export async function searchVehicles(
  calls: VehicleDialogCalls,
  q: VehicleQuery,
): Promise<LookupAnswer<Vehicle>> {
  const rows = await calls.get(vehicleSearchRequest(q.by, q.value, q.product));
  // Standard takes a foreign vehicle too (mixed, region 17): when the republic's register has none, the foreign one
  // is asked
  if (rows.length === 0 && q.product === 1)
    return {
      rows: await calls.get({
        ...vehicleSearchRequest(q.by, q.value, q.product),
        filter: { verify: false, isNumber: q.by === 'number' },
      }),
    };
  return { rows };
}

/** The save: vehicle/set; the policy's fields the register does not keep (images, podft) stay with the vehicle. */
export async function saveVehicle(calls: VehicleDialogCalls, vehicle: PolicyVehicle): Promise<PolicyVehicle> {
  const [saved] = await calls.set([vehicle]);
  if (!saved) throw ApiError.malformed();
  return { ...vehicle, ...saved };
}

/** The lookup dialog with the calls (what the dialog's child runs). */
export function provideVehicleLookup(calls: VehicleDialogCalls) {
  return vehicleLookupMachine.provide({
    actors: lookupActors({
      search: (query: VehicleQuery) => searchVehicles(calls, query),
      save: (vehicle: PolicyVehicle) => saveVehicle(calls, vehicle),
    }),
  });
}

/** The vehicle dialog with its calls: what the policy machine invokes as `vehicleDialog`. */
export function provideVehicleDialog(calls: VehicleDialogCalls) {
  return vehicleDialogMachine.provide({ actors: { lookup: provideVehicleLookup(calls) } });
}
