import { ClientDialog } from '@sakta/ui';
import { selectClientDialogView, type ClientDialogSnapshot } from '@sakta/core/parties/client';
import { clientDialogArgs } from './client-dialog-args';
import { closedDialog, statesOf } from '../../gallery/stories';

export default statesOf('client-dialog', {
  component: ClientDialog,
  args: clientDialogArgs(),
  view: (s: ClientDialogSnapshot) => ({ view: selectClientDialogView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
