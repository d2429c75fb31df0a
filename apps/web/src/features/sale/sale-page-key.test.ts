import { describe, expect, it } from 'vitest';
import { FIRST_SALE_PAGE, leavingDraft, restarted, salePageFor } from './sale-page-key';

/** The sale page's key as the address's draft changes (issue 43 item 5: the seller keeps the sale in progress). */
describe('the sale page for the address', () => {
  it('stays when the page drops ?draft= itself, and starts anew for another draft, none, or a restart', () => {
    const first = FIRST_SALE_PAGE('A');
    // the seller kept the sale in progress: ?draft=A leaves the address, the page stays
    const kept = salePageFor(leavingDraft(first), null);
    expect(kept).toEqual({ draft: null, key: 0, leaving: false });
    // the same draft asked for again (the history panel) is a new page that asks again
    const again = salePageFor(kept, 'A');
    expect(again.key).toBe(1);
    // another draft, or the address without one (the menu), is a new page
    expect(salePageFor(again, 'B').key).toBe(2);
    expect(salePageFor(again, null).key).toBe(2);
    expect(restarted(again).key).toBe(2);
    // nothing changed: the same page
    expect(salePageFor(again, 'A')).toBe(again);
  });
});
