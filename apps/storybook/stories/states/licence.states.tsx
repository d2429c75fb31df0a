import { fn } from 'storybook/test';
import { LicenceDialog } from '@sakta/ui';
import { selectLicenceDialogView } from '@sakta/core/ogpo/licence';
import { closedDialog, statesOf } from '../../gallery/stories';

type Snapshot = Parameters<typeof selectLicenceDialogView>[0];

export default statesOf('licence', {
  component: LicenceDialog,
  args: { onChange: fn(), onSubmit: fn(), onClose: fn() },
  view: (s: Snapshot) => ({ view: selectLicenceDialogView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
