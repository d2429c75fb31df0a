import { ApiError } from '../../../api/errors';
import {
  doneEvent,
  errorEvent,
  neverSettles,
  type MachineModel,
  type ModelEvent,
} from '../../../testing/runner';
import { documentUploadMachine } from '../document-upload.machine';
import {
  goodPng,
  identityRecord,
  insurerDocumentsRequest,
  licenceRecord,
  smallPng,
  vehicleDocumentsRequest,
  wordFile,
} from './fixtures';

/** The upload modal of an insurer with one file uploaded, and of a vehicle with none. */
export const documentUploadModel = {
  name: 'document-upload',
  machine: documentUploadMachine.provide({ actors: { upload: neverSettles(), remove: neverSettles() } }),
  inputs: [
    { ...insurerDocumentsRequest, owner: { ...insurerDocumentsRequest.owner, images: [identityRecord] } },
    vehicleDocumentsRequest,
  ],
  // the notices' sequence only counts them: a vertex knows the last one's text
  serializeState: (s) =>
    JSON.stringify({ value: s.value, context: { ...s.context, notice: s.context.notice?.text ?? null } }),
  events: <ModelEvent<typeof documentUploadMachine>[]>[
    { type: 'SELECT_TYPE', typeId: '00028' },
    { type: 'SELECT_TYPE', typeId: '00021' },
    { type: 'UPLOAD', file: goodPng },
    { type: 'UPLOAD', file: smallPng },
    { type: 'UPLOAD', file: wordFile },
    { type: 'UPLOAD', file: null },
    doneEvent('upload', licenceRecord),
    errorEvent('upload', ApiError.rejected(['Размер файла меньше 100 КБ'], 422)),
    { type: 'DELETE', id: 501 },
    { type: 'DELETE', id: 999 },
    doneEvent('remove', { result: true, deleted: 1 }),
    errorEvent('remove', new TypeError('Failed to fetch')),
    { type: 'CLOSE' },
  ],
} satisfies MachineModel<typeof documentUploadMachine>;
