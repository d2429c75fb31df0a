import { PoliciesScreen } from '@sakta/ui';
import {
  selectPagedListView,
  selectPoliciesView,
  type PagedListSnapshot,
  type PoliciesSnapshot,
  type PolicyRow,
} from '@sakta/core';
import { POLICIES_TODAY } from '@sakta/core/testing';
import { listHandlers } from '../fixtures-policies';
import { statesOf } from '../../gallery/stories';

export default statesOf('policies', {
  component: PoliciesScreen,
  args: {
    ...listHandlers(),
    today: POLICIES_TODAY,
    managers: [
      { id: 4, title: 'Менеджерова Айгерим' },
      { id: 11, title: 'Главный Менеджер' },
    ],
  },
  view: (s: PoliciesSnapshot) => ({
    view: selectPoliciesView(s),
    list: selectPagedListView<PolicyRow>(s.children.list?.getSnapshot() as PagedListSnapshot | undefined),
  }),
});
