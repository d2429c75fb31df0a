import { describe, expect, it } from 'vitest';
import {
  cleanPolicyFilter,
  defaultPolicyFilter,
  EMPTY_POLICY_FILTER,
  POLICY_STATUS_OPTIONS,
  policyFilterErrors,
  policyFilterQuery,
} from './policy-filter';
import { showsRowRefresh } from './policies.machine';
import { POLICY_ROWS, POLICIES_TODAY } from './testing/fixtures';

describe('policy filter (spec part 2 sections 3.9, 5.7, 6, 9)', () => {
  it('offers the statuses of section 9', () => {
    expect(POLICY_STATUS_OPTIONS.map((o) => `${o.value}:${o.label}`)).toEqual([
      ':Все',
      '0:Новый',
      '1:Выпущен',
      '2:Ошибка',
      '5:Ошибка оператора',
      '7:В обработке',
      '8:Отправлен на аннулирование',
    ]);
  });

  it('copies a lone start or end date into the other (5.7), in the query of the list and the export', () => {
    expect(policyFilterQuery({ ...EMPTY_POLICY_FILTER, start: '2026-03-01' })).toEqual({
      start: '2026-03-01',
      end: '2026-03-01',
    });
    expect(cleanPolicyFilter({ end: '2026-02-28' })).toMatchObject({
      start: '2026-02-28',
      end: '2026-02-28',
    });
  });

  it('defaults the apc to the user’s (6) and drops values in a wrong format from the URL', () => {
    expect(defaultPolicyFilter('APC0097')).toEqual({ ...EMPTY_POLICY_FILTER, apc: 'APC0097' });
    expect(
      cleanPolicyFilter({ status: '4', iin: '8503', start: '2026-02-30', manager: 'x', isGlobal: 'true' }),
    ).toEqual({ ...EMPTY_POLICY_FILTER, isGlobal: '1' });
  });

  it('says why a form cannot be applied', () => {
    expect(policyFilterErrors({ ...EMPTY_POLICY_FILTER, iin: '123' })).toEqual({
      iin: 'ИИН/БИН должен содержать 12 цифр',
    });
    expect(policyFilterErrors({ ...EMPTY_POLICY_FILTER, start: '2026-03-05', end: '2026-03-01' })).toEqual({
      end: 'Дата по раньше даты с',
    });
  });

  it('shows the refresh icon only for a new policy paid by card today (4.5)', () => {
    expect(POLICY_ROWS.filter((r) => showsRowRefresh(r, POLICIES_TODAY)).map((r) => r.id)).toEqual([5011]);
    expect(showsRowRefresh(POLICY_ROWS[1]!, '2026-03-03')).toBe(false);
  });
});
