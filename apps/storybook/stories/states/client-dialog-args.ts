// The client dialog's props that do not come from its machine (the dictionaries, the demo scans, the handlers),
// shared by the client dialog's and its children's (consent, scan) generated stories.
import { DEMO_SCANS, DICTIONARIES } from '../ogpo/client-fixtures';
import { clientDialogHandlers } from '../handlers';

export const clientDialogArgs = () => ({
  dictionaries: DICTIONARIES,
  demoScans: DEMO_SCANS,
  ...clientDialogHandlers(),
});
