import { describe, expect, it } from 'vitest';
import { cleanDraftFilter, draftFilterQuery, EMPTY_DRAFT_FILTER } from './drafts-filter';

describe('the drafts filter (role 0)', () => {
  it('keeps the insurer trimmed, a product 1..6 and a numeric user; drops the rest', () => {
    expect(cleanDraftFilter({ insurer: '  Ким ', product: '6', user: ' 12 ' })).toEqual({
      insurer: 'Ким',
      product: '6',
      user: '12',
    });
    expect(cleanDraftFilter({ product: '7', user: 'admin' })).toEqual(EMPTY_DRAFT_FILTER);
    expect(cleanDraftFilter({ product: null })).toEqual(EMPTY_DRAFT_FILTER);
  });

  it('sends only the fields set', () => {
    expect(draftFilterQuery({ insurer: '', product: '2', user: '' })).toEqual({ product: '2' });
    expect(draftFilterQuery(EMPTY_DRAFT_FILTER)).toEqual({});
  });
});
