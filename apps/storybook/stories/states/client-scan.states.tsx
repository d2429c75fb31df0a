import { ClientDialog } from '@sakta/ui';
import { selectClientDialogView } from '@sakta/core/parties/client';
import { INSURED, SCAN_FILE, clientSnapshot } from '../ogpo/client-fixtures';
import { clientDialogArgs } from './client-dialog-args';
import { statesOf } from '../../gallery/stories';

type ScanSnapshot = { status: string };

/**
 * The scan is the client dialog's child 'scan': the dialog replayed to its scan step (mode 'by scan', a file
 * chosen), its child's snapshot being the replayed scan's.
 */
export default statesOf('client-scan', {
  component: ClientDialog,
  args: clientDialogArgs(),
  view: (s: ScanSnapshot) => ({
    view: clientSnapshot([{ type: 'MODE', mode: 1 }, SCAN_FILE], INSURED, { scan: s }, (host) =>
      selectClientDialogView(host),
    ),
  }),
  note: (s: ScanSnapshot) =>
    s.status === 'done'
      ? 'Скан обработан: окно клиента показывает его итог (найденного клиента или форму).'
      : null,
  parameters: { layout: 'fullscreen' },
});
