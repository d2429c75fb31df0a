import { HistoryPanel } from '@sakta/ui';
import { selectHistoryView, type HistorySnapshot } from '@sakta/core';
import { historyHandlers, ogpoOnly } from '../fixtures-drafts';
import { statesOf } from '../../gallery/stories';

export default statesOf('sale-history', {
  component: HistoryPanel,
  args: historyHandlers(),
  view: (s: HistorySnapshot) => ({ view: selectHistoryView(s, ogpoOnly) }),
});
