import { TerminationScreen } from '@sakta/ui';
import {
  selectTerminationHistoryView,
  selectTerminationSearchView,
  type PagedListSnapshot,
  type TerminationSearchSnapshot,
} from '@sakta/core';
import { statesOf } from '../../gallery/stories';
import { terminationScreenHandlers } from '../handlers';

export default statesOf('termination-search', {
  component: TerminationScreen,
  args: {
    ...terminationScreenHandlers(),
  },
  view: (s: TerminationSearchSnapshot) => ({
    view: selectTerminationSearchView(s),
    history: selectTerminationHistoryView(s.children.history?.getSnapshot() as PagedListSnapshot | undefined),
  }),
});
