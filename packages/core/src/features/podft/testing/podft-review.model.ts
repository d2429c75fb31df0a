import { fromCallback } from 'xstate';
import { doneEvent, type MachineModel } from '../../../shared/testing/runner';
import { podftReviewMachine } from '../podft-review.machine';
import { PODFT_APPROVED } from './fixtures';

/**
 * The compliance list: the list and the modal are idle children (the shared paged list and podftItemMachine have
 * their own models); the modal's end is an event (saved with the decided record, or closed). Walks the filter
 * toggle, edits (every status, a title), apply, reset, a URL change, and opening a record (and a bad id).
 */
const idle = fromCallback(() => {}) as never;

export const podftReviewModel = {
  name: 'podft-review',
  machine: podftReviewMachine.provide({ actors: { list: idle, item: idle } }),
  inputs: [{}, { filter: { status: 'all', title: 'Оспанов' }, page: 2 }],
  events: [
    { type: 'TOGGLE_FILTERS' },
    { type: 'EDIT_FILTER', field: 'status', value: 'all' },
    { type: 'EDIT_FILTER', field: 'title', value: 'Оспанов' },
    { type: 'APPLY' },
    { type: 'RESET_FILTERS' },
    { type: 'SHOW', filter: { status: '4', entity: '1' }, page: 3 },
    { type: 'OPEN', id: 12 },
    { type: 'OPEN', id: 0 },
    doneEvent('item', { kind: 'saved', record: PODFT_APPROVED }),
    doneEvent('item', { kind: 'closed' }),
  ],
} satisfies MachineModel<typeof podftReviewMachine>;
