import { ApiError } from '../api/errors';
import { documentMachine } from '../machines/document.machine';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from './runner';
import { MODEL_DOCUMENT } from './fixtures';

/** A document opened: the call never finishes by itself; its answer, a refusal and a network error are events. */
export const documentModel = {
  name: 'document',
  machine: documentMachine.provide({ actors: { fetchDocument: neverSettles() } }),
  inputs: [{ request: { id: 7 } }],
  events: [
    doneEvent('fetchDocument', MODEL_DOCUMENT),
    errorEvent('fetchDocument', ApiError.rejected(['Соглашение не найдено'], 404)),
    errorEvent('fetchDocument', new TypeError('Failed to fetch')),
    { type: 'RETRY' },
  ],
} satisfies MachineModel<typeof documentMachine>;
