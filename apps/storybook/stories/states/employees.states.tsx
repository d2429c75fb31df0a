import { fn } from 'storybook/test';
import { EmployeesTab } from '@sakta/ui';
import {
  selectEmployeesView,
  selectPagedListView,
  type EmployeeRow,
  type EmployeesSnapshot,
  type PagedListSnapshot,
} from '@sakta/core';
import { filteredListHandlers } from '../list-handlers';
import { statesOf } from '../../gallery/stories';

export default statesOf('employees', {
  component: EmployeesTab,
  args: { onToggleFilters: fn(), ...filteredListHandlers(), onShowDeleted: fn(), onShowActive: fn() },
  view: (s: EmployeesSnapshot) => {
    const child = s.children.list ?? s.children.deletedList;
    return {
      view: selectEmployeesView(s),
      list: selectPagedListView<EmployeeRow>(child?.getSnapshot() as PagedListSnapshot | undefined),
    };
  },
});
