import {
  selectLookupDialogView,
  type LookupDialogSnapshot,
  type LookupStep,
} from '../../../shared/machines/lookup-dialog.machine';
import type { ChiefRecord } from './contract';
import { missingChiefFields, type ChiefRole } from './rules';
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

export function selectChiefDialogView(s: LookupDialogSnapshot): ChiefDialogView {
  const v = selectLookupDialogView<ChiefRecord, ChiefRecord>(s);
  const role: ChiefRole = v.query.role === 'beneficiary' ? 'beneficiary' : 'leader';
  const manual = v.record.id === null || v.record.id === undefined;
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
    iin: v.query.iin ?? '',
    document: v.query.document ?? '',
    rows: v.rows,
    record: v.record,
    missing: v.step === 'form' && v.record.document ? missingChiefFields(v.record) : [],
    notice: v.notice,
    message: v.message,
    busy: v.busy,
    canSearch: v.canSearch,
    editing: v.editing,
  };
}
