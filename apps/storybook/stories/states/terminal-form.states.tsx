import { fn } from 'storybook/test';
import { TerminalModal } from '@sakta/ui';
import { selectTerminalFormView, type TerminalFormSnapshot } from '@sakta/core';
import { closedDialog, statesOf } from '../../gallery/stories';

export default statesOf('terminal-form', {
  component: TerminalModal,
  args: {
    onEdit: fn(),
    onAccountant: fn(),
    onStatus: fn(),
    onCheck: fn(),
    onSave: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
  view: (s: TerminalFormSnapshot) => ({ view: selectTerminalFormView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
