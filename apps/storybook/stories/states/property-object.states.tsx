import { PropertyObjectDialog } from '@sakta/ui';
import { selectObjectDialogView } from '@sakta/core/property';
import { FI_REGIONS } from '@sakta/core/sale/fi';
import { closedDialog, statesOf } from '../../gallery/stories';
import { objectDialogHandlers } from '../handlers';

type Snapshot = Parameters<typeof selectObjectDialogView>[0];

export default statesOf('property-object', {
  component: PropertyObjectDialog,
  args: {
    regions: FI_REGIONS,
    ...objectDialogHandlers(),
  },
  view: (s: Snapshot) => ({ view: selectObjectDialogView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
