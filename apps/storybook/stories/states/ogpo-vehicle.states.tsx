import { fn } from 'storybook/test';
import { VehicleDialog } from '@sakta/ui';
import { KZ_REGIONS, selectVehicleDialogView } from '@sakta/core/ogpo/vehicle';
import { closedDialog, statesOf } from '../../gallery/stories';

type Snapshot = Parameters<typeof selectVehicleDialogView>[0];

export default statesOf('ogpo-vehicle', {
  component: VehicleDialog,
  args: {
    regions: KZ_REGIONS,
    onQuery: fn(),
    onSearch: fn(),
    onPick: fn(),
    onCreate: fn(),
    onReset: fn(),
    onField: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  view: (s: Snapshot) => ({ view: selectVehicleDialogView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
