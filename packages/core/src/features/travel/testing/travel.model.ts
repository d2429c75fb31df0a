import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, neverSettles, type MachineModel } from '../../../shared/testing/runner';
import { travelMachine } from '../travel.machine';
import { TRAVEL_DRAFT } from './fixtures';

/** The travel page: the production machine, its load an event (found, missing: 404, failing); with and without a draft. */
export const travelModel = {
  name: 'travel',
  machine: travelMachine.provide({ actors: { load: neverSettles() } }),
  inputs: [{ id: TRAVEL_DRAFT.travel.number }, { id: null }],
  events: [
    doneEvent('load', TRAVEL_DRAFT),
    errorEvent('load', ApiError.rejected(['Черновик не найден'], 404)),
    errorEvent('load', ApiError.network(new Error('offline'))),
    { type: 'RETRY' },
  ],
} satisfies MachineModel<typeof travelMachine>;
