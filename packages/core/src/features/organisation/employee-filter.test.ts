import { describe, expect, it } from 'vitest';
import {
  cleanEmployeeFilter,
  EMPLOYEE_FILTER_CHOICES,
  employeeFilterChoices,
  employeeFilterQuery,
} from './employee-filter';

describe('employee filter (spec section 3 and 6)', () => {
  it('offers roles 0 to 4, 6 and 7, and the three types', () => {
    expect(EMPLOYEE_FILTER_CHOICES.role.map((c) => c.label)).toEqual([
      'Администратор',
      'Модератор',
      'Бухгалтер',
      'Менеджер',
      'Агент',
      'ДРМ ПОДФТ',
      'Сервис менеджер',
    ]);
    expect(EMPLOYEE_FILTER_CHOICES.type.map((c) => c.label)).toEqual(['Нет 1C', 'C 1C', 'Локальный']);
  });

  it("issue 44 item 10: the moderator's filter also finds 'Резерв', the one role it creates; the administrator's is the spec's", () => {
    const labels = (viewer: 0 | 1 | 2 | 3) => employeeFilterChoices(viewer).role.map((c) => c.label);
    expect(labels(1)).toEqual([...EMPLOYEE_FILTER_CHOICES.role.map((c) => c.label), 'Резерв']);
    expect(labels(2)).toContain('Резерв');
    expect(labels(3)).toContain('Резерв');
    expect(labels(0)).toEqual(EMPLOYEE_FILTER_CHOICES.role.map((c) => c.label));
    expect(cleanEmployeeFilter({ role: '8' }).role).toBe('8');
  });

  it('keeps only values the filter offers, and sends only the fields set', () => {
    const f = cleanEmployeeFilter({
      role: '5',
      iin: '90a',
      title: ' Иван ',
      type: '1',
      isDep: '1',
      user: null,
    });
    expect(f).toEqual({ isDep: '1', user: '', iin: '', title: 'Иван', role: '', type: '1' });
    expect(employeeFilterQuery(f)).toEqual({ isDep: '1', title: 'Иван', type: '1' });
  });
});
