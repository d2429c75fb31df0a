import { describe, expect, it } from 'vitest';
import { dateInputText, dateTextFromIso, isoFromDateText, readDateText } from './date-input';

describe('the dd.mm.yyyy date field (issue 30 item 16)', () => {
  it('puts the dots in as digits are typed, whatever else is typed or pasted', () => {
    expect(dateInputText('1')).toBe('1');
    expect(dateInputText('10')).toBe('10');
    expect(dateInputText('100')).toBe('10.0');
    expect(dateInputText('1006')).toBe('10.06');
    expect(dateInputText('10062005')).toBe('10.06.2005');
    expect(dateInputText('10/06/2005 ')).toBe('10.06.2005');
    expect(dateInputText('100620051')).toBe('10.06.2005');
    expect(dateInputText('abc')).toBe('');
    // a pasted contract date is turned around, not read as digits
    expect(dateInputText('2005-06-10')).toBe('10.06.2005');
  });

  it('reads only complete, existing days', () => {
    expect(isoFromDateText('10.06.2005')).toBe('2005-06-10');
    expect(isoFromDateText('29.02.2024')).toBe('2024-02-29');
    expect(isoFromDateText('29.02.2025')).toBeNull();
    expect(isoFromDateText('31.04.2025')).toBeNull();
    expect(isoFromDateText('10.06.20')).toBeNull();
    expect(dateTextFromIso('2005-06-10')).toBe('10.06.2005');
    expect(dateTextFromIso('')).toBe('');
  });

  it('says what is wrong with a complete text, and nothing while it is typed', () => {
    expect(readDateText('')).toEqual({ kind: 'empty' });
    expect(readDateText('10.06')).toEqual({ kind: 'partial' });
    expect(readDateText('31.02.2025')).toEqual({
      kind: 'error',
      message: 'Введите существующую дату в формате ДД.ММ.ГГГГ',
    });
    expect(readDateText('10.06.2005', { max: '2005-06-09' })).toEqual({
      kind: 'error',
      message: 'Дата не может быть позже 09.06.2005',
    });
    expect(readDateText('10.06.2005', { min: '2005-06-11' })).toEqual({
      kind: 'error',
      message: 'Дата не может быть раньше 11.06.2005',
    });
    expect(readDateText('10.06.2005', { min: '2005-06-10', max: '2005-06-10' })).toEqual({
      kind: 'day',
      iso: '2005-06-10',
    });
  });
});
