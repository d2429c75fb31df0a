import { fn } from 'storybook/test';
import { selectPagedListView, type PagedListSnapshot } from '@sakta/core/shared';
import {
  providePodftReview,
  selectPodftItemView,
  selectPodftReviewView,
  selectPodftRows,
  type PodftItemSnapshot,
  type PodftRecord,
  type PodftReviewEvent,
} from '@sakta/core/podft';
import { PODFT_HISTORY, PODFT_ITEM } from '@sakta/core/testing';
import { done, replay, type ReplayEvent } from './replay';
import { filteredListHandlers } from './list-handlers';

/*
 * Fixtures of the compliance review /podfts: each view is core's selector over the production review machine
 * (its calls never answering by themselves) after the story's events; the modal is its child 'item'.
 */

const pending = () => new Promise<never>(() => {});
const machine = providePodftReview({ page: pending, item: pending, decide: pending });

/** An answer to the list's page call. */
export const podftPageLoaded = (page: unknown): ReplayEvent<PodftReviewEvent> => ({
  to: 'list',
  event: done('loadPage', page),
});

/** An event for the open record (the child 'item'). */
export const toItem = (event: { type: string; [k: string]: unknown }): ReplayEvent<PodftReviewEvent> => ({
  to: 'item',
  event,
});

/** The record opened and loaded (by default the undecided client with its history). */
export const itemLoaded = (item: unknown = PODFT_ITEM, history: unknown = PODFT_HISTORY) =>
  toItem(done('loadItem', { item, history }));

/** The list screen's props after `events` (input: the URL's filter). */
export function podftScreen(events: ReplayEvent<PodftReviewEvent>[], filter?: Record<string, string>) {
  return replay(
    machine,
    events,
    (s) => {
      const list = selectPagedListView<PodftRecord>(
        s.children.list?.getSnapshot() as PagedListSnapshot | undefined,
      );
      return { view: selectPodftReviewView(s), list, rows: selectPodftRows(list, s.context.replaced) };
    },
    filter ? { filter } : {},
  );
}

/** The modal's view after `events` (they should open a record first). */
export function podftModal(events: ReplayEvent<PodftReviewEvent>[]) {
  return replay(
    machine,
    events,
    (s) => ({
      view: selectPodftItemView(s.children.item?.getSnapshot() as PodftItemSnapshot | undefined),
    }),
    {},
  );
}

export const podftScreenHandlers = () => ({
  onToggleFilters: fn(),
  ...filteredListHandlers(),
  onOpen: fn(),
});

export const podftModalHandlers = () => ({
  onSetStatus: fn(),
  onEditComment: fn(),
  onSave: fn(),
  onOpenHistory: fn(),
  onRetry: fn(),
  onClose: fn(),
});
