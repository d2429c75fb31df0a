import { assign } from 'xstate';
import {
  lookupDialogMachine,
  type LookupDialogInput,
  type LookupRecord,
} from '../../../shared/machines/lookup-dialog.machine';
import type { ChiefRecord } from './contract';
import { blankChief, canSearchChief, isChiefComplete, type ChiefRole } from './rules';

/**
 * The chief dialog ('Руководитель' / 'Собственник', spec part 2 sections 2.2, 7.1 get-chief, set-chief, 8): the
 * shared lookup dialog with the chief's rules. Step 0 search (enabled only with a 12-digit IIN or a document
 * number), 1 found, 2 not found ('Клиент не найден', then the manual form); save via set-chief.
 *
 * The query carries the role ('leader' | 'beneficiary') beside the IIN and the document; the calls are provided
 * by provideChiefDialog.
 */
export const chiefDialogMachine = lookupDialogMachine.provide({
  guards: {
    canSearch: ({ context }) => canSearchChief(context.query),
    isComplete: ({ context }) => isChiefComplete(context.record as unknown as ChiefRecord),
  },
  actions: {
    startNew: assign({ record: ({ context }) => blankChief(context.query) as unknown as LookupRecord }),
  },
});

/** The dialog's input: a new leader or beneficiary (search first), or an existing one to edit. */
export function chiefDialogInput(role: ChiefRole, record?: ChiefRecord): LookupDialogInput {
  return {
    query: { role, iin: '', document: '' },
    ...(record ? { record: record as unknown as LookupRecord } : {}),
  };
}
