import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../api/errors';
import { draftHref } from '../../product-pages';
import type { RouteId } from '../../routes';
import type { HistoryEntry } from './contract';
import { ruHistory } from './ru';

/**
 * A sale page's history side panel (spec part 2 section 2.1, 7.3 GET /api/draft/history/{product}, 9 "last 10").
 *
 *   closed --OPEN--> open.loading --ok--> open.ready    --REFRESH ('Обновить')--> open.loading
 *                                 --failure--> open.failed --REFRESH--> open.loading
 *   open --CLOSE ('Закрыть', Esc)--> closed          open --SELECT_TAB {tab}--> the other list
 *   open.ready --OPEN_POLICY {id} (a listed policy)--> viewing: the panel gives way to the policy modal
 *   viewing --CLOSE_POLICY--> open.ready: the panel again, its lists as they were
 *   CURRENT {draft} (any time): the page's draft changed (saved, opened): its entry is highlighted
 *
 * Every opening loads afresh (a draft saved since shows up). A draft leads to its product's page with query draft;
 * a policy opens in the policy modal over the sale page (its documents, 4.5), so the sale in progress stays.
 */

export type HistoryTab = 'drafts' | 'policies';

export interface HistoryInput {
  /** The page's product code (OGPO_WEB_EA, DSI_FI, ...): the history lists its family. */
  product: string;
  /** The draft open on the page. */
  currentDraft?: string | null;
}

export interface HistoryContext {
  product: string;
  currentDraft: string | null;
  tab: HistoryTab;
  drafts: HistoryEntry[];
  policies: HistoryEntry[];
  message: string | null;
  /** The policy open in the policy modal (its register id). */
  policy: number | null;
}

export type HistoryEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'REFRESH' }
  | { type: 'SELECT_TAB'; tab: HistoryTab }
  | { type: 'OPEN_POLICY'; id: number }
  | { type: 'CLOSE_POLICY' }
  | { type: 'CURRENT'; draft: string | null };

export interface HistoryAnswer {
  drafts: HistoryEntry[];
  policies: HistoryEntry[];
}

export const historyMachine = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as HistoryEvent,
    input: {} as HistoryInput,
  },
  actors: {
    load: fromPromise<HistoryAnswer, { product: string }>(() =>
      Promise.reject(new Error('historyMachine: provide the `load` actor')),
    ),
  },
  guards: {
    /** Only a policy the list shows opens. */
    isListedPolicy: ({ context, event }) =>
      event.type === 'OPEN_POLICY' && context.policies.some((e) => e.policy_id === event.id),
  },
}).createMachine({
  id: 'saleHistory',
  context: ({ input }) => ({
    product: input.product,
    currentDraft: input.currentDraft ?? null,
    tab: 'drafts',
    drafts: [],
    policies: [],
    message: null,
    policy: null,
  }),
  on: {
    CURRENT: { actions: assign({ currentDraft: ({ event }) => event.draft }) },
  },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: {
      on: {
        CLOSE: 'closed',
        SELECT_TAB: { actions: assign({ tab: ({ event }) => event.tab }) },
      },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          entry: assign({ message: null }),
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ product: context.product }),
            onDone: {
              target: 'ready',
              actions: assign({
                drafts: ({ event }) => event.output.drafts,
                policies: ({ event }) => event.output.policies,
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({ message: ({ event }) => errorText(event.error) }),
            },
          },
        },
        ready: {
          on: {
            REFRESH: 'loading',
            OPEN_POLICY: {
              guard: 'isListedPolicy',
              target: '#saleHistory.viewing',
              actions: assign({ policy: ({ event }) => event.id }),
            },
          },
        },
        failed: { on: { REFRESH: 'loading' } },
      },
    },
    viewing: {
      on: { CLOSE_POLICY: { target: '#saleHistory.open.ready', actions: assign({ policy: null }) } },
    },
  },
});

export type HistorySnapshot = SnapshotFrom<typeof historyMachine>;

export interface HistoryEntryView extends HistoryEntry {
  /** A draft: the page of its product with query draft (null: the page is not built yet); a policy: null. */
  href: string | null;
  /** A policy: its register id, which the policy modal opens (null for a draft). */
  opens: number | null;
  /** The draft open on the page. */
  current: boolean;
}

export interface HistoryView {
  open: boolean;
  status: 'loading' | 'ready' | 'failed';
  tab: HistoryTab;
  /** The selected tab's entries. */
  entries: HistoryEntryView[];
  /** The selected tab's empty text. */
  empty: string;
  message: string | null;
  /** The policy whose modal is open over the page (the panel gives way to it), or null. */
  policy: number | null;
}

export function selectHistoryView(s: HistorySnapshot, isBuilt: (id: RouteId) => boolean): HistoryView {
  const c = s.context;
  const list = c.tab === 'drafts' ? c.drafts : c.policies;
  return {
    open: s.matches('open'),
    status: s.matches({ open: 'ready' }) ? 'ready' : s.matches({ open: 'failed' }) ? 'failed' : 'loading',
    tab: c.tab,
    entries: list.map((e) => ({
      ...e,
      href: c.tab === 'drafts' ? draftHref(e, isBuilt) : null,
      opens: c.tab === 'policies' ? (e.policy_id ?? null) : null,
      current: c.currentDraft !== null && e.draft === c.currentDraft,
    })),
    empty: c.tab === 'drafts' ? ruHistory.emptyDrafts : ruHistory.emptyPolicies,
    message: c.message,
    policy: s.matches('viewing') ? c.policy : null,
  };
}

/** The panel's call, for `provideHistory`: GET /api/draft/history/{product}. */
export function provideHistory(load: (product: string) => Promise<HistoryAnswer>) {
  return historyMachine.provide({
    actors: { load: fromPromise(({ input }) => load(input.product)) },
  });
}
