import { describe, expect, it } from 'vitest';
import {
  cleanSupportFilter,
  EMPTY_SUPPORT_FILTER,
  supportFilterProblems,
  supportFilterQuery,
} from './support-filter';

describe('the support filter (spec part 2 sections 4.5, 5.7, 7.5)', () => {
  it('copies a lone start or end date to the other (5.7)', () => {
    expect(cleanSupportFilter({ start: '2026-11-01' })).toMatchObject({
      start: '2026-11-01',
      end: '2026-11-01',
    });
    expect(cleanSupportFilter({ end: '2026-11-05' })).toMatchObject({
      start: '2026-11-05',
      end: '2026-11-05',
    });
  });
  it('keeps only the filter statuses 0, 1, 2, a 12-digit IIN and real days; the query holds what is set', () => {
    const f = cleanSupportFilter({
      status: '10',
      iin: '850 315 300 128',
      created: 'вчера',
      isGlobal: 'true',
      global: ' 26-OGPO-1 ',
    });
    expect(f).toEqual({ ...EMPTY_SUPPORT_FILTER, iin: '850315300128', isGlobal: '1', global: '26-OGPO-1' });
    expect(supportFilterQuery(f)).toEqual({ iin: '850315300128', isGlobal: '1', global: '26-OGPO-1' });
    expect(cleanSupportFilter({ status: '2' }).status).toBe('2');
  });
  it('says what the form cannot take: an IIN of other than 12 digits', () => {
    expect(supportFilterProblems({ ...EMPTY_SUPPORT_FILTER, iin: '1234' })).toEqual({
      iin: 'ИИН/БИН состоит из 12 цифр',
    });
    expect(supportFilterProblems(EMPTY_SUPPORT_FILTER)).toEqual({});
  });
});
