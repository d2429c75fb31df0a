import {
  ruClient,
  type ClientDialogView,
  type DemoScan,
  type DictionaryItem,
  type Flags,
  type RecordBlock,
  type SearchMode,
} from '@sakta/core/parties/client';

/** What the client dialog's steps take: the view, the dictionaries and the callbacks to the dialog machine. */

export interface ClientDictionaries {
  countries: readonly DictionaryItem[];
  activityKinds: readonly DictionaryItem[];
  economicSectors: readonly DictionaryItem[];
}

export interface ClientDialogProps {
  view: ClientDialogView | null;
  dictionaries: ClientDictionaries;
  /** The sandbox's demo scans to download (empty: none offered). */
  demoScans?: readonly DemoScan[];
  onDownloadScan?: (scan: DemoScan) => void;
  onMode: (mode: SearchMode) => void;
  onQuery: (patch: Partial<ClientDialogView['query']>) => void;
  onFlag: (flag: keyof Flags, value: boolean) => void;
  onSearch: () => void;
  /** A file was chosen (null: none); the container reads its size and dimensions. */
  onFile: (file: File | null) => void;
  onResend: () => void;
  onConsentPhone: (value: string) => void;
  onCode: (value: string) => void;
  onCheck: () => void;
  onPick: (index: number) => void;
  onCreate: () => void;
  onReset: () => void;
  onChange: (block: RecordBlock, patch: Record<string, unknown>) => void;
  onDocument: (index: number) => void;
  onExperience: (value: boolean) => void;
  onPensioner: (value: boolean) => void;
  onEntrepreneur: (value: boolean) => void;
  onIban: () => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** A step's props: the dialog's, with the view of an open dialog. */
export type ClientStepProps = ClientDialogProps & { view: ClientDialogView };

export { CLIENT_FIELD_LABELS as FIELD_LABELS } from '@sakta/core/parties/client';
export const t = ruClient.ui;
