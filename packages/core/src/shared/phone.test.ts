import { describe, expect, it } from 'vitest';
import {
  CODE_MASK,
  formatPhone,
  IIN_MASK,
  IIN_SPACED_MASK,
  isCompletePhone,
  PHONE_DISPLAY_MASK,
  PHONE_LENGTH,
  PHONE_MASK,
  PHONE_PREFIX,
  phoneDigits,
  phoneInput,
} from './phone';

describe('mask constants (spec part 1 sections 1, 5, 9)', () => {
  it('phone: +7(###) ###-####, 16 characters, prefix +7', () => {
    expect(PHONE_DISPLAY_MASK).toBe('+7(###) ###-####');
    expect(PHONE_MASK).toBe('+7(000) 000-0000');
    expect(PHONE_PREFIX).toBe('+7');
    expect(PHONE_LENGTH).toBe(16);
    expect(PHONE_MASK).toHaveLength(PHONE_LENGTH);
    // the imask pattern and the spec notation describe the same shape
    expect(PHONE_MASK.replaceAll('0', '#')).toBe(PHONE_DISPLAY_MASK);
  });

  it('IIN: 12 digits (15 characters with spaces); code: 4 digits', () => {
    expect(IIN_MASK).toBe('000000000000');
    expect(IIN_SPACED_MASK).toBe('000 000 000 000');
    expect(IIN_SPACED_MASK).toHaveLength(15);
    expect(CODE_MASK).toBe('0000');
  });
});

describe('formatPhone', () => {
  it.each([
    ['7071234567', '+7(707) 123-4567'],
    ['77071234567', '+7(707) 123-4567'],
    ['87071234567', '+7(707) 123-4567'],
    ['+77071234567', '+7(707) 123-4567'],
    ['+7 707 123 45 67', '+7(707) 123-4567'],
    ['8 (707) 123-45-67', '+7(707) 123-4567'],
    ['+7(707) 123-4567', '+7(707) 123-4567'],
    ['7771112233', '+7(777) 111-2233'],
  ])('%j -> %j', (input, masked) => {
    const text = formatPhone(input);
    expect(text).toBe(masked);
    expect(text).toHaveLength(PHONE_LENGTH);
  });

  it.each([
    ['', ''],
    ['12345', '12345'],
    ['97071234567', '97071234567'],
    ['+87071234567', '+87071234567'],
    ['+7(707) 123-456', '+7(707) 123-456'],
    ['  +44 20 7946 0958 ', '+44 20 7946 0958'],
  ])('returns %j unchanged (trimmed) when it is not a Kazakh phone', (input, out) => {
    expect(formatPhone(input)).toBe(out);
  });
});

describe('phoneDigits', () => {
  it.each([
    ['+7(707) 123-4567', '77071234567'],
    ['87071234567', '77071234567'],
    ['7071234567', '77071234567'],
  ])('%j -> %j', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });

  it.each(['', '+7', '+7(707) 123-456', '+7(707) 123-45__', '+7(707) 123-45678', '97071234567'])(
    'is null for an incomplete or foreign number %j',
    (input) => {
      expect(phoneDigits(input)).toBeNull();
    },
  );

  it('round-trips with formatPhone', () => {
    expect(formatPhone(phoneDigits('+7(701) 000-0001') ?? '')).toBe('+7(701) 000-0001');
  });
});

describe('isCompletePhone', () => {
  it('accepts the full mask', () => {
    expect(isCompletePhone('+7(707) 123-4567')).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['+7', 'the default value of the employee form'],
    ['+7(707) 123-456', '15 characters'],
    ['+7(707) 123-45678', '17 characters'],
    ['+7(707) 123-456_', 'imask placeholder'],
    ['87071234567', 'digits without the mask'],
    ['+8(707) 123-4567', 'wrong prefix'],
    ['+7(707)-123-4567', 'wrong shape, 16 characters'],
  ])('rejects %j (%s)', (input) => {
    expect(isCompletePhone(input)).toBe(false);
  });
});

describe('phoneInput: one behaviour for every phone field (issue 30, item 6)', () => {
  /** Types `keys` one by one into an empty phone field, appending what phoneInput answers as the mask does. */
  function typed(keys: string): string {
    let shown = '';
    for (const k of keys) {
      const digits = (shown + phoneInput(k, shown)).replace(/\D/g, '');
      shown = shown === '' && !digits ? shown + phoneInput(k, shown) : formatPartial(digits);
    }
    return shown;
  }
  /** The mask's text for the digits so far, the country code 7 first ('+7(70' for '770'). */
  function formatPartial(digits: string): string {
    const n = digits.slice(1);
    if (!n) return '+7';
    const parts = [
      '+7(',
      n.slice(0, 3),
      n.length > 3 ? ') ' : '',
      n.slice(3, 6),
      n.length > 6 ? '-' : '',
      n.slice(6, 10),
    ];
    return parts.join('');
  }

  it('typing the ten national digits keeps the leading 7 (the mask swallowed it)', () => {
    expect(phoneInput('7', '')).toBe('+77');
    expect(phoneInput('0', '+7(7')).toBe('0');
    expect(typed('7015120128')).toBe('+7(701) 512-0128');
  });

  it("a typed trunk '8' is dropped; a typed '+7' is the country code; letters never enter", () => {
    expect(phoneInput('8', '')).toBe('');
    expect(phoneInput('8', '+7(7')).toBe('8');
    expect(phoneInput('a', '+7(7')).toBe('');
    expect(typed('87015120128')).toBe('+7(701) 512-0128');
    expect(typed('+77012345678')).toBe('+7(701) 234-5678');
  });

  it('a pasted or stored phone in any notation gives the same national digits', () => {
    for (const p of ['+7 701 512 0128', '87015120128', '77015120128', '7015120128', '+7(701) 512-0128'])
      expect(phoneInput(p, ''), p).toBe('+77015120128');
    expect(phoneInput('701 512', '+7(7')).toBe('701512');
    expect(phoneInput('+7', '')).toBe('+7');
  });
});
