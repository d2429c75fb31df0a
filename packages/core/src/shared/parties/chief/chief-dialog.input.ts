import type { LookupDialogInput, LookupDialogOutput } from '../../machines/lookup-dialog.types';
import { ChiefRecordSchema, type ChiefRecord, type ChiefResult } from './contract';
import type { ChiefQuery, ChiefRole } from './rules';

/**
 * What the chief dialog is opened with, apart from its machine (chief-dialog.machine.ts): the policy's machines ask
 * for it on the sale page's first render, the dialog's machine comes with the dialog's chunk.
 */
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
