import { describe, expect, it } from 'vitest';
import { cleanPodftFilter, DEFAULT_PODFT_FILTER, podftApiQuery, podftFilterQuery } from './filter';

describe('the compliance filter (spec part 2 sections 3.8, 9)', () => {
  it('defaults the status to 1 (unreviewed); "all" stays every status; bad choices and dates are dropped', () => {
    expect(cleanPodftFilter({})).toEqual(DEFAULT_PODFT_FILTER);
    expect(cleanPodftFilter({ status: '7' }).status).toBe('1');
    expect(cleanPodftFilter({ status: 'all' }).status).toBe('all');
    expect(cleanPodftFilter({ person: '2', entity: 'x', appeal_start: '20.11.2026' })).toEqual(
      DEFAULT_PODFT_FILTER,
    );
    expect(cleanPodftFilter({ title: '  Оспанов ', solution_end: '2026-11-30' })).toMatchObject({
      title: 'Оспанов',
      solution_end: '2026-11-30',
    });
  });

  it('the URL keeps the status; the API is not asked for "all" nor for empty fields', () => {
    const f = cleanPodftFilter({ status: 'all', entity: '1' });
    expect(podftFilterQuery(f)).toEqual({ status: 'all', entity: '1' });
    expect(podftApiQuery(podftFilterQuery(f))).toEqual({ entity: '1' });
    expect(podftApiQuery(podftFilterQuery(DEFAULT_PODFT_FILTER))).toEqual({ status: '1' });
  });
});
