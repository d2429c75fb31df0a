import { fn } from 'storybook/test';
import { DocumentUploadDialog } from '@sakta/ui';
import { selectDocumentUploadView } from '@sakta/core/parties/documents';
import { closedDialog, statesOf } from '../../gallery/stories';

type Snapshot = Parameters<typeof selectDocumentUploadView>[0];

export default statesOf('document-upload', {
  component: DocumentUploadDialog,
  args: { onSelectType: fn(), onUpload: fn(), onDelete: fn(), onClose: fn() },
  view: (s: Snapshot) => ({ view: selectDocumentUploadView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
