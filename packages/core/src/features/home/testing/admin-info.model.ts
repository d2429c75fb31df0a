import { ApiError } from '../../../shared/api/errors';
import { adminInfoMachine } from '../admin-info.machine';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../shared/testing/runner';
import { MODEL_ADMIN_INFO } from './fixtures';

/** Admin info on the home page: GET admin-info is an event (answer, refusal, network failure, bad answer). */
export const adminInfoModel = {
  name: 'admin-info',
  machine: adminInfoMachine.provide({ actors: { loadInfo: neverSettles() } }),
  events: [
    doneEvent('loadInfo', MODEL_ADMIN_INFO),
    errorEvent('loadInfo', ApiError.http(403, 'Недостаточно прав')),
    errorEvent('loadInfo', ApiError.malformed()),
    errorEvent('loadInfo', new TypeError('Failed to fetch')),
    { type: 'RETRY' },
  ],
} satisfies MachineModel<typeof adminInfoMachine>;
