import { fn } from 'storybook/test';
import { ChiefDialog } from '@sakta/ui';
import { selectChiefDialogView } from '@sakta/core/parties/chief';
import { closedDialog, statesOf } from '../../gallery/stories';

type Snapshot = Parameters<typeof selectChiefDialogView>[0];

export default statesOf('chief-dialog', {
  component: ChiefDialog,
  args: {
    onQuery: fn(),
    onSearch: fn(),
    onPick: fn(),
    onCreate: fn(),
    onReset: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  view: (s: Snapshot) => ({ view: selectChiefDialogView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
