import { describe, expect, it } from 'vitest';
import { PHONE_WIDTH_QUERY, policyFilterStartsOpen } from './filter-start';

/** /policies' search card at phone width (issue 43 item 15): closed, so the list is the first thing seen. */
describe('where the search card of /policies starts', () => {
  const screenOf = (width: number) => ({
    matchMedia: (query: string) => {
      expect(query).toBe(PHONE_WIDTH_QUERY);
      return { matches: width < 48 * 16 };
    },
  });

  it('closed on a phone, open on a tablet and a laptop', () => {
    expect(policyFilterStartsOpen(screenOf(390))).toBe(false);
    expect(policyFilterStartsOpen(screenOf(768))).toBe(true);
    expect(policyFilterStartsOpen(screenOf(1440))).toBe(true);
  });

  it('open where no screen is known (the first paint rendered on the server)', () => {
    expect(policyFilterStartsOpen(undefined)).toBe(true);
    expect(policyFilterStartsOpen({})).toBe(true);
  });
});
