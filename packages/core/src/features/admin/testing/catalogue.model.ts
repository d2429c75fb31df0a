import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, neverSettles, type MachineModel } from '../../../shared/testing/runner';
import { AGREEMENT_CATALOGUE, PRODUCT_CATALOGUE, catalogueMachine } from '../catalogue.machine';
import { MODEL_PDF_DATA_URL, MODEL_PRODUCTS } from './fixtures';

/**
 * The admin catalogues (products and agreements; versions are the products' form with other fields): the
 * production machine, its calls never settling by themselves, their outcomes events. Edits cover a complete, an
 * emptied and an unknown field; files a PDF and a PNG.
 */
export const catalogueModel = {
  name: 'catalogue',
  machine: catalogueMachine.provide({
    actors: {
      loadItems: neverSettles(),
      saveItem: neverSettles(),
      deleteItem: neverSettles(),
      setStatus: neverSettles(),
    },
  }),
  inputs: [PRODUCT_CATALOGUE, AGREEMENT_CATALOGUE],
  events: [
    doneEvent('loadItems', MODEL_PRODUCTS),
    errorEvent('loadItems', new TypeError('Failed to fetch')),
    { type: 'RETRY' },
    { type: 'ADD' },
    { type: 'EDIT', id: 1 },
    { type: 'EDIT', id: 99 },
    { type: 'CHANGE', field: 'title', value: 'Новый' },
    { type: 'CHANGE', field: 'title', value: ' ' },
    { type: 'CHANGE', field: 'code', value: 'NEW_CODE' },
    { type: 'CHANGE', field: 'unknown', value: 'x' },
    { type: 'ATTACH', field: 'document', mime: 'application/pdf', name: 'a.pdf', data: MODEL_PDF_DATA_URL },
    { type: 'ATTACH', field: 'document', mime: 'image/png', name: 'a.png', data: 'data:image/png;base64,AA' },
    { type: 'SAVE' },
    { type: 'CANCEL' },
    { type: 'DELETE', id: 2 },
    { type: 'DELETE', id: 99 },
    { type: 'CONFIRM' },
    { type: 'TOGGLE', id: 1 },
    { type: 'TOGGLE', id: 99 },
    doneEvent('saveItem', { result: true, id: 4 }),
    errorEvent('saveItem', ApiError.rejected(['Продукт с таким кодом уже есть'], 409)),
    doneEvent('deleteItem', { result: true }),
    errorEvent('deleteItem', ApiError.rejected(['Продукт не найден'], 404)),
    doneEvent('setStatus', { result: true }),
    errorEvent('setStatus', new TypeError('Failed to fetch')),
  ],
} satisfies MachineModel<typeof catalogueMachine>;
