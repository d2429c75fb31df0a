import {
  doneEvent,
  neverSettles,
  type MachineModel,
  type ModelEvent,
} from '../../../../shared/testing/runner';
import { vehicleDialogMachine } from '../vehicle-dialog.machine';
import { foreignVehicle, savedKazakhVehicle } from './fixtures';

/** The dialog as the policy invokes it: a new vehicle of Standard, an edit of Temporary entry. */
export const vehicleDialogModel = {
  name: 'vehicle-dialog',
  machine: vehicleDialogMachine.provide({ actors: { lookup: neverSettles() as never } }),
  inputs: [
    { productType: 1, listed: { numbers: ['555AAA01'], vins: ['XTA210740Y1234567'] } },
    { productType: 2, record: { ...foreignVehicle, id: 42 }, listed: { numbers: [], vins: [] } },
  ],
  events: <ModelEvent<typeof vehicleDialogMachine>[]>[
    doneEvent('lookup', { kind: 'saved', record: savedKazakhVehicle }),
    doneEvent('lookup', { kind: 'closed' }),
  ],
} satisfies MachineModel<typeof vehicleDialogMachine>;
