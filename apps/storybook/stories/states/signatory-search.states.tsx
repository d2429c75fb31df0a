import { fn } from 'storybook/test';
import { SignatorySearchModal } from '@sakta/ui';
import { selectSignatorySearchView, type SignatorySearchSnapshot } from '@sakta/core';
import { closedDialog, statesOf } from '../../gallery/stories';

export default statesOf('signatory-search', {
  component: SignatorySearchModal,
  args: { onEdit: fn(), onSearch: fn(), onAdd: fn(), onClose: fn() },
  view: (s: SignatorySearchSnapshot) => ({ view: selectSignatorySearchView(s) }),
  note: closedDialog,
  parameters: { layout: 'fullscreen' },
});
