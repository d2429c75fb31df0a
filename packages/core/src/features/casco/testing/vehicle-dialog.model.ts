import {
  doneEvent,
  errorEvent,
  neverSettles,
  stepKeyOf,
  type MachineModel,
  type ModelEvent,
} from '../../../shared/testing/runner';
import { ApiError } from '../../../shared/api/errors';
import { checkCascoVehicle } from '../vehicle';
import { cascoVehicleDialogMachine, type CascoVehicleDialogSnapshot } from '../vehicle-dialog.machine';
import { CASCO_TRUCK_2, SPECIALIST_ATEGO, SPECIALIST_HD78 } from './fixtures';

/**
 * The casco vehicle dialog: a new truck of a person with the Isuzu listed, the Isuzu edited (valid), a new machine
 * of special machinery with 5 000 000 left of the program. The vertex keeps what the guards read (the plate, the
 * VIN, whether the cost is set, the vehicle's validity), not each typed value nor what the messages show.
 */
function serialize(s: CascoVehicleDialogSnapshot): string {
  const c = s.context;
  return JSON.stringify({
    value: s.value,
    number: c.form.number,
    vin: c.form.vin,
    cost: c.form.cost !== null,
    valid: checkCascoVehicle(c.form, c.rules).valid,
  });
}

const TODAY = '2026-11-27';

export const cascoVehicleDialogModel = {
  name: 'casco-vehicle-dialog',
  machine: cascoVehicleDialogMachine.provide({ actors: { lookup: neverSettles() } }),
  inputs: [
    {
      ulid: '01JDM9ZK3T8Q4W6X2Y7V5R1N0P',
      type: 6,
      insurerIsPerson: true,
      available: 460_000_000,
      listed: ['777FRE01', 'JAANQR90LP7100123'],
      today: TODAY,
    },
    {
      ulid: '01JDM9ZK3T8Q4W6X2Y7V5R1N0P',
      type: 6,
      insurerIsPerson: false,
      available: 470_000_000,
      listed: [],
      record: CASCO_TRUCK_2,
      today: TODAY,
    },
    {
      ulid: '01JDM9ZK3T8Q4W6X2Y7V5R1N0P',
      type: 15,
      insurerIsPerson: true,
      available: 5_000_000,
      listed: [],
      record: null,
      today: TODAY,
    },
  ],
  serializeState: serialize,
  stepKey: stepKeyOf,
  events: <ModelEvent<typeof cascoVehicleDialogMachine>[]>[
    { type: 'CHANGE', field: 'number', value: '456 kta-02' },
    { type: 'CHANGE', field: 'number', value: '45k' },
    { type: 'CHANGE', field: 'number', value: '777FRE01' },
    { type: 'CHANGE', field: 'vin', value: 'wdb9700231l123456' },
    { type: 'CHANGE', field: 'cost', value: 30_000_000 },
    { type: 'CHANGE', field: 'amount', value: 25_000_000 },
    { type: 'BLUR', field: 'year' },
    { type: 'LOOKUP', by: 'number' },
    { type: 'LOOKUP', by: 'vin' },
    doneEvent('lookup', { result: true, data: SPECIALIST_HD78 }),
    doneEvent('lookup', { result: true, data: SPECIALIST_ATEGO }),
    doneEvent('lookup', { result: false, data: null, message: 'Авто не найдено' }),
    errorEvent('lookup', ApiError.network(new Error('offline'))),
    { type: 'SAVE' },
    { type: 'CLOSE' },
  ],
} satisfies MachineModel<typeof cascoVehicleDialogMachine>;
