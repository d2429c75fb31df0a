import { fn } from 'storybook/test';
import { TreeTab } from '@sakta/ui';
import { selectTreeView, type TreeSnapshot } from '@sakta/core';
import { statesOf } from '../../gallery/stories';

export default statesOf('tree', {
  component: TreeTab,
  args: { onToggle: fn(), onFocus: fn(), onKey: fn() },
  view: (s: TreeSnapshot) => ({ view: selectTreeView(s) }),
});
