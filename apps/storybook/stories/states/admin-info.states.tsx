import { fn } from 'storybook/test';
import { AdminInfoPanel } from '@sakta/ui';
import { selectAdminInfoView, type AdminInfoSnapshot } from '@sakta/core';
import { statesOf } from '../../gallery/stories';

export default statesOf('admin-info', {
  component: AdminInfoPanel,
  args: { onRetry: fn() },
  view: (s: AdminInfoSnapshot) => ({ view: selectAdminInfoView(s) }),
});
