import { fn } from 'storybook/test';
import { DepartmentsTab } from '@sakta/ui';
import {
  selectDepartmentsView,
  selectPagedListView,
  type DepartmentRow,
  type DepartmentsSnapshot,
  type PagedListSnapshot,
} from '@sakta/core';
import { filteredListHandlers } from '../list-handlers';
import { statesOf } from '../../gallery/stories';

export default statesOf('departments', {
  component: DepartmentsTab,
  args: { onToggleFilters: fn(), ...filteredListHandlers(), onAdd: fn(), onEdit: fn() },
  view: (s: DepartmentsSnapshot) => ({
    view: selectDepartmentsView(s),
    list: selectPagedListView<DepartmentRow>(s.children.list?.getSnapshot() as PagedListSnapshot | undefined),
  }),
});
