import { fn } from 'storybook/test';
import { CascoVehicleDialog } from '@sakta/ui';
import { selectCascoVehicleView } from '@sakta/core/casco';
import { FI_REGIONS } from '@sakta/core/sale/fi';
import { closedDialog, statesOf } from '../../gallery/stories';

type Snapshot = Parameters<typeof selectCascoVehicleView>[0];

export default statesOf('casco-vehicle', {
  component: CascoVehicleDialog,
  args: { regions: FI_REGIONS, onChange: fn(), onBlur: fn(), onLookup: fn(), onSave: fn(), onClose: fn() },
  view: (s: Snapshot) => ({ view: selectCascoVehicleView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
