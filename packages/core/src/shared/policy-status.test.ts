import { describe, expect, it } from 'vitest';
import { policyErrorLine, policyStatusName, policyStatusTone, showsPolicyDocuments } from './policy-status';

describe('policy status (spec part 2 section 4.5)', () => {
  it('0 new (blue), 1 issued (green), 2 error (red), 3 to 8 warning (yellow)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(policyStatusTone)).toEqual([
      'new',
      'issued',
      'error',
      'warning',
      'warning',
      'warning',
      'warning',
      'warning',
      'warning',
    ]);
  });

  it('names: the policy filter options, warning for the unnamed codes', () => {
    expect([0, 1, 2, 5, 7, 8].map(policyStatusName)).toEqual([
      'Новый',
      'Выпущен',
      'Ошибка',
      'Ошибка оператора',
      'В обработке',
      'Отправлен на аннулирование',
    ]);
    expect([3, 4, 6].map(policyStatusName)).toEqual(['Предупреждение', 'Предупреждение', 'Предупреждение']);
    expect(policyStatusName(42)).toBe('Статус 42');
  });

  it('documents only for status 1 without an error and with a global id', () => {
    const issued = { status: 1, error: null, global_id: 'G-1' };
    expect(showsPolicyDocuments(issued)).toBe(true);
    expect(showsPolicyDocuments({ ...issued, status: 7 })).toBe(false);
    expect(showsPolicyDocuments({ ...issued, error: 'ЕСБД' })).toBe(false);
    expect(showsPolicyDocuments({ ...issued, global_id: null })).toBe(false);
    expect(showsPolicyDocuments({ ...issued, global_id: '' })).toBe(false);
  });

  it('the error in one line: the type once', () => {
    expect(policyErrorLine({ error_type: 'ЕСБД', error: 'превышено время ожидания' })).toBe(
      'ЕСБД: превышено время ожидания',
    );
    expect(policyErrorLine({ error_type: 'ЕСБД', error: 'ЕСБД: превышено время ожидания' })).toBe(
      'ЕСБД: превышено время ожидания',
    );
    expect(policyErrorLine({ error_type: null, error: 'Сбой' })).toBe('Сбой');
    expect(policyErrorLine({ error_type: 'Оплата', error: null })).toBe('Оплата');
    expect(policyErrorLine({ error_type: null, error: null })).toBeNull();
  });
});
