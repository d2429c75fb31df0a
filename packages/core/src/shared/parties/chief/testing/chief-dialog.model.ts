import { ApiError } from '../../../api/errors';
import type { ModelEvent } from '../../../testing/runner';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../testing/runner';
import { chiefDialogInput, chiefDialogMachine, type ChiefDialogSnapshot } from '../chief-dialog.machine';
import { canSearchChief, isChiefComplete } from '../rules';
import { OGPO_CHIEF_LEADER, OGPO_CHIEF_SAVED } from './fixtures';

/**
 * The chief dialog (the shared lookup dialog with the chief's rules): search by IIN or document, found, not
 * found and the manual form, save. Two inputs: a new beneficiary, and the leader edited.
 */
/** The vertex keeps what the guards read: whether the query may be searched, the rows, the record's completeness. */
function serialize(s: ChiefDialogSnapshot): string {
  const c = s.context;
  return JSON.stringify({
    value: s.value,
    canSearch: canSearchChief(c.query),
    rows: c.rows.length,
    complete: c.record ? isChiefComplete(c.record) : null,
    editing: c.editing,
  });
}

export const chiefDialogModel = {
  name: 'chief-dialog',
  machine: chiefDialogMachine.provide({ actors: { search: neverSettles(), save: neverSettles() } }),
  inputs: [chiefDialogInput('beneficiary'), chiefDialogInput('leader', OGPO_CHIEF_LEADER)],
  serializeState: serialize,
  events: <ModelEvent<typeof chiefDialogMachine>[]>[
    { type: 'QUERY', patch: { iin: '7609113000' } },
    { type: 'QUERY', patch: { iin: '760911300022' } },
    { type: 'QUERY', patch: { iin: '', document: '042304039' } },
    { type: 'SEARCH' },
    doneEvent('search', { rows: [OGPO_CHIEF_LEADER] }),
    doneEvent('search', { rows: [], notice: 'Клиент не найден' }),
    errorEvent('search', new TypeError('Failed to fetch')),
    { type: 'PICK', index: 0 },
    { type: 'PICK', index: 3 },
    { type: 'CREATE' },
    { type: 'RESET' },
    {
      type: 'CHANGE',
      patch: { surname: 'Касымова', name: 'Жанар', birthday: '1991-03-04', iin: '910304400039' },
    },
    { type: 'CHANGE', patch: { document: { type_id: 1, number: '042304039', issued: '2020-03-04' } } },
    { type: 'CHANGE', patch: { surname: '' } },
    { type: 'SUBMIT' },
    doneEvent('save', OGPO_CHIEF_SAVED),
    errorEvent('save', ApiError.rejected(['Заполните фамилию, имя, документ и (для резидента) ИИН'], 400)),
    { type: 'CLOSE' },
  ],
} satisfies MachineModel<typeof chiefDialogMachine>;
