import { DepartmentModal } from '@sakta/ui';
import { selectDepartmentFormView, type DepartmentFormSnapshot } from '@sakta/core';
import { closedDialog, statesOf } from '../../gallery/stories';
import { departmentModalHandlers } from '../handlers';

export default statesOf('department-form', {
  component: DepartmentModal,
  args: {
    ...departmentModalHandlers(),
  },
  view: (s: DepartmentFormSnapshot) => ({ view: selectDepartmentFormView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
