import { ApiError } from '../api/errors';
import { pagedListMachine } from '../machines/paged-list.machine';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from './runner';
import { modelPage } from './fixtures';

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
