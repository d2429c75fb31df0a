// The handlers of the screens and dialogs that have both hand-written and generated stories (stories/states): one
// list per component, a fresh spy each per call.
import { fn } from 'storybook/test';

const spies =
  <Name extends string>(...names: Name[]) =>
  () =>
    Object.fromEntries(names.map((name) => [name, fn()])) as Record<Name, ReturnType<typeof fn>>;

export const clientDialogHandlers = spies(
  'onDownloadScan',
  'onMode',
  'onQuery',
  'onFlag',
  'onSearch',
  'onFile',
  'onResend',
  'onConsentPhone',
  'onCode',
  'onCheck',
  'onPick',
  'onCreate',
  'onReset',
  'onChange',
  'onDocument',
  'onExperience',
  'onPensioner',
  'onEntrepreneur',
  'onIban',
  'onSubmit',
  'onClose',
);

export const chiefDialogHandlers = spies(
  'onQuery',
  'onSearch',
  'onPick',
  'onCreate',
  'onReset',
  'onChange',
  'onSubmit',
  'onClose',
);

export const vehicleDialogHandlers = spies(
  'onQuery',
  'onSearch',
  'onPick',
  'onCreate',
  'onReset',
  'onField',
  'onSubmit',
  'onClose',
);

export const objectDialogHandlers = spies(
  'onChange',
  'onBlur',
  'onContracts',
  'onClear',
  'onSave',
  'onClose',
);

export const departmentModalHandlers = spies(
  'onEdit',
  'onHead',
  'onTerminal',
  'onParent',
  'onStatus',
  'onType',
  'onSave',
  'onRetry',
  'onClose',
);

export const terminalModalHandlers = spies(
  'onEdit',
  'onAccountant',
  'onStatus',
  'onCheck',
  'onSave',
  'onRetry',
  'onClose',
);

export const terminationScreenHandlers = spies(
  'onSetType',
  'onEdit',
  'onSearch',
  'onReset',
  'onRetrySearch',
  'onHistoryPage',
  'onHistoryRetry',
  'onOpenResult',
  'onOpenHistory',
);

export const dashboardHandlers = spies(
  'onSetId',
  'onSetDate',
  'onRetry',
  'onOpen',
  'onClose',
  'onRefresh',
  'onOpenDocument',
);

/** The agreement modal's: its PDF's retry, closing, and its code step's. */
export const agreementModalHandlers = spies(
  'onRetryDocument',
  'onClose',
  'onSend',
  'onResend',
  'onCodeChange',
  'onVerify',
);
