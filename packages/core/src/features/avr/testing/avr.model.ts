import { fromCallback, type EventObject } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import {
  doneEvent,
  errorEvent,
  idleCallback,
  neverSettles,
  snapshotEvent,
  type MachineModel,
} from '../../../shared/testing/runner';
import { avrMachine } from '../avr.machine';
import { MODEL_AVR_EXPIRED, MODEL_AVR_PENDING, MODEL_AVR_REFUSED } from './fixtures';

/** Events the fake list child received (RELOAD after an act was decided). */
export const avrListInbox: EventObject[] = [];

/**
 * The АВР screen: the production machine; the item and refusal calls never settle by themselves, the code step
 * (the shared code machine, modelled on its own) reports its end as events, the clock is idle and its ticks are
 * events (1 s, and a long one that ends the window at once). The pending act has 2 s left.
 */
export const avrModel = {
  name: 'avr',
  machine: avrMachine.provide({
    actors: {
      list: fromCallback(({ receive }) => receive((e) => avrListInbox.push(e))) as never,
      loadItem: neverSettles(),
      refuse: neverSettles(),
      codeConfirmation: neverSettles() as never,
      clock: idleCallback(),
    },
  }),
  events: [
    { type: 'OPEN', id: 14 },
    doneEvent('loadItem', MODEL_AVR_PENDING),
    doneEvent('loadItem', MODEL_AVR_REFUSED),
    doneEvent('loadItem', MODEL_AVR_EXPIRED),
    errorEvent('loadItem', ApiError.rejected(['Акт не найден'], 404)),
    { type: 'RETRY' },
    { type: 'CLOSE' },
    { type: 'ACCEPT' },
    { type: 'REFUSE' },
    { type: 'CHANGE_COMMENT', value: 'Сумма не совпадает' },
    { type: 'CHANGE_COMMENT', value: '  ' },
    { type: 'SUBMIT_REFUSAL' },
    { type: 'CLEAR' },
    { type: 'TICK', seconds: 1 },
    { type: 'TICK', seconds: 1800 },
    doneEvent('refuse', { result: true }),
    errorEvent('refuse', ApiError.rejected(['Время согласования вышло'], 409)),
    snapshotEvent('code'),
    doneEvent('code', { confirmed: true, code: '1234', request: { id: 14 }, error: null }),
    doneEvent('code', {
      confirmed: false,
      code: '',
      request: { id: 14 },
      error: 'Нет связи с сервером. Проверьте подключение и попробуйте снова.',
    }),
    errorEvent('code', new Error('code step crashed')),
    snapshotEvent('list'),
  ],
} satisfies MachineModel<typeof avrMachine>;
