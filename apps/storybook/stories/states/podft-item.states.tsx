import { PodftModal } from '@sakta/ui';
import { selectPodftItemView, type PodftItemSnapshot } from '@sakta/core/podft';
import { podftModalHandlers } from '../fixtures-podft';
import { closedDialog, statesOf } from '../../gallery/stories';

export default statesOf('podft-item', {
  component: PodftModal,
  args: podftModalHandlers(),
  view: (s: PodftItemSnapshot) => ({ view: selectPodftItemView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
