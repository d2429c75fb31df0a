import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../shared/testing/runner';
import { branchesMachine } from '../branches.machine';
import { ORG_INDEX_NO_BRANCH, ORG_INDEX_NOT_FOUND, orgIndex } from './fixtures';

/**
 * The page /branches: branches/index answers as events (attached user, no department, no record), a failure;
 * tabs asked by every role kind that reaches the page (admin, moderator, accountant, manager).
 */
export const branchesModel = {
  name: 'branches',
  machine: branchesMachine.provide({ actors: { loadIndex: neverSettles() } }),
  inputs: [
    { role: 0, tab: 'departments' },
    { role: 1 },
    { role: 2, tab: 'tree' },
    { role: 3, tab: 'nonsense' },
  ],
  events: [
    doneEvent('loadIndex', orgIndex()),
    doneEvent('loadIndex', ORG_INDEX_NO_BRANCH),
    doneEvent('loadIndex', ORG_INDEX_NOT_FOUND),
    errorEvent('loadIndex', ApiError.rejected(['Нет доступа'], 403)),
    { type: 'SELECT_TAB', tab: 'tree' },
    { type: 'SELECT_TAB', tab: 'departments' },
    { type: 'SELECT_TAB', tab: 'employees' },
    { type: 'SELECT_TAB', tab: 'terminals' },
    { type: 'RETRY' },
  ],
} satisfies MachineModel<typeof branchesMachine>;
