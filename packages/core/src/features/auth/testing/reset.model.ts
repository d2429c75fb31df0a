import { ApiError } from '../../../shared/api/errors';
import { resetMachine } from '../reset.machine';
import {
  doneEvent,
  errorEvent,
  type MachineModel,
  neverSettles,
  snapshotEvent,
} from '../../../shared/testing/runner';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD } from './fixtures';

/**
 * Reset: the production machine; the code step (the shared code machine, modelled on its own) and the
 * set-password call never finish by themselves: their outcomes are events.
 */
export const resetModel = {
  name: 'reset',
  machine: resetMachine.provide({
    actors: { codeConfirmation: neverSettles() as never, setPassword: neverSettles() },
  }),
  events: [
    { type: 'CHANGE_IIN', value: '' },
    { type: 'CHANGE_IIN', value: '9001' },
    { type: 'CHANGE_IIN', value: '9001 0130 0017 99' },
    { type: 'SEND' },
    snapshotEvent('code'),
    doneEvent('code', { confirmed: true, code: '1234', request: { iin: '900101300017' }, error: null }),
    doneEvent('code', {
      confirmed: false,
      code: '',
      request: { iin: '900101300017' },
      error: 'Пользователь не найден',
    }),
    errorEvent('code', new Error('code step crashed')),
    { type: 'CHANGE_PASSWORD', value: 'abc' },
    { type: 'CHANGE_PASSWORD', value: STRONG_PASSWORD },
    { type: 'CHANGE_CONFIRM', value: STRONG_PASSWORD },
    { type: 'CHANGE_CONFIRM', value: OTHER_STRONG_PASSWORD },
    { type: 'SAVE' },
    doneEvent('setPassword', { result: true }),
    errorEvent('setPassword', ApiError.rejected(['Код устарел', 'Запросите новый код'], 200)),
    errorEvent('setPassword', new TypeError('Failed to fetch')),
  ],
} satisfies MachineModel<typeof resetMachine>;
