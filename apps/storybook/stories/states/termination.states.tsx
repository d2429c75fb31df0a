import { TerminationModal } from '@sakta/ui';
import { selectTerminationView, type TerminationSnapshot } from '@sakta/core';
import { modalArgs } from '../fixtures-termination-modal';
import { closedDialog, statesOf } from '../../gallery/stories';

export default statesOf('termination', {
  component: TerminationModal,
  args: modalArgs,
  view: (s: TerminationSnapshot) => ({ view: selectTerminationView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
