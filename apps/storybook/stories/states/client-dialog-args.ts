// The client dialog's props that do not come from its machine (the dictionaries, the demo scans, the handlers),
// shared by the client dialog's and its children's (consent, scan) generated stories.
import { fn } from 'storybook/test';
import { DEMO_SCANS, DICTIONARIES } from '../ogpo/client-fixtures';

export const clientDialogArgs = () => ({
  dictionaries: DICTIONARIES,
  demoScans: DEMO_SCANS,
  onDownloadScan: fn(),
  onMode: fn(),
  onQuery: fn(),
  onFlag: fn(),
  onSearch: fn(),
  onFile: fn(),
  onResend: fn(),
  onConsentPhone: fn(),
  onCode: fn(),
  onCheck: fn(),
  onPick: fn(),
  onCreate: fn(),
  onReset: fn(),
  onChange: fn(),
  onDocument: fn(),
  onExperience: fn(),
  onPensioner: fn(),
  onEntrepreneur: fn(),
  onIban: fn(),
  onSubmit: fn(),
  onClose: fn(),
});
