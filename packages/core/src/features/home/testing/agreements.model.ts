import { ApiError } from '../../../shared/api/errors';
import { agreementsMachine } from '../agreements.machine';
import { documentMachine } from '../../../shared/machines/document.machine';
import {
  doneEvent,
  errorEvent,
  type MachineModel,
  neverSettles,
  snapshotEvent,
} from '../../../shared/testing/runner';
import { MODEL_AGREEMENTS } from './fixtures';

/**
 * Home agreements: the production machine; the list, the check call and the code step (the shared code
 * machine, modelled on its own) never finish by themselves: their outcomes are events. The list comes whole,
 * without the first agreement (as after confirming it), or empty.
 */
export const agreementsModel = {
  name: 'agreements',
  machine: agreementsMachine.provide({
    actors: {
      loadAgreements: neverSettles(),
      checkAgreement: neverSettles(),
      codeConfirmation: neverSettles() as never,
      // the shared document machine, its call never answering (modelled on its own)
      documentLoader: documentMachine.provide({ actors: { fetchDocument: neverSettles() } }),
    },
  }),
  events: [
    doneEvent('loadAgreements', MODEL_AGREEMENTS),
    doneEvent('loadAgreements', MODEL_AGREEMENTS.slice(1)),
    doneEvent('loadAgreements', []),
    errorEvent('loadAgreements', ApiError.rejected(['Сервис недоступен'], 503)),
    errorEvent('loadAgreements', new TypeError('Failed to fetch')),
    { type: 'RETRY' },
    { type: 'OPEN', id: 1 },
    { type: 'OPEN', id: 2 },
    { type: 'OPEN', id: 99 },
    { type: 'CLOSE' },
    errorEvent('check', new TypeError('Failed to fetch')),
    snapshotEvent('code'),
    doneEvent('code', { confirmed: true, code: '1234', request: { id: 1 }, error: null }),
    errorEvent('code', new Error('code step crashed')),
  ],
} satisfies MachineModel<typeof agreementsMachine>;
