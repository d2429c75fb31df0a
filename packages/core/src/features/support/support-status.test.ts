import { describe, expect, it } from 'vitest';
import { hasSupportActions, shortFio, supportStatusTone } from './support-status';

describe('support request statuses (spec part 2 section 4.5)', () => {
  it('colours 0 primary, 1 success, 2 danger, 3 to 10 warning', () => {
    expect([0, 1, 2, 3, 7, 10].map(supportStatusTone)).toEqual([
      'primary',
      'success',
      'danger',
      'warning',
      'warning',
      'warning',
    ]);
  });
  it('only status 10 hides the actions (4.5, issue 43 item 22): new, worked, error and the rest keep them', () => {
    expect([0, 1, 2, 3, 9, 10].map(hasSupportActions)).toEqual([true, true, true, true, true, false]);
  });
  it('shows a creator as the surname and initials', () => {
    expect(shortFio('Сейткали Данияр Асланович')).toBe('Сейткали Д. А.');
    expect(shortFio('  MUELLER   ANNA ')).toBe('MUELLER A.');
    expect(shortFio('')).toBe('');
  });
});
