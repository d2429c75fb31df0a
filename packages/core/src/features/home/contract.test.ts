import { describe, expect, it } from 'vitest';
import { DashboardFiltersSchema } from './contract';

describe('calendar dates of the home contract', () => {
  it("the dashboard filter refuses an impossible date such as '2020-13-45'", () => {
    const bad = DashboardFiltersSchema.safeParse({ date: '2020-13-45', id: null });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Неверная дата');
  });
});
