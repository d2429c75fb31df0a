import { ChiefDialog } from '@sakta/ui';
import { selectChiefDialogView } from '@sakta/core/parties/chief';
import { closedDialog, statesOf } from '../../gallery/stories';
import { chiefDialogHandlers } from '../handlers';

type Snapshot = Parameters<typeof selectChiefDialogView>[0];

export default statesOf('chief-dialog', {
  component: ChiefDialog,
  args: {
    ...chiefDialogHandlers(),
  },
  view: (s: Snapshot) => ({ view: selectChiefDialogView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
