import { fn } from 'storybook/test';
import { TerminationScreen } from '@sakta/ui';
import {
  selectTerminationHistoryView,
  selectTerminationSearchView,
  type PagedListSnapshot,
  type TerminationSearchSnapshot,
} from '@sakta/core';
import { statesOf } from '../../gallery/stories';

export default statesOf('termination-search', {
  component: TerminationScreen,
  args: {
    onSetType: fn(),
    onEdit: fn(),
    onSearch: fn(),
    onReset: fn(),
    onRetrySearch: fn(),
    onHistoryPage: fn(),
    onHistoryRetry: fn(),
    onOpenResult: fn(),
    onOpenHistory: fn(),
  },
  view: (s: TerminationSearchSnapshot) => ({
    view: selectTerminationSearchView(s),
    history: selectTerminationHistoryView(s.children.history?.getSnapshot() as PagedListSnapshot | undefined),
  }),
});
