import { fn } from 'storybook/test';
import { PodftDocumentsDialog } from '@sakta/ui';
import { selectPodftDocumentsView } from '@sakta/core/parties/documents';
import { closedDialog, statesOf } from '../../gallery/stories';

type Snapshot = Parameters<typeof selectPodftDocumentsView>[0];

export default statesOf('podft-documents', {
  component: PodftDocumentsDialog,
  args: { onChoose: fn(), onClear: fn(), onSave: fn(), onClose: fn() },
  view: (s: Snapshot) => ({ view: selectPodftDocumentsView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
