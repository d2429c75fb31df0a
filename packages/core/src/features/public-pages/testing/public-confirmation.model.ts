import { ApiError } from '../../../shared/api/errors';
import { PayloadError } from '../../../shared/crypto/payload';
import { publicConfirmationMachine } from '../public-confirmation.machine';
import {
  doneEvent,
  errorEvent,
  type MachineModel,
  neverSettles,
  snapshotEvent,
} from '../../../shared/testing/runner';
import { PAGE_PDF } from './fixtures';

/** Consent and document pages: the status call and the code step (modelled on its own) are events. */
export const publicConfirmationModel = {
  name: 'public-confirmation',
  machine: publicConfirmationMachine.provide({
    actors: { loadStatus: neverSettles(), codeConfirmation: neverSettles() as never },
  }),
  inputs: [{ subject: '900101300017', code: '1234' }, { subject: '01JDSAKTA00000000000000001' }],
  events: [
    doneEvent('loadStatus', { sent: true, accepted: false, type: 'termination', document: PAGE_PDF }),
    doneEvent('loadStatus', { sent: false, accepted: true }),
    doneEvent('loadStatus', { sent: false, accepted: false }),
    doneEvent('loadStatus', { sent: null, accepted: null }),
    errorEvent('loadStatus', new PayloadError('payload does not decrypt')),
    errorEvent('loadStatus', ApiError.rejected(['Сервис недоступен'], 503)),
    errorEvent('loadStatus', new TypeError('Failed to fetch')),
    doneEvent('code', { confirmed: true, code: '1234', request: null, error: null }),
    errorEvent('code', new Error('code step crashed')),
    { type: 'RETRY' },
    snapshotEvent('code'),
  ],
} satisfies MachineModel<typeof publicConfirmationMachine>;
