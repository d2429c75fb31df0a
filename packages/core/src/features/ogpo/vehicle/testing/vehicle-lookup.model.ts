import { ApiError } from '../../../../shared/api/errors';
import {
  doneEvent,
  errorEvent,
  neverSettles,
  type MachineModel,
  type ModelEvent,
} from '../../../../shared/testing/runner';
import { vehicleDialogInput, vehicleLookupMachine } from '../vehicle-dialog.machine';
import { foreignVehicle, kazakhVehicle, savedKazakhVehicle, unregisteredVehicle } from './fixtures';

/**
 * The vehicle dialog's lookup with its own guards and the blank record (the production machine, only the calls replaced):
 * Standard with one vehicle listed, Temporary entry, and an edit.
 */
export const vehicleLookupModel = {
  name: 'vehicle-lookup',
  machine: vehicleLookupMachine.provide({ actors: { search: neverSettles(), save: neverSettles() } }),
  inputs: [
    vehicleDialogInput({ product: 1, listed: ['555AAA01'] }),
    vehicleDialogInput({ product: 2, listed: [] }),
    vehicleDialogInput({ product: 1, listed: ['123ABC02', '555AAA01'], record: savedKazakhVehicle }),
  ],
  events: <ModelEvent<typeof vehicleLookupMachine>[]>[
    { type: 'QUERY', patch: { value: '123' } },
    { type: 'QUERY', patch: { value: '555AAA01' } },
    { type: 'QUERY', patch: { value: '123ABC02' } },
    { type: 'SEARCH' },
    doneEvent('search', { rows: [kazakhVehicle] }),
    doneEvent('search', { rows: [unregisteredVehicle] }),
    doneEvent('search', { rows: [foreignVehicle] }),
    doneEvent('search', { rows: [] }),
    errorEvent('search', ApiError.rejected(['Сервис ЕСБД недоступен'], 502)),
    { type: 'PICK', index: 0 },
    { type: 'PICK', index: 1 },
    { type: 'CREATE' },
    { type: 'RESET' },
    {
      type: 'CHANGE',
      patch: {
        mark: 'Lada',
        model: 'Vesta',
        year: '2021',
        vin: 'XTA000000Z0000001',
        registration: { ...foreignVehicle.registration, certificate: 'KG1234567' },
      },
    },
    { type: 'CHANGE', patch: { number: '555AAA01' } },
    // a truck typed by hand (the form's type select, 3.4)
    { type: 'CHANGE', patch: { type_id: 6 } },
    { type: 'SUBMIT' },
    doneEvent('save', savedKazakhVehicle),
    errorEvent('save', ApiError.rejected(['Авто не найдено'], 404)),
    { type: 'CLOSE' },
  ],
} satisfies MachineModel<typeof vehicleLookupMachine>;
