import { fn } from 'storybook/test';
import { SignatoriesTab } from '@sakta/ui';
import { selectSignatoriesView, type SignatoriesSnapshot } from '@sakta/core';
import { ORG_SIGNATORIES } from '@sakta/core/testing';
import { listView } from '../fixtures-organisation';
import { statesOf } from '../../gallery/stories';

export default statesOf('signatories', {
  component: SignatoriesTab,
  args: {
    list: listView(ORG_SIGNATORIES),
    onChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onAdd: fn(),
  },
  view: (s: SignatoriesSnapshot) => ({ view: selectSignatoriesView(s) }),
});
