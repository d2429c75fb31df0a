/**
 * The vehicle dialog's calls (spec part 2 section 7.1: vehicle/get, vehicle/set) and the machine provided with
 * them. apps/web wires the calls to the API client.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { LookupAnswer, LookupQuery, LookupRecord } from '../../../shared/machines/lookup-dialog.machine';
import type { Vehicle, VehicleGetRequest } from './contract';
import { vehicleSearchRequest } from './rules';
import { vehicleDialogMachine, vehicleLookupMachine, vehicleQueryOptions } from './vehicle-dialog.machine';

export interface VehicleDialogCalls {
  /** POST vehicle/get: the register's vehicles ([] none). */
  get(req: VehicleGetRequest): Promise<Vehicle[]>;
  /** POST vehicle/set [vehicle]: the vehicle as saved (with its id). */
  set(vehicles: Vehicle[]): Promise<Vehicle[]>;
}

/** The lookup dialog with the calls (what the dialog's child runs). */
export function provideVehicleLookup(calls: VehicleDialogCalls) {
  return vehicleLookupMachine.provide({
    actors: {
      search: fromPromise<LookupAnswer, LookupQuery>(async ({ input }) => {
        const o = vehicleQueryOptions(input);
        const rows = await calls.get(vehicleSearchRequest(o.by, o.value, o.product));
        // Standard takes a foreign vehicle too (mixed, region 17): when the republic's register has none, the
        // foreign one is asked
        if (rows.length === 0 && o.product === 1)
          return {
            rows: await calls.get({
              ...vehicleSearchRequest(o.by, o.value, o.product),
              filter: { verify: false, isNumber: o.by === 'number' },
            }),
          };
        return { rows };
      }),
      save: fromPromise<LookupRecord, LookupRecord>(async ({ input }) => {
        const [saved] = await calls.set([input as unknown as Vehicle]);
        if (!saved) throw ApiError.malformed();
        // the policy's fields the register does not keep (images, podft, beingVerify) stay with the vehicle
        return { ...input, ...saved } as unknown as LookupRecord;
      }),
    },
  });
}

/** The vehicle dialog with its calls: what the policy machine invokes as `vehicleDialog`. */
export function provideVehicleDialog(calls: VehicleDialogCalls) {
  return vehicleDialogMachine.provide({ actors: { lookup: provideVehicleLookup(calls) } });
}
