import { fn } from 'storybook/test';
import { PropertyScreen } from '@sakta/ui';
import {
  connectProperty,
  selectPropertyAlerts,
  selectPropertyPanel,
  selectPropertySuccess,
  type PropertySnapshot,
} from '@sakta/core/property/sale';
import { SALE_SIGNATORIES } from '../fixtures';
import { saleSlots } from './sale-page';
import { statesOf } from '../../gallery/stories';

export default statesOf('property', {
  component: PropertyScreen,
  args: { signatories: SALE_SIGNATORIES },
  view: (s: PropertySnapshot) => {
    const page = connectProperty(s, fn());
    const views = {
      panel: selectPropertyPanel(s),
      alerts: selectPropertyAlerts(s),
      success: selectPropertySuccess(s),
    };
    return { ...page, ...saleSlots(s as never, views, page.view.dialog, 'fi') };
  },
});
