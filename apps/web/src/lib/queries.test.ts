// The query cache as the machines use it: pages read through the cache with the next one fetched ahead,
// invalidation after a write, per-filter dashboard answers, dictionaries fetched once, failures at once.
import { describe, expect, it } from 'vitest';
import type { ApiClient, DashboardAnswer, Page } from '@sakta/core';
import { createQueryClient, dictionaryQuery, fetchPageAhead, queryKeys } from './queries';
import { dashboardQuery } from './home-queries';
import { terminationHistoryQuery } from './termination-queries';

const LAST_PAGE = 3;

/** An API whose history pages and dashboard answers are counted. */
function fakeApi() {
  const pages: number[] = [];
  const dashboards: unknown[] = [];
  const api = {
    call: async (_endpoint: unknown, body: unknown, options?: { query?: { page: number } }) => {
      if (options?.query) {
        const page = options.query.page;
        pages.push(page);
        return {
          data: [{ page }],
          meta: { current_page: page, last_page: LAST_PAGE, per_page: 5, total: 15 },
        } satisfies Page<unknown>;
      }
      dashboards.push(body);
      return { new: 0, success: 0, warning: 0, policies: [] } satisfies DashboardAnswer;
    },
  } as unknown as ApiClient;
  return { api, pages, dashboards };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('query cache of the SPA', () => {
  it('a page is read through the cache and the next one is fetched ahead; none after the last', async () => {
    const { api, pages } = fakeApi();
    const client = createQueryClient();
    const page = (n: number) => terminationHistoryQuery(api, n);
    const first = await fetchPageAhead(client, page, 1);
    await settle();
    expect(first.meta.current_page).toBe(1);
    expect(pages).toEqual([1, 2]);
    const second = await fetchPageAhead(client, page, 2);
    await settle();
    expect(second.data).toEqual([{ page: 2 }]);
    expect(pages).toEqual([1, 2, 3]); // page 2 came from the cache, page 3 ahead
    await fetchPageAhead(client, page, LAST_PAGE);
    await settle();
    expect(pages).toEqual([1, 2, 3]);
  });

  it('after a write invalidates the history, its pages are asked again', async () => {
    const { api, pages } = fakeApi();
    const client = createQueryClient();
    await client.fetchQuery(terminationHistoryQuery(api, 1));
    await client.fetchQuery(terminationHistoryQuery(api, 1));
    expect(pages).toEqual([1]);
    await client.invalidateQueries({ queryKey: queryKeys.terminationHistory });
    await client.fetchQuery(terminationHistoryQuery(api, 1));
    expect(pages).toEqual([1, 1]);
  });

  it('the dashboard keeps one answer per filter', async () => {
    const { api, dashboards } = fakeApi();
    const client = createQueryClient();
    const today = { date: '2026-11-25', id: null };
    await client.fetchQuery(dashboardQuery(api, today));
    await client.fetchQuery(dashboardQuery(api, { date: null, id: 1042 }));
    await client.fetchQuery(dashboardQuery(api, { ...today }));
    expect(dashboards).toEqual([{ filters: today }, { filters: { date: null, id: 1042 } }]);
  });

  it('a dictionary is fetched once and shared', async () => {
    const client = createQueryClient();
    let calls = 0;
    const load = async () => {
      calls++;
      return ['Алматы', 'Астана'];
    };
    const [a, b] = await Promise.all([
      client.ensureQueryData(dictionaryQuery('regions', load)),
      client.ensureQueryData(dictionaryQuery('regions', load)),
    ]);
    expect(await client.fetchQuery(dictionaryQuery('regions', load))).toEqual(a);
    expect(b).toEqual(['Алматы', 'Астана']);
    expect(calls).toBe(1);
  });

  it('a failure reaches the machine at once (no automatic retry)', async () => {
    const client = createQueryClient();
    let calls = 0;
    const failing = dictionaryQuery('agents', async () => {
      calls++;
      throw new Error('Нет связи с сервером');
    });
    await expect(client.fetchQuery(failing)).rejects.toThrow('Нет связи с сервером');
    expect(calls).toBe(1);
  });
});
