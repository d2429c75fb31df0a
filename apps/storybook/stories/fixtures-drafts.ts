import { fn } from 'storybook/test';
import {
  ApiError,
  provideDrafts,
  provideHistory,
  selectDraftCards,
  selectDraftsView,
  selectHistoryView,
  selectPagedListView,
  type DraftRow,
  type DraftsEvent,
  type HistoryEvent,
  type PagedListSnapshot,
  type RouteId,
  type SessionUser,
} from '@sakta/core';
import { HISTORY_CURRENT_DRAFT } from '@sakta/core/testing';
import { done, replay, type ReplayEvent } from './replay';
import { filteredListHandlers } from './list-handlers';

/*
 * Fixtures of the drafts screen and the OGPO history panel: each view is core's selector over the production
 * machine (its calls never answering by themselves) after the story's events.
 */

const pending = () => new Promise<never>(() => {});

/** Only the OGPO page is built: property and casco entries show without a link. */
export const ogpoOnly = (id: RouteId) => id === 'ogpo';

const draftsMachine = provideDrafts({ page: pending, remove: pending });

/** An answer to the list's page call. */
export const pageLoaded = (page: unknown): ReplayEvent<DraftsEvent> => ({
  to: 'list',
  event: done('loadPage', page),
});

/** A manager: every product page is its role's (only the OGPO page is built here). */
export const DRAFTS_SELLER: SessionUser = { role: 3, apc: null };
/** Role 8 signed in without its APC: the OGPO page is refused to it. */
export const RESERVE_WITHOUT_APC: SessionUser = { role: 8, apc: null };

/** The drafts screen's props after `events` (role 0 when `canFilter`), for `user`. */
export function draftsScreen(
  events: ReplayEvent<DraftsEvent>[],
  canFilter = false,
  user: SessionUser = canFilter ? { role: 0, apc: null } : DRAFTS_SELLER,
) {
  return replay(
    draftsMachine,
    events,
    (s) => {
      const list = selectPagedListView<DraftRow>(
        s.children.list?.getSnapshot() as PagedListSnapshot | undefined,
      );
      return { view: selectDraftsView(s), list, cards: selectDraftCards(list, ogpoOnly, user) };
    },
    { canFilter },
  );
}

export const draftsHandlers = () => ({
  ...filteredListHandlers(),
  onDelete: fn(),
  onConfirmDelete: fn(),
  onCancelDelete: fn(),
});

export const draftNotFound = ApiError.rejected(['Черновик не найден'], 404);

const historyMachine = provideHistory(pending);

/** The history panel's view after `events`, with the page's draft `currentDraft`. */
export function historyView(
  events: ReplayEvent<HistoryEvent>[],
  currentDraft: string | null = HISTORY_CURRENT_DRAFT,
) {
  return replay(historyMachine, events, (s) => selectHistoryView(s, ogpoOnly), {
    product: 'OGPO_WEB_EA',
    currentDraft,
  });
}

export const historyHandlers = () => ({
  onOpen: fn(),
  onClose: fn(),
  onRefresh: fn(),
  onTab: fn(),
  onOpenPolicy: fn(),
});
