/*
 * Fixtures of the termination screen's stories: history rows (as GET history answers), search results, and the
 * screen's views, which are core's selectors over the production search machine (with its paged history child)
 * replayed through the story's events.
 */
import {
  pagedListMachine,
  selectTerminationHistoryView,
  selectTerminationSearchView,
  terminationSearchMachine,
  type PagedListSnapshot,
  type PagedListView,
  type TerminationHistoryItem,
  type TerminationSearchEvent,
  type TerminationSearchResult,
  type TerminationSearchView,
} from '@sakta/core';
import { done, never, offline, refused, replay, type ReplayEvent } from './replay';

/** A history row of the stories. */
export function historyItem(
  n: number,
  overrides: Partial<TerminationHistoryItem> = {},
): TerminationHistoryItem {
  return {
    global: `OGPO-2026-${String(1000 + n).padStart(6, '0')}`,
    product: 'ОГПО ВТС',
    client_iin: '900101300017',
    premium: 24_500 + n * 100,
    refund: 11_250.5 + n * 10,
    status: 'Расторгнут',
    date_from: '2026-01-10',
    date_to: '2027-01-09',
    created_at: `2026-11-${String(20 - (n % 10)).padStart(2, '0')} 10:${String(n % 60).padStart(2, '0')}:00`,
    signinType: n % 2 === 0 ? 1 : 2,
    returnType: n % 3 === 0 ? 2 : 1,
    id: n,
    ...overrides,
  };
}

export const HISTORY_PAGE: TerminationHistoryItem[] = [1, 2, 3, 4, 5].map((n) => historyItem(n));

export const RESULT_ACTIVE: TerminationSearchResult = {
  number: 'OGPO-2026-000201',
  product: { title: 'ОГПО ВТС' },
  client: {
    title: 'Ахметов Ерлан Сакенович',
    iin: '900101300017',
    person: 1,
    resident: true,
    surname: 'Ахметов',
    name: 'Ерлан',
    patronymic: 'Сакенович',
    phone: '+7(701) 555-0101',
  },
  premium: 32_400,
  date_from: '2026-03-01',
  date_to: '2027-02-28',
  status: { title: 'Действующий', code: 2 },
  date: '2026-02-28 15:42:10',
};
export const RESULT_PAID: TerminationSearchResult = {
  ...RESULT_ACTIVE,
  number: 'OGPO-2026-000202',
  premium: 18_900,
  status: { title: 'Оплачен', code: 3 },
  date: '2026-04-02 09:15:00',
};
export const RESULT_TERMINATED: TerminationSearchResult = {
  ...RESULT_ACTIVE,
  number: 'OGPO-2025-000117',
  date_from: '2025-03-01',
  date_to: '2026-02-28',
  status: { title: 'Расторгнут', code: 5 },
  date: '2025-02-27 11:00:00',
};

/** The screen's machine; its calls (history pages, search) answer only through the stories' events. */
const storyMachine = terminationSearchMachine.provide({
  actors: {
    history: pagedListMachine.provide({ actors: { loadPage: never() } }),
    search: never(),
  },
});

export type ScreenEvent = ReplayEvent<TerminationSearchEvent>;

/** The history's answer for `page` (9 pages of 5, 43 rows, unless given). */
export function historyPage(
  page: number,
  items: TerminationHistoryItem[] = HISTORY_PAGE,
  meta: { last_page?: number; total?: number } = {},
): ScreenEvent {
  return {
    to: 'history',
    event: done('loadPage', {
      data: items,
      meta: { current_page: page, last_page: meta.last_page ?? 9, per_page: 5, total: meta.total ?? 43 },
    }),
  };
}
export const historyGoTo = (page: number): ScreenEvent => ({ to: 'history', event: { type: 'GO_TO', page } });
export const historyOffline: ScreenEvent = { to: 'history', event: offline('loadPage') };
export const searchAnswer = (results: TerminationSearchResult[]): ScreenEvent => done('search', results);
export const searchRefused = (message: string): ScreenEvent => refused('search', [message]);

/** The first history page arrived: the screen's first state. */
export const HISTORY_SHOWN: ScreenEvent[] = [historyPage(1)];
/** An IIN typed (type 2 Резидент is checked by default). */
export const IIN_TYPED: ScreenEvent[] = [
  ...HISTORY_SHOWN,
  { type: 'EDIT', field: 'iin', value: '900101300017' },
];
/** A valid search sent. */
export const SEARCHING: ScreenEvent[] = [...IIN_TYPED, { type: 'SEARCH' }];

/** The screen's two views (search and history) after `events`. */
export function screenViews(events: readonly ScreenEvent[] = HISTORY_SHOWN): {
  view: TerminationSearchView;
  history: PagedListView<TerminationHistoryItem>;
} {
  return replay(storyMachine, events, (s) => ({
    view: selectTerminationSearchView(s),
    history: selectTerminationHistoryView(s.children.history?.getSnapshot() as PagedListSnapshot | undefined),
  }));
}
