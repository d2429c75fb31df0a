import type { CascoVehicle } from './contract';
import { availableLimit, programLimit, type CascoVehicleType } from './program';
import { listedOf } from './vehicle';
import type { CascoVehicleDialogInput } from './vehicle-dialog.machine';

/**
 * The dialog's input for the policy's vehicle at `index` (an edit) or a new one: the program's type, the available
 * limit and the listed plates and VINs without that vehicle.
 */
export function cascoVehicleDialogInput(o: {
  ulid: string;
  type: CascoVehicleType;
  insurerIsPerson: boolean;
  vehicles: readonly CascoVehicle[];
  index?: number;
  today?: string;
}): CascoVehicleDialogInput {
  const record = o.index === undefined ? null : (o.vehicles[o.index] ?? null);
  return {
    ulid: o.ulid,
    type: o.type,
    insurerIsPerson: o.insurerIsPerson,
    available: availableLimit(programLimit(o.type, o.insurerIsPerson), o.vehicles, o.index),
    listed: listedOf(o.vehicles, o.index),
    record,
    ...(o.today ? { today: o.today } : {}),
  };
}
