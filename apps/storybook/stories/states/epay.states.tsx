import { fn } from 'storybook/test';
import { EpayScreen } from '@sakta/ui';
import { selectEpayView, type EpaySnapshot } from '@sakta/core';
import { statesOf } from '../../gallery/stories';

export default statesOf('epay', {
  component: EpayScreen,
  args: { id: '1042', language: 'ru', onLanguageChange: fn(), onClose: fn(), onRetry: fn() },
  view: (s: EpaySnapshot) => ({ view: selectEpayView(s) }),
  parameters: { layout: 'fullscreen' },
});
