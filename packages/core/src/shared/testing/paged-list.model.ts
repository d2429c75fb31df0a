import { ApiError } from '../api/errors';
import type { Page } from '../api/common';
import { pagedListMachine } from '../machines/paged-list.machine';
import { doneEvent, errorEvent, neverSettles, type MachineModel } from './runner';

export function modelPage(current: number, last: number, rows = 5): Page<{ id: number }> {
  return {
    data: Array.from({ length: rows }, (_, i) => ({ id: (current - 1) * 5 + i + 1 })),
    meta: { current_page: current, last_page: last, per_page: 5, total: last === 1 ? rows : last * 5 },
  };
}

/** A paged list: the page call is an event (page 1 or 2 of 3, or the only, empty page); pages 0..4 are asked. */
export const pagedListModel = {
  name: 'paged-list',
  machine: pagedListMachine.provide({ actors: { loadPage: neverSettles() } }),
  inputs: [{}, { page: 2 }],
  events: [
    doneEvent('loadPage', modelPage(1, 3)),
    doneEvent('loadPage', modelPage(2, 3)),
    doneEvent('loadPage', modelPage(1, 1, 0)),
    errorEvent('loadPage', ApiError.rejected(['Нет доступа к истории'], 200)),
    errorEvent('loadPage', new TypeError('Failed to fetch')),
    { type: 'GO_TO', page: 0 },
    { type: 'GO_TO', page: 1 },
    { type: 'GO_TO', page: 2 },
    { type: 'GO_TO', page: 4 },
    { type: 'RETRY' },
    { type: 'RELOAD' },
  ],
} satisfies MachineModel<typeof pagedListMachine>;
