import { ApiError } from '../../../api/errors';
import {
  doneEvent,
  errorEvent,
  neverSettles,
  type MachineModel,
  type ModelEvent,
} from '../../../testing/runner';
import { podftDocumentsMachine } from '../podft-documents.machine';
import { goodJpeg, goodPng, insurerDocumentsRequest, podftAnswer, smallPdf, smallPng } from './fixtures';

/** The anti-money-laundering images of a client. */
export const podftDocumentsModel = {
  name: 'podft-documents',
  machine: podftDocumentsMachine.provide({ actors: { upload: neverSettles() } }),
  input: insurerDocumentsRequest,
  events: <ModelEvent<typeof podftDocumentsMachine>[]>[
    { type: 'CHOOSE', side: 'front', file: goodPng },
    { type: 'CHOOSE', side: 'back', file: goodJpeg },
    { type: 'CHOOSE', side: 'back', file: smallPng },
    { type: 'CHOOSE', side: 'front', file: smallPdf },
    { type: 'CLEAR', side: 'front' },
    { type: 'SAVE' },
    doneEvent('upload', podftAnswer),
    errorEvent('upload', ApiError.rejected(['Объект проверки не найден'], 404)),
    { type: 'CLOSE' },
  ],
} satisfies MachineModel<typeof podftDocumentsMachine>;
