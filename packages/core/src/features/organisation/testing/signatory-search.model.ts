import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../shared/testing/runner';
import { signatorySearchMachine } from '../signatory-search.machine';
import { ORG_FOUND_SIGNATORY } from './fixtures';

/** The signatory search: complete and incomplete phone and IIN, the search and add calls as events. */
export const signatorySearchModel = {
  name: 'signatory-search',
  machine: signatorySearchMachine.provide({ actors: { search: neverSettles(), add: neverSettles() } }),
  events: [
    { type: 'EDIT', field: 'phone', value: '+7(701) 600-10' },
    { type: 'EDIT', field: 'phone', value: '+7(701) 600-1000' },
    { type: 'EDIT', field: 'iin', value: '850 101 400' },
    { type: 'EDIT', field: 'iin', value: '850 101 400 016' },
    { type: 'SEARCH' },
    doneEvent('search', ORG_FOUND_SIGNATORY),
    errorEvent('search', ApiError.rejected(['Сотрудник не найден'], 404)),
    { type: 'ADD' },
    doneEvent('add', { message: 'Подписант добавлен' }),
    errorEvent('add', ApiError.rejected(['Сотрудник уже является подписантом'], 409)),
  ],
} satisfies MachineModel<typeof signatorySearchMachine>;
