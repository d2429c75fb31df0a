import { ResetScreen } from '@sakta/ui';
import { selectResetView, type ResetSnapshot } from '@sakta/core';
import { resetArgs } from '../fixtures-public';
import { statesOf } from '../../gallery/stories';

export default statesOf('reset', {
  component: ResetScreen,
  args: resetArgs,
  view: (s: ResetSnapshot) => ({ view: selectResetView(s) }),
  parameters: { layout: 'fullscreen' },
});
