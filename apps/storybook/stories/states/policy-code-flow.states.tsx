import { PolicyCodeFlowPanel } from '@sakta/ui';
import { selectPolicyCodeFlowView, type PolicyCodeFlowSnapshot } from '@sakta/core';
import { codeFlowHandlers } from '../fixtures-support';
import { statesOf } from '../../gallery/stories';

export default statesOf('policy-code-flow', {
  component: PolicyCodeFlowPanel,
  args: codeFlowHandlers(),
  view: (s: PolicyCodeFlowSnapshot) => ({ view: selectPolicyCodeFlowView(s) }),
  parameters: { layout: 'fullscreen' },
});
