import { lookupStateOf } from '../../machines/lookup-dialog.view';
import { clientKind, type ClientField } from './fields';
import { fieldStates, isFromRegister, type FieldState } from './form-fields';
import type { ClientRecord, SearchMode } from './contract';
import type { ClientConsentAnswer } from './endpoints';
import type {
  ClientDialogEvent,
  ClientDialogRole,
  ClientDialogSnapshot,
  ClientSearch,
  RecordBlock,
} from './client-dialog.machine';
import { isFlagEditable, isModeAllowed, canBePensioner, type Flags } from './rules';
import { ruClient } from './ru';
import { clientFieldErrors, type ClientFormField } from './validation';
import { selectConsentView, type ConsentActor } from './consent.machine';
import type { ScanActor } from './scan.machine';

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
  modes: readonly SearchMode[];
  /** The modes the user's role may not choose (role 4), shown disabled, and why. */
  modesLocked: readonly SearchMode[];
  modesHint: string | null;
  /** Under the title: whom the dialog adds, and the step ('Страхователь полиса · Поиск клиента'). */
  subtitle: string;
  flags: Flags;
  flagEditable: Record<keyof Flags, boolean>;
  query: ClientSearch;
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
  /** The errors beside their fields: after a refused 'Сохранить' all of them, before it the IBAN's once left. */
  errors: Partial<Record<ClientFormField, string>>;
  /** 0, then 1, 2, 1, … with each refused 'Сохранить': each change asks the view to scroll to and focus the first error. */
  attempt: number;
}

function formErrors(
  record: ClientRecord,
  c: ClientDialogSnapshot['context'],
): Partial<Record<ClientFormField, string>> {
  if (c.attempt > 0) return clientFieldErrors(record, c.env.present);
  return c.checked;
}

export function selectClientDialogView(s: ClientDialogSnapshot): ClientDialogView {
  const state = lookupStateOf(s);
  const c = s.context;
  const scan = state === 'scan' ? (s.children.scan as ScanActor | undefined)?.getSnapshot() : undefined;
  // the scan's two steps are the view's: uploading the file, then polling the recognition
  // the gate before the answer is the consent step
  const step: ClientDialogStep =
    state === 'scan'
      ? scan?.matches('uploading') === false
        ? 'polling'
        : 'uploading'
      : state === 'gate'
        ? 'consent'
        : state;
  const consentChild = step === 'consent' ? (s.children.gate as ConsentActor | undefined) : undefined;
  const consent = consentChild ? selectConsentView(consentChild.getSnapshot()) : null;
  const record = c.record;
  const inForm = step === 'form' || step === 'saving';
  const specStep = inForm ? 3 : step === 'found' ? (c.rows.length > 1 ? 2 : 1) : 0;
  const modesLocked = c.env.modes.filter((m) => !isModeAllowed(m, c.env.userRole));
  return {
    step,
    specStep,
    title: ruClient.roleTitles[c.env.role],
    role: c.env.role,
    mode: c.query.mode,
    modes: c.env.modes,
    modesLocked,
    modesHint: modesLocked.length > 0 ? ruClient.ui.agentModes : null,
    subtitle: `${roleSubtitle(c.env.role, c.env.drives)} · ${ruClient.ui.steps[specStep]}`,
    flags: c.query.flags,
    flagEditable: {
      resident: isFlagEditable('resident', c.env.userRole),
      person: isFlagEditable('person', c.env.userRole),
      verify: true,
    },
    query: c.query,
    canSearch: step === 'search' && s.can({ type: 'SEARCH' }) && c.query.mode !== 1,
    rows: c.rows,
    consent: consent?.consent ?? null,
    consentStep: consent?.step ?? null,
    code: consent?.code ?? '',
    record,
    fields: record && inForm ? fieldStates(clientKind(record), 'edit', isFromRegister(record)) : null,
    showDriver: c.env.role === 'insured' && c.env.drives && record?.driver != null,
    canBePensioner: record !== null && canBePensioner(record.filter, record.entrepreneur !== null),
    editing: c.editing,
    busy: s.hasTag('busy') || consent?.busy === true,
    message: consent ? consent.message : c.message,
    notice: consent ? (consent.notice ?? c.notice) : c.notice,
    canSubmit: step === 'form',
    errors: record && inForm ? formErrors(record, c) : {},
    attempt: c.attempt,
  };
}

/**
 * The client dialog's view model in the zag style: the view and the intents, each sending its event to the dialog
 * machine. The container adds what is the browser's (the dictionaries, the demo scans, a chosen file's facts).
 */
export function connectClientDialog(s: ClientDialogSnapshot, send: (event: ClientDialogEvent) => void) {
  return {
    view: selectClientDialogView(s),
    onMode: (mode: SearchMode) => send({ type: 'MODE', mode }),
    onQuery: (patch: Partial<ClientSearch>) => send({ type: 'QUERY', patch }),
    onFlag: (flag: keyof Flags, value: boolean) => send({ type: 'FLAG', flag, value }),
    onSearch: () => send({ type: 'SEARCH' }),
    onResend: () => send({ type: 'RESEND' }),
    onConsentPhone: (value: string) => send({ type: 'PHONE', value }),
    onCode: (value: string) => send({ type: 'CODE', value }),
    onCheck: () => send({ type: 'CHECK' }),
    onPick: (index: number) => send({ type: 'PICK', index }),
    onCreate: () => send({ type: 'CREATE' }),
    onReset: () => send({ type: 'RESET' }),
    onChange: (block: RecordBlock, patch: Record<string, unknown>) => send({ type: 'CHANGE', block, patch }),
    onDocument: (index: number) => send({ type: 'DOCUMENT', index }),
    onExperience: (value: boolean) => send({ type: 'EXPERIENCE', value }),
    onPensioner: (value: boolean) => send({ type: 'PENSIONER', value }),
    onEntrepreneur: (value: boolean) => send({ type: 'ENTREPRENEUR', value }),
    onIban: () => send({ type: 'IBAN' }),
    onSubmit: () => send({ type: 'SUBMIT' }),
    onClose: () => send({ type: 'CLOSE' }),
  };
}

/** Whom the dialog adds, in the subtitle: the insurer, an insured (a driver where the product's insureds drive), the bank. */
function roleSubtitle(role: ClientDialogRole, drives: boolean): string {
  const t = ruClient.ui;
  if (role === 'insurer') return t.insurerRole;
  if (role === 'beneficiary') return t.beneficiaryRole;
  return drives ? t.driverRole : t.insuredRole;
}
