import { describe, expect, it } from 'vitest';
import { isIsoDate } from './dates';

describe('calendar dates of the contract', () => {
  it('only existing days pass', () => {
    for (const d of ['2020-13-45', '2026-02-29', '2026-04-31', '2026-00-10', '2026-1-01', '01.02.2026'])
      expect(isIsoDate(d), d).toBe(false);
    for (const d of ['2024-02-29', '1958-11-03', '2026-12-31']) expect(isIsoDate(d), d).toBe(true);
  });
});
