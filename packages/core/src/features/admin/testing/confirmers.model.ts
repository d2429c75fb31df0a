import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, neverSettles, type MachineModel } from '../../../shared/testing/runner';
import { confirmersMachine } from '../confirmers.machine';
import { MODEL_CONFIRMERS, MODEL_USER_GROUPS } from './fixtures';

/**
 * The recipients modal: the production machine, its calls never settling by themselves. The load answers with
 * recipients (read-only) or without (choosing); choices cover one user, an unknown one, a whole role, an empty
 * role, removing and clearing.
 */
export const confirmersModel = {
  name: 'confirmers',
  machine: confirmersMachine.provide({
    actors: {
      loadRecipients: neverSettles(),
      saveRecipients: neverSettles(),
      exportRecipients: neverSettles(),
    },
  }),
  input: { agreementId: 7 },
  events: [
    doneEvent('loadRecipients', { confirmers: [], groups: MODEL_USER_GROUPS }),
    doneEvent('loadRecipients', { confirmers: MODEL_CONFIRMERS, groups: MODEL_USER_GROUPS }),
    errorEvent('loadRecipients', new TypeError('Failed to fetch')),
    { type: 'RETRY' },
    { type: 'ADD', userId: 4 },
    { type: 'ADD', userId: 999 },
    { type: 'ADD_ALL', role: 3 },
    { type: 'ADD_ALL', role: 1 },
    { type: 'REMOVE', userId: 4 },
    { type: 'CLEAR' },
    { type: 'SUBMIT' },
    doneEvent('saveRecipients', { result: true }),
    errorEvent('saveRecipients', ApiError.rejected(['Получатели уже назначены'], 409)),
    { type: 'EXPORT' },
    doneEvent('exportRecipients'),
    errorEvent('exportRecipients', new TypeError('Failed to fetch')),
  ],
} satisfies MachineModel<typeof confirmersMachine>;
