import { fromCallback } from 'xstate';
import { doneEvent, type MachineModel } from '../../../shared/testing/runner';
import { podftReviewMachine } from '../podft-review.machine';
import { PODFT_APPROVED } from './fixtures';

/**
 * The compliance list: the list and the modal are idle children (the shared paged list and podftItemMachine have
 * their own models); the modal's end is an event (saved with the decided record, or closed). Walks the filter
 * toggle, edits (every status, a title), apply, reset, a URL change, opening a record (and a bad id), and resuming
 * the record kept in the browser with its decision not saved (issue 44 item 9).
 */
const idle = fromCallback(() => {}) as never;

export const podftReviewModel = {
  name: 'podft-review',
  machine: podftReviewMachine.provide({ actors: { list: idle, item: idle } }),
  inputs: [{}, { filter: { status: 'all', title: 'Оспанов' }, page: 2 }],
  // the decision kept for a resumed record only goes to its modal (no guard reads it): one vertex with or without
  serializeState: (s) => JSON.stringify({ value: s.value, context: { ...s.context, resumed: null } }),
  events: [
    { type: 'TOGGLE_FILTERS' },
    { type: 'EDIT_FILTER', field: 'status', value: 'all' },
    { type: 'EDIT_FILTER', field: 'title', value: 'Оспанов' },
    { type: 'APPLY' },
    { type: 'RESET_FILTERS' },
    { type: 'SHOW', filter: { status: '4', entity: '1' }, page: 3 },
    { type: 'OPEN', id: 12 },
    { type: 'OPEN', id: 0 },
    { type: 'RESUME', id: 12, decision: { status: 4, comment: 'Источник средств не подтверждён' } },
    { type: 'RESUME', id: 0, decision: null },
    doneEvent('item', { kind: 'saved', record: PODFT_APPROVED }),
    doneEvent('item', { kind: 'closed' }),
  ],
} satisfies MachineModel<typeof podftReviewMachine>;
