import { ApiError } from '../../../shared/api/errors';
import {
  doneEvent,
  errorEvent,
  neverSettles,
  snapshotEvent,
  type MachineModel,
} from '../../../shared/testing/runner';
import { draftsMachine } from '../drafts.machine';
import { DRAFT_CARDS } from './fixtures';

/**
 * The drafts screen: the production machine with the paged list (modelled on its own) replaced by a list that never
 * settles, the delete call an event; inputs for role 0 (with a filter from the URL) and for a seller.
 */
export const draftsModel = {
  name: 'drafts',
  machine: draftsMachine.provide({
    actors: { list: neverSettles() as never, remove: neverSettles() },
  }),
  inputs: [
    { canFilter: true, filter: { product: '2' }, page: 2 },
    { canFilter: false, filter: { product: '2' } },
  ],
  events: [
    { type: 'EDIT_FILTER', field: 'insurer', value: 'Ким' },
    { type: 'EDIT_FILTER', field: 'product', value: '' },
    { type: 'APPLY' },
    { type: 'RESET_FILTERS' },
    { type: 'ASK_DELETE', id: DRAFT_CARDS[1]!.id },
    { type: 'CANCEL' },
    { type: 'CONFIRM' },
    doneEvent('remove', { data: [], meta: { current_page: 1, last_page: 1, per_page: 9, total: 0 } }),
    errorEvent('remove', ApiError.rejected(['Черновик не найден'], 404)),
    snapshotEvent('list'),
  ],
} satisfies MachineModel<typeof draftsMachine>;
