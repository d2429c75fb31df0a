import { describe, expect, it } from 'vitest';
import { DashboardFiltersSchema } from '../features/home/contract';
import { TerminationSearchRequestSchema } from '../features/termination/contract';
import { normalizeBirthday } from '../features/termination/validation';
import { isIsoDate } from './dates';

describe('calendar dates of the contract', () => {
  it('only existing days pass', () => {
    for (const d of ['2020-13-45', '2026-02-29', '2026-04-31', '2026-00-10', '2026-1-01', '01.02.2026'])
      expect(isIsoDate(d), d).toBe(false);
    for (const d of ['2024-02-29', '1958-11-03', '2026-12-31']) expect(isIsoDate(d), d).toBe(true);
  });

  it("the schemas refuse an impossible birthday or date such as '2020-13-45'", () => {
    const person = { surname: 'Петров', name: 'Алексей', vehicle: '123ABC02' };
    expect(TerminationSearchRequestSchema.safeParse({ ...person, birthday: '2020-13-45' }).success).toBe(
      false,
    );
    expect(TerminationSearchRequestSchema.safeParse({ ...person, birthday: '1985-06-14' }).success).toBe(
      true,
    );
    const bad = DashboardFiltersSchema.safeParse({ date: '2020-13-45', id: null });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Неверная дата');
  });

  it('the search form refuses it too, in either writing', () => {
    expect(normalizeBirthday('45.13.2020')).toBeNull();
    expect(normalizeBirthday('2020-13-45')).toBeNull();
    expect(normalizeBirthday('14.06.1985')).toBe('1985-06-14');
  });
});
