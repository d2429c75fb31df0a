import { ApiError } from '../api/errors';
import { lookupDialogMachine, type LookupDialogInput } from '../machines/lookup-dialog.machine';
import { doneEvent, errorEvent, type MachineModel, type ModelEvent, neverSettles } from './runner';

/**
 * The shared lookup dialog with a plate search (at least 4 characters) and a record complete when it has a title.
 * Two inputs: a new record (search first) and an edit (form first, no search).
 */
export const lookupDialogModel = {
  name: 'lookup-dialog',
  machine: lookupDialogMachine.provide({
    actors: { search: neverSettles(), save: neverSettles() },
    guards: {
      canSearch: ({ context }) => (context.query.number ?? '').length > 3,
      isComplete: ({ context }) => typeof context.record?.title === 'string' && context.record.title !== '',
    },
  }),
  inputs: <LookupDialogInput[]>[
    { query: { number: '' } },
    { query: {}, record: { id: 7, title: 'Toyota Camry' } },
  ],
  events: <ModelEvent<typeof lookupDialogMachine>[]>[
    { type: 'QUERY', patch: { number: '123' } },
    { type: 'QUERY', patch: { number: '123ABC02' } },
    { type: 'SEARCH' },
    doneEvent('search', { rows: [{ id: 7, title: 'Toyota Camry' }] }),
    doneEvent('search', { rows: [], notice: 'Авто не найдено' }),
    errorEvent('search', ApiError.rejected(['Сервис недоступен'], 200)),
    errorEvent('search', new TypeError('Failed to fetch')),
    { type: 'PICK', index: 0 },
    { type: 'PICK', index: 1 },
    { type: 'CREATE' },
    { type: 'RESET' },
    { type: 'CHANGE', patch: { title: '' } },
    { type: 'CHANGE', patch: { title: 'Lexus RX' } },
    { type: 'SUBMIT' },
    doneEvent('save', { id: 9, title: 'Lexus RX' }),
    errorEvent('save', ApiError.rejected(['ТС уже есть в списке'], 200)),
    { type: 'CLOSE' },
  ],
} satisfies MachineModel<typeof lookupDialogMachine>;
