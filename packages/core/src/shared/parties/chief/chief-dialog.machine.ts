import type { SnapshotFrom } from 'xstate';
import {
  createLookupDialog,
  type LookupDialogInput,
  type LookupDialogOutput,
} from '../../machines/lookup-dialog.machine';
import { ChiefRecordSchema, type ChiefRecord, type ChiefResult } from './contract';
import { blankChief, canSearchChief, isChiefComplete, type ChiefQuery, type ChiefRole } from './rules';

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
export type ChiefDialogInput = LookupDialogInput<ChiefQuery, ChiefRecord>;
export type ChiefDialogOutput = LookupDialogOutput<ChiefResult>;

/** What the policy machine asks for: the kind, and the chief of the policy when one is edited. */
export interface ChiefDialogAsk {
  kind: ChiefRole;
  /** A chief this dialog saved ({id, title, added, doc}) or a whole record. */
  record?: unknown;
}

/**
 * The dialog's input: a new leader or beneficiary (search first), or one to edit. A whole chief record is edited
 * in the form; the policy's own entry ({id, title, added, doc}) opens the search with its document number, so
 * the register's data come back.
 */
export function chiefDialogInput(ask: ChiefRole | ChiefDialogAsk, record?: ChiefRecord): ChiefDialogInput {
  const { kind, raw } =
    typeof ask === 'string' ? { kind: ask, raw: record } : { kind: ask.kind, raw: ask.record };
  const whole = ChiefRecordSchema.safeParse(raw);
  if (whole.success) return { query: { role: kind, iin: '', document: '' }, record: whole.data };
  const doc = (raw as { doc?: unknown } | null | undefined)?.doc;
  return { query: { role: kind, iin: '', document: typeof doc === 'string' ? doc : '' } };
}
