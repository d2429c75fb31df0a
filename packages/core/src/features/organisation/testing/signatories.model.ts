import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../shared/testing/runner';
import { signatoriesMachine } from '../signatories.machine';
import { ORG_SIGNATORIES } from './fixtures';

const [active, blocked] = ORG_SIGNATORIES as [(typeof ORG_SIGNATORIES)[0], (typeof ORG_SIGNATORIES)[0]];

/** The signatories' actions: every status asked of an active and a blocked row; the change call as events. */
export const signatoriesModel = {
  name: 'signatories',
  machine: signatoriesMachine.provide({ actors: { changeSignatory: neverSettles() } }),
  events: [
    { type: 'CHANGE', row: active, status: 2 },
    { type: 'CHANGE', row: active, status: 0 },
    { type: 'CHANGE', row: blocked, status: 1 },
    { type: 'CHANGE', row: blocked, status: 0 },
    { type: 'CHANGE', row: blocked, status: 2 },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    doneEvent('changeSignatory', { result: true }),
    errorEvent('changeSignatory', ApiError.rejected(['Подписант не найден'], 404)),
  ],
} satisfies MachineModel<typeof signatoriesMachine>;
