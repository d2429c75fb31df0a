import { DraftsScreen } from '@sakta/ui';
import {
  selectDraftCards,
  selectDraftsView,
  selectPagedListView,
  type DraftRow,
  type DraftsSnapshot,
  type PagedListSnapshot,
} from '@sakta/core';
import { DRAFTS_SELLER, draftsHandlers, ogpoOnly } from '../fixtures-drafts';
import { statesOf } from '../../gallery/stories';

export default statesOf('drafts', {
  component: DraftsScreen,
  args: draftsHandlers(),
  view: (s: DraftsSnapshot) => {
    const list = selectPagedListView<DraftRow>(
      s.children.list?.getSnapshot() as PagedListSnapshot | undefined,
    );
    const user = s.context.canFilter ? { role: 0 as const, apc: null } : DRAFTS_SELLER;
    return { view: selectDraftsView(s), list, cards: selectDraftCards(list, ogpoOnly, user) };
  },
});
