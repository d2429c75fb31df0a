import { isFromRegister, clientKind, fieldStates, type ClientField, type FieldState } from './fields';
import type { ClientConsentAnswer, ClientRecord, SearchMode } from './contract';
import type { ClientDialogSnapshot, ClientQuery, ClientDialogRole } from './client-dialog.machine';
import { isFlagEditable, canBePensioner, type Flags } from './rules';
import { ruClient } from './ru';

/** The client dialog's view model: what the ui renders (no rule is re-derived in the view). */

export type ClientDialogStep =
  | 'search'
  | 'searching'
  | 'consent'
  | 'uploading'
  | 'polling'
  | 'found'
  | 'notFound'
  | 'form'
  | 'saving'
  | 'saved'
  | 'closed';

export interface ClientDialogView {
  step: ClientDialogStep;
  /** The spec's step number: 0 search, 1 one found, 2 several found, 3 edit. */
  specStep: 0 | 1 | 2 | 3;
  title: string;
  role: ClientDialogRole;
  mode: SearchMode;
  /** The search modes offered: a legal entity only for the insurer. */
  modes: SearchMode[];
  flags: Flags;
  flagEditable: Record<keyof Flags, boolean>;
  query: ClientQuery;
  canSearch: boolean;
  rows: ClientRecord[];
  consent: ClientConsentAnswer | null;
  consentStep: 'resend' | 'resending' | 'code' | 'checking' | null;
  code: string;
  record: ClientRecord | null;
  fields: Record<ClientField, FieldState> | null;
  showDriver: boolean;
  canBePensioner: boolean;
  editing: boolean;
  busy: boolean;
  message: string | null;
  notice: string | null;
  canSubmit: boolean;
}

const STEPS: readonly ClientDialogStep[] = [
  'searching',
  'consent',
  'uploading',
  'polling',
  'found',
  'notFound',
  'form',
  'saving',
  'saved',
  'closed',
  'search',
];

export function selectClientDialogView(s: ClientDialogSnapshot): ClientDialogView {
  const step = STEPS.find((name) => s.matches(name)) ?? 'search';
  const c = s.context;
  const consentStep =
    step === 'consent'
      ? ((['resend', 'resending', 'code', 'checking'] as const).find((n) => s.matches({ consent: n })) ??
        null)
      : null;
  const record = c.record;
  const inForm = step === 'form' || step === 'saving';
  return {
    step,
    specStep: inForm ? 3 : step === 'found' ? (c.rows.length > 1 ? 2 : 1) : 0,
    title: c.input.role === 'insurer' ? ruClient.insurerTitle : ruClient.insuredTitle,
    role: c.input.role,
    mode: c.mode,
    modes: c.input.role === 'insurer' ? [0, 1, 2, 3] : [0, 1, 3],
    flags: c.flags,
    flagEditable: {
      resident: isFlagEditable('resident', c.input.userRole),
      person: isFlagEditable('person', c.input.userRole),
      verify: true,
    },
    query: c.query,
    canSearch: step === 'search' && s.can({ type: 'SEARCH' }) && c.mode !== 1,
    rows: c.rows,
    consent: c.consent,
    consentStep,
    code: c.code,
    record,
    fields: record && inForm ? fieldStates(clientKind(record), 'edit', isFromRegister(record)) : null,
    showDriver: c.input.role === 'insured' && record?.driver != null,
    canBePensioner: record !== null && canBePensioner(record.filter, record.entrepreneur !== null),
    editing: c.editing,
    busy: s.hasTag('busy'),
    message: c.message,
    notice: c.notice,
    canSubmit: step === 'form',
  };
}
