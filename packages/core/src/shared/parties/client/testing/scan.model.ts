import { ApiError } from '../../../api/errors';
import {
  doneEvent,
  errorEvent,
  idleCallback,
  neverSettles,
  type MachineModel,
  type ModelEvent,
} from '../../../testing/runner';
import { scanMachine } from '../scan.machine';
import { OGPO_CLIENT_NON_RESIDENT, OGPO_CLIENT_RESIDENT } from './fixtures';

/** The client dialog's scan child: the calls' results and the poll clock's tick are explicit events. */
export const scanModel = {
  name: 'client-scan',
  machine: scanMachine.provide({
    actors: { upload: neverSettles(), recognize: neverSettles(), pollClock: idleCallback() },
  }),
  input: { file: 'passport-wilson.png' },
  events: <ModelEvent<typeof scanMachine>[]>[
    doneEvent('upload', { task_id: 'task-1' }),
    errorEvent('upload', ApiError.rejected(['Размер файла меньше 100 КБ'], 400)),
    { type: 'POLL' },
    { type: 'RESET' },
    doneEvent('recognize', { result: true, type: 0 }),
    doneEvent('recognize', { result: true, type: 1, data: OGPO_CLIENT_NON_RESIDENT }),
    doneEvent('recognize', {
      result: true,
      type: 2,
      message: 'Срок действия документа № C4F7K2L91 истёк 31.01.2024.',
    }),
    doneEvent('recognize', { result: true, type: 3, data: [OGPO_CLIENT_RESIDENT] }),
    errorEvent('recognize', ApiError.rejected(['Не найден task_id'], 404)),
  ],
} satisfies MachineModel<typeof scanMachine>;
