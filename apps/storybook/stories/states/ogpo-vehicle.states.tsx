import { VehicleDialog } from '@sakta/ui';
import { KZ_REGIONS, selectVehicleDialogView } from '@sakta/core/ogpo/vehicle';
import { closedDialog, statesOf } from '../../gallery/stories';
import { vehicleDialogHandlers } from '../handlers';

type Snapshot = Parameters<typeof selectVehicleDialogView>[0];

export default statesOf('ogpo-vehicle', {
  component: VehicleDialog,
  args: {
    regions: KZ_REGIONS,
    ...vehicleDialogHandlers(),
  },
  view: (s: Snapshot) => ({ view: selectVehicleDialogView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
