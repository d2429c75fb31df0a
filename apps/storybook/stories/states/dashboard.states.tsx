import { fn } from 'storybook/test';
import { DashboardScreen } from '@sakta/ui';
import { selectDashboardView, type DashboardSnapshot } from '@sakta/core';
import { statesOf } from '../../gallery/stories';

export default statesOf('dashboard', {
  component: DashboardScreen,
  args: {
    onSetId: fn(),
    onSetDate: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onClose: fn(),
    onRefresh: fn(),
    onOpenDocument: fn(),
  },
  view: (s: DashboardSnapshot) => ({ view: selectDashboardView(s) }),
});
