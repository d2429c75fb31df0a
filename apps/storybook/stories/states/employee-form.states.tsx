import { fn } from 'storybook/test';
import { EmployeeModal } from '@sakta/ui';
import { selectEmployeeFormView, type EmployeeFormSnapshot } from '@sakta/core';
import { closedDialog, statesOf } from '../../gallery/stories';

export default statesOf('employee-form', {
  component: EmployeeModal,
  args: { onEdit: fn(), onToggleDep: fn(), onSave: fn(), onRetry: fn(), onClose: fn() },
  view: (s: EmployeeFormSnapshot) => ({ view: selectEmployeeFormView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
