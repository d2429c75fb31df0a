import { selectLookupDialogView, type LookupStep } from '../../machines/lookup-dialog.machine';
import type { ChiefDialogSnapshot } from './chief-dialog.machine';
import type { ChiefRecord } from './contract';
import { blankChief, missingChiefFields, type ChiefRole } from './rules';
import { ruChief } from './ru';

export interface ChiefDialogView {
  step: LookupStep;
  /** The spec's steps: 0 search, 1 found, 2 not found (the manual form). */
  specStep: 0 | 1 | 2;
  title: string;
  role: ChiefRole;
  iin: string;
  document: string;
  rows: ChiefRecord[];
  record: ChiefRecord;
  missing: string[];
  notice: string | null;
  message: string | null;
  busy: boolean;
  canSearch: boolean;
  editing: boolean;
}

export function selectChiefDialogView(s: ChiefDialogSnapshot): ChiefDialogView {
  const v = selectLookupDialogView(s);
  const role = v.query.role;
  // before a row is picked or a chief started, the form's fields are the search's
  const record = v.record ?? blankChief(v.query);
  const manual = record.id === null;
  return {
    step: v.step,
    specStep:
      v.step === 'found'
        ? 1
        : v.step === 'notFound' || ((v.step === 'form' || v.step === 'saving') && manual)
          ? 2
          : v.step === 'form' || v.step === 'saving'
            ? 1
            : 0,
    title: role === 'leader' ? ruChief.leader : ruChief.beneficiary,
    role,
    iin: v.query.iin,
    document: v.query.document,
    rows: v.rows,
    record,
    missing: v.step === 'form' ? missingChiefFields(record) : [],
    notice: v.notice,
    message: v.message,
    busy: v.busy,
    canSearch: v.canSearch,
    editing: v.editing,
  };
}
