import { filterForm, openFilter, type FilterFormEvent } from '../../shared/machines/filter-form';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { pagedListMachine, type PagedListInput } from '../../shared/machines/paged-list.machine';
import type { PodftRecord } from './contract';
import {
  cleanPodftFilter,
  DEFAULT_PODFT_FILTER,
  podftFilterQuery,
  type PodftFilter,
  type PodftFilterField,
} from './filter';
import { podftItemMachine, type PodftItemOutput, type PodftKeptDecision } from './podft-item.machine';

/**
 * The compliance review /podfts (spec part 2 sections 2.5, 3.8, 4.4, 7.4, 9): the collapsible filter (status 1 by
 * default), the table as the shared paged list (child 'list') asked with the applied filter, and the side modal
 * of one record (child 'item', podftItemMachine).
 *
 *   active (child 'list' with {page, query}):
 *     browsing --APPLY--> the list restarts on page 1 with the form's filter --RESET_FILTERS--> default filter
 *              --SHOW {filter, page}--> (the URL changed) the list restarts there
 *              --OPEN {id}--> reviewing (child 'item')
 *              --RESUME {id, decision}--> reviewing (child 'item' with the kept decision)
 *     reviewing --item done: saved--> browsing, the row replaced by the decided record (the modal hidden)
 *               --item done: closed--> browsing
 *   anywhere --TOGGLE_FILTERS--> the form shown or hidden   --EDIT_FILTER--> the form changes
 *
 * The web keeps the applied filter and the list's page in the URL, and the open record with its decision not
 * saved yet in the browser (issue 44 item 9: `selectKeptReview`); a page opened after the session ended sends
 * RESUME with what was kept.
 */

export interface PodftReviewInput {
  filter?: Partial<Record<PodftFilterField, string | null>>;
  page?: number;
}

export interface PodftReviewContext {
  filter: PodftFilter;
  /** The filter form as edited, applied with APPLY. */
  draft: PodftFilter;
  filtersOpen: boolean;
  page: number;
  /** The record shown in the modal. */
  openId: number | null;
  /** Records decided here, by id: they replace their rows wherever the list shows them. */
  replaced: Record<number, PodftRecord>;
  /** The record decided last (the screen's notice). */
  savedId: number | null;
  /** The decision kept in the browser for the record resumed, handed to its modal. */
  resumed: PodftKeptDecision | null;
}

export type PodftReviewEvent =
  | { type: 'TOGGLE_FILTERS' }
  | FilterFormEvent<PodftFilterField>
  | { type: 'SHOW'; filter: Partial<Record<PodftFilterField, string | null>>; page: number }
  | { type: 'OPEN'; id: number }
  | { type: 'RESUME'; id: number; decision: PodftKeptDecision | null };

const listInput = ({ context }: { context: PodftReviewContext }): PagedListInput => ({
  page: context.page,
  query: podftFilterQuery(context.filter),
});

const restart = { target: '#podftReview.active', reenter: true } as const;

const filters = filterForm<PodftReviewContext, PodftReviewEvent>();

export const podftReviewMachine = setup({
  types: {
    context: {} as PodftReviewContext,
    events: {} as PodftReviewEvent,
    input: {} as PodftReviewInput,
  },
  actors: { list: pagedListMachine, item: podftItemMachine },
  guards: {
    isRecordId: ({ event }) =>
      (event.type === 'OPEN' || event.type === 'RESUME') && Number.isInteger(event.id) && event.id > 0,
  },
}).createMachine({
  id: 'podftReview',
  context: ({ input }) => {
    const filter = cleanPodftFilter(input.filter ?? {});
    return {
      ...openFilter(filter, input.page),
      openId: null,
      replaced: {},
      savedId: null,
      resumed: null,
    };
  },
  initial: 'active',
  on: filters.draftEvents,
  states: {
    active: {
      invoke: { id: 'list', src: 'list', input: listInput },
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            APPLY: {
              ...restart,
              actions: assign(({ context }) => {
                const filter = cleanPodftFilter(context.draft);
                return { filter, draft: filter, page: 1, savedId: null };
              }),
            },
            RESET_FILTERS: {
              ...restart,
              actions: assign({
                filter: DEFAULT_PODFT_FILTER,
                draft: DEFAULT_PODFT_FILTER,
                page: 1,
                savedId: null,
              }),
            },
            SHOW: {
              ...restart,
              actions: filters.shown(cleanPodftFilter),
            },
            OPEN: {
              guard: 'isRecordId',
              target: 'reviewing',
              actions: assign({ openId: ({ event }) => event.id, savedId: null, resumed: null }),
            },
            RESUME: {
              guard: 'isRecordId',
              target: 'reviewing',
              actions: assign({
                openId: ({ event }) => event.id,
                savedId: null,
                resumed: ({ event }) => event.decision,
              }),
            },
          },
        },
        reviewing: {
          invoke: {
            id: 'item',
            src: 'item',
            input: ({ context }) => ({ id: context.openId ?? 0, kept: context.resumed }),
            onDone: {
              target: 'browsing',
              actions: assign(({ context, event }) => {
                const out = event.output as PodftItemOutput;
                if (out.kind !== 'saved') return { openId: null, resumed: null };
                return {
                  openId: null,
                  resumed: null,
                  savedId: out.record.id,
                  replaced: { ...context.replaced, [out.record.id]: out.record },
                };
              }),
            },
          },
        },
      },
    },
  },
});

export type PodftReviewSnapshot = SnapshotFrom<typeof podftReviewMachine>;
