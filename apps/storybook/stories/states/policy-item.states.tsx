import { PolicyItemModal } from '@sakta/ui';
import { selectPolicyItemView, type PolicyItemSnapshot } from '@sakta/core';
import { itemHandlers } from '../fixtures-policies';
import { statesOf } from '../../gallery/stories';

export default statesOf('policy-item', {
  component: PolicyItemModal,
  args: itemHandlers(),
  view: (s: PolicyItemSnapshot) => ({ view: selectPolicyItemView(s) }),
  parameters: { layout: 'fullscreen' },
});
