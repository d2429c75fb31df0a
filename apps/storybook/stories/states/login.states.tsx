import { LoginScreen } from '@sakta/ui';
import { selectLoginView, type LoginSnapshot } from '@sakta/core';
import { loginArgs } from '../fixtures';
import { statesOf } from '../../gallery/stories';

export default statesOf('login', {
  component: LoginScreen,
  args: loginArgs,
  view: (s: LoginSnapshot) => selectLoginView(s),
  parameters: { layout: 'fullscreen' },
});
