import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, neverSettles, type MachineModel } from '../../../shared/testing/runner';
import { podftItemMachine } from '../podft-item.machine';
import {
  PODFT_APPROVED,
  PODFT_DECIDED_ITEM,
  PODFT_HISTORY,
  PODFT_ITEM,
  PODFT_VEHICLE_ITEM,
} from './fixtures';

/**
 * The compliance record's modal: the item call and the decision are events (an undecided client with its history,
 * the decided older record, a vehicle alone; failures of both calls); the decisions 3, 2, 4 and a status the
 * officer may not set (1); a comment, and one left blank (a refusal needs its reason); history clicks on another
 * record, the same one and one not in the history. Opened afresh, or resumed with a refusal kept in the browser
 * when the session ended (issue 44 item 9).
 */
export const podftItemModel = {
  name: 'podft-item',
  machine: podftItemMachine.provide({ actors: { loadItem: neverSettles(), decide: neverSettles() } }),
  // the comment matters to the guards only as blank or not: one vertex for each
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      context: { ...s.context, comment: s.context.comment.trim() === '' ? 'blank' : 'reason' },
    }),
  inputs: [{ id: 12 }, { id: 12, kept: { status: 4, comment: 'Источник средств не подтверждён' } }],
  events: [
    doneEvent('loadItem', { item: PODFT_ITEM, history: PODFT_HISTORY }),
    doneEvent('loadItem', { item: PODFT_DECIDED_ITEM, history: PODFT_HISTORY }),
    doneEvent('loadItem', { item: PODFT_VEHICLE_ITEM, history: [] }),
    errorEvent('loadItem', ApiError.rejected(['Запись не найдена'], 404)),
    { type: 'RETRY' },
    { type: 'SET_STATUS', status: 2 },
    { type: 'SET_STATUS', status: 4 },
    { type: 'SET_STATUS', status: 1 },
    { type: 'EDIT_COMMENT', value: ' Документы проверены ' },
    { type: 'EDIT_COMMENT', value: '   ' },
    { type: 'OPEN_HISTORY', id: 5 },
    { type: 'OPEN_HISTORY', id: 12 },
    { type: 'OPEN_HISTORY', id: 99 },
    { type: 'SAVE' },
    doneEvent('decide', PODFT_APPROVED),
    errorEvent('decide', ApiError.rejected(['Решение по записи уже принято'], 409)),
    { type: 'CLOSE' },
  ],
} satisfies MachineModel<typeof podftItemMachine>;
