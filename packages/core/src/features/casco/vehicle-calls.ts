import { fromPromise } from 'xstate';
import type { SpecialistVehicleAnswer } from './contract';
import { cascoVehicleDialogMachine, type CascoVehicleLookup } from './vehicle-dialog.machine';

/**
 * The casco vehicle dialog's call (spec part 2 section 7.1: get-specialist-vehicle) and the machine provided with
 * it. apps/web wires the call to the API client.
 */
export interface CascoVehicleCalls {
  /** POST vehicle/get-specialist-vehicle {ulid, number, type, vin}. */
  specialistVehicle(q: CascoVehicleLookup): Promise<SpecialistVehicleAnswer>;
}

/** The casco vehicle dialog with its call: what the casco sale invokes as its vehicle dialog. */
export function provideCascoVehicleDialog(calls: CascoVehicleCalls) {
  return cascoVehicleDialogMachine.provide({
    actors: {
      lookup: fromPromise<SpecialistVehicleAnswer, CascoVehicleLookup>(({ input }) =>
        calls.specialistVehicle(input),
      ),
    },
  });
}
