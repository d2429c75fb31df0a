import { selectLookupDialogView, type LookupStep } from '../../machines/lookup-dialog.machine';
import type { ChiefDialogSnapshot } from './chief-dialog.machine';
import type { ChiefRecord } from './contract';
import { blankChief, missingChiefFields, type ChiefRole } from './rules';
import { ruChief } from './ru';

export interface ChiefDialogView {
  step: LookupStep;
  /** The spec's steps: 0 search, 1 found (its list, then the picked person's form), 2 not found (the manual form). */
  specStep: 0 | 1 | 2;
  /** Under the title: what the person does at this step. */
  subtitle: string;
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
  const inForm = v.step === 'form' || v.step === 'saving';
  // the form of a person the search did not find: a new one, with no found list to have picked from
  const manual = inForm && !v.editing && v.rows.length === 0;
  const specStep = v.step === 'found' || (inForm && !manual) ? 1 : v.step === 'notFound' || manual ? 2 : 0;
  return {
    step: v.step,
    specStep,
    subtitle: inForm && !manual ? ruChief.checkForm : ruChief.steps[specStep],
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
