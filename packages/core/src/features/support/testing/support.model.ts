import { ApiError } from '../../../shared/api/errors';
import {
  doneEvent,
  errorEvent,
  neverSettles,
  snapshotEvent,
  type MachineModel,
} from '../../../shared/testing/runner';
import { supportMachine } from '../support.machine';
import { SUPPORT_ROWS } from './fixtures';

/**
 * The operator-error screen: the production machine with the paged list (modelled on its own) that never settles,
 * the actions' call an event; an open request and a closed one (no actions), a filter from the URL.
 */
export const supportModel = {
  name: 'support',
  machine: supportMachine.provide({ actors: { list: neverSettles() as never, act: neverSettles() } }),
  inputs: [{ filter: { status: '0', start: '2026-11-01' }, page: 2 }],
  events: [
    { type: 'EDIT_FILTER', field: 'iin', value: '1234' },
    { type: 'EDIT_FILTER', field: 'iin', value: '' },
    { type: 'APPLY' },
    { type: 'RESET_FILTERS' },
    { type: 'OPEN', row: SUPPORT_ROWS[0]! },
    { type: 'OPEN', row: SUPPORT_ROWS[4]! },
    { type: 'CLOSE' },
    { type: 'DISSOLVE' },
    { type: 'RESCIND' },
    { type: 'REJECT' },
    { type: 'CANCEL' },
    { type: 'CONFIRM' },
    doneEvent('act', { message: 'Процесс по 1 успешно завершен' }),
    errorEvent('act', ApiError.rejected(['Заявка уже отработана'], 409)),
    snapshotEvent('list'),
  ],
} satisfies MachineModel<typeof supportMachine>;
