import { TerminalModal } from '@sakta/ui';
import { selectTerminalFormView, type TerminalFormSnapshot } from '@sakta/core';
import { closedDialog, statesOf } from '../../gallery/stories';
import { terminalModalHandlers } from '../handlers';

export default statesOf('terminal-form', {
  component: TerminalModal,
  args: {
    ...terminalModalHandlers(),
  },
  view: (s: TerminalFormSnapshot) => ({ view: selectTerminalFormView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
