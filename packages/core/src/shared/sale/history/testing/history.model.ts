import { ApiError } from '../../../api/errors';
import { doneEvent, errorEvent, neverSettles, type MachineModel } from '../../../testing/runner';
import { historyMachine } from '../history.machine';
import { HISTORY_ANSWER, HISTORY_CURRENT_DRAFT, HISTORY_EMPTY, HISTORY_ISSUED_POLICY_ID } from './fixtures';

/**
 * The history panel: the production machine, its one call an event (the history, an empty one, a failure); a listed
 * policy opened in the modal and one the list does not show.
 */
export const historyModel = {
  name: 'sale-history',
  machine: historyMachine.provide({ actors: { load: neverSettles() } }),
  input: { product: 'OGPO_WEB_EA', currentDraft: HISTORY_CURRENT_DRAFT },
  events: [
    { type: 'OPEN' },
    { type: 'CLOSE' },
    { type: 'REFRESH' },
    { type: 'SELECT_TAB', tab: 'policies' },
    { type: 'SELECT_TAB', tab: 'drafts' },
    { type: 'CURRENT', draft: null },
    { type: 'OPEN_POLICY', id: HISTORY_ISSUED_POLICY_ID },
    { type: 'OPEN_POLICY', id: 999_999 },
    { type: 'CLOSE_POLICY' },
    doneEvent('load', HISTORY_ANSWER),
    doneEvent('load', HISTORY_EMPTY),
    errorEvent('load', ApiError.rejected(['Нет доступа'], 403)),
  ],
} satisfies MachineModel<typeof historyMachine>;
