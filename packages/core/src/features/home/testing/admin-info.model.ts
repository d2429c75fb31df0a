import { ApiError } from '../../../shared/api/errors';
import type { AdminInfo } from '../contract';
import { adminInfoMachine } from '../admin-info.machine';
import { doneEvent, errorEvent, neverSettles, type MachineModel } from '../../../shared/testing/runner';

/** Admin info of the model and of the stories: yesterday and today with every slice, a mixed timeline. */
export const MODEL_ADMIN_INFO: AdminInfo = {
  yesterday: { issued: 5, new: 2, error: 1 },
  today: { issued: 3, new: 4, error: 2 },
  policies: [
    { id: 2001, status: 0, updated_at: '2026-11-22 09:15:00' },
    { id: 2002, status: 2, updated_at: '2026-11-22 11:40:12' },
    { id: 2003, status: 5, updated_at: '2026-11-21 17:05:30' },
  ],
};

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
