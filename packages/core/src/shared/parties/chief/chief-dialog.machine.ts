import type { SnapshotFrom } from 'xstate';
import { createLookupDialog } from '../../machines/lookup-dialog.machine';
import type { ChiefRecord, ChiefResult } from './contract';
import { blankChief, canSearchChief, isChiefComplete, type ChiefQuery } from './rules';

/**
 * The chief dialog ('Руководитель' / 'Собственник', spec part 2 sections 2.2, 7.1 get-chief, set-chief, 8): the
 * shared lookup dialog with the chief's rules. Step 0 search (enabled only with a 12-digit IIN or a document
 * number), 1 found, 2 not found ('Клиент не найден', then the manual form); save via set-chief, whose answer
 * ({id, title, added, doc}) is what the policy keeps.
 *
 * The query carries the role ('leader' | 'beneficiary') beside the IIN and the document; the calls are provided
 * by provideChiefDialog.
 */
export const chiefDialogMachine = createLookupDialog<ChiefQuery, ChiefRecord, ChiefRecord, ChiefResult>({
  canSearch: canSearchChief,
  isComplete: isChiefComplete,
  startNew: blankChief,
  pick: (row) => ({ ...row }),
});

export type ChiefDialogSnapshot = SnapshotFrom<typeof chiefDialogMachine>;
export * from './chief-dialog.input';
