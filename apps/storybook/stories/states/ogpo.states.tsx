import { fn } from 'storybook/test';
import { OgpoScreen } from '@sakta/ui';
import {
  connectPolicy,
  selectContractPanel,
  selectPolicyAlerts,
  selectSuccessCard,
  type PolicySnapshot,
} from '@sakta/core/ogpo';
import { saleSlots } from './sale-page';
import { statesOf } from '../../gallery/stories';

export default statesOf('ogpo', {
  component: OgpoScreen,
  view: (s: PolicySnapshot) => {
    const page = connectPolicy(s, fn());
    const views = {
      panel: selectContractPanel(s),
      alerts: selectPolicyAlerts(s),
      success: selectSuccessCard(s),
    };
    return { ...page, ...saleSlots(s as never, views, page.view.dialog, 'ogpo') };
  },
});
