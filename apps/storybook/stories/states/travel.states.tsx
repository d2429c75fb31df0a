import { fn } from 'storybook/test';
import { TravelScreen } from '@sakta/ui';
import { selectTravelView, type TravelSnapshot } from '@sakta/core';
import { statesOf } from '../../gallery/stories';

export default statesOf('travel', {
  component: TravelScreen,
  args: { draftsPath: '/drafts', onRetry: fn() },
  view: (s: TravelSnapshot) => ({ view: selectTravelView(s) }),
});
