import { fn } from 'storybook/test';
import { CascoScreen } from '@sakta/ui';
import {
  connectCasco,
  selectCascoAlerts,
  selectCascoPanel,
  selectCascoSuccess,
  type CascoSnapshot,
} from '@sakta/core/casco/sale';
import { SALE_SIGNATORIES } from '../fixtures';
import { saleSlots } from './sale-page';
import { statesOf } from '../../gallery/stories';

export default statesOf('casco', {
  component: CascoScreen,
  args: { signatories: SALE_SIGNATORIES },
  view: (s: CascoSnapshot) => {
    const page = connectCasco(s, fn());
    const views = {
      panel: selectCascoPanel(s),
      alerts: selectCascoAlerts(s),
      success: selectCascoSuccess(s),
    };
    return { ...page, ...saleSlots(s as never, views, page.view.dialog, 'fi') };
  },
});
