import { fn } from 'storybook/test';
import { DepartmentModal } from '@sakta/ui';
import { selectDepartmentFormView, type DepartmentFormSnapshot } from '@sakta/core';
import { closedDialog, statesOf } from '../../gallery/stories';

export default statesOf('department-form', {
  component: DepartmentModal,
  args: {
    onEdit: fn(),
    onHead: fn(),
    onTerminal: fn(),
    onParent: fn(),
    onStatus: fn(),
    onType: fn(),
    onSave: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
  view: (s: DepartmentFormSnapshot) => ({ view: selectDepartmentFormView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
