import { DashboardScreen } from '@sakta/ui';
import { selectDashboardView, type DashboardSnapshot } from '@sakta/core';
import { statesOf } from '../../gallery/stories';
import { dashboardHandlers } from '../handlers';

export default statesOf('dashboard', {
  component: DashboardScreen,
  args: {
    ...dashboardHandlers(),
  },
  view: (s: DashboardSnapshot) => ({ view: selectDashboardView(s) }),
});
