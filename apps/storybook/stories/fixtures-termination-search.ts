import {
  EMPTY_TERMINATION_FILTER,
  IDLE_PAGED_LIST_VIEW,
  TERMINATION_FILTER_FIELDS,
  validateTerminationSearch,
  type PagedListView,
  type TerminationFilter,
  type TerminationHistoryItem,
  type TerminationSearchResult,
  type TerminationSearchView,
} from '@sakta/core';

/** Termination screen fixtures: history rows (as GET history answers) and search results. */
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

export function historyView(
  overrides: Partial<PagedListView<TerminationHistoryItem>> = {},
): PagedListView<TerminationHistoryItem> {
  return {
    ...IDLE_PAGED_LIST_VIEW,
    status: 'ready',
    items: HISTORY_PAGE,
    page: 1,
    pageCount: 9,
    total: 43,
    ...overrides,
  };
}

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

export function searchView(overrides: Partial<TerminationSearchView> = {}): TerminationSearchView {
  const filter = overrides.filter ?? EMPTY_TERMINATION_FILTER;
  return {
    mode: 'history',
    filter,
    fields: TERMINATION_FILTER_FIELDS[filter.type],
    errors: {},
    results: [],
    message: null,
    ...overrides,
  };
}

/** The messages the filter shows after 'Поиск' (from core's rules, not copied). */
export function invalidView(filter: Partial<TerminationFilter>): TerminationSearchView {
  const full = { ...EMPTY_TERMINATION_FILTER, ...filter };
  const check = validateTerminationSearch(full);
  return searchView({ filter: full, errors: check.ok ? {} : check.errors });
}
