import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatKzt, parseKzt } from './money';

describe('formatKzt', () => {
  it.each([
    [1234567.5, '1\u00A0234\u00A0567,50\u00A0тг.'],
    [1000, '1\u00A0000,00\u00A0тг.'],
    [999.99, '999,99\u00A0тг.'],
    [0, '0,00\u00A0тг.'],
    [0.5, '0,50\u00A0тг.'],
    [12.346, '12,35\u00A0тг.'],
    [100.001, '100,00\u00A0тг.'],
    [-1234.5, '-1\u00A0234,50\u00A0тг.'],
    [1_000_000_000, '1\u00A0000\u00A0000\u00A0000,00\u00A0тг.'],
  ])('%d -> %j', (amount, text) => {
    expect(formatKzt(amount)).toBe(text);
  });

  it('uses U+00A0 between groups and before тг. (never broken across lines), a comma before the kopecks', () => {
    const text = formatKzt(1234.5);
    expect([...text].map((c) => c.codePointAt(0))).toEqual([
      0x31, 0xa0, 0x32, 0x33, 0x34, 0x2c, 0x35, 0x30, 0xa0, 0x0442, 0x0433, 0x2e,
    ]);
  });

  it('never shows a minus for an amount that rounds to zero', () => {
    expect(formatKzt(-0)).toBe('0,00\u00A0тг.');
    expect(formatKzt(-0.001)).toBe('0,00\u00A0тг.');
  });

  it('formats amounts the back end sends as strings', () => {
    expect(formatKzt('1234567.5')).toBe('1\u00A0234\u00A0567,50\u00A0тг.');
    expect(formatKzt('15000')).toBe('15\u00A0000,00\u00A0тг.');
    expect(formatKzt('1 500,5')).toBe('1\u00A0500,50\u00A0тг.');
  });

  it.each([
    null,
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '',
    '  ',
    'abc',
    '12abc',
  ])('gives an empty string for a missing or non-numeric amount (%j)', (amount) => {
    expect(formatKzt(amount)).toBe('');
  });
});

describe('parseKzt', () => {
  it.each([
    ['1234567.5', 1234567.5],
    ['1234567,5', 1234567.5],
    ['1 234 567,50', 1234567.5],
    ['1\u00A0234\u00A0567,50', 1234567.5],
    ['1\u202F234\u202F567,50', 1234567.5],
    ['1\u00A0234\u00A0567,50\u00A0тг.', 1234567.5],
    ['1 234 тг', 1234],
    ['500тг.', 500],
    ['  42  ', 42],
    ['0', 0],
    ['0,00\u00A0тг.', 0],
    ['-0', 0],
    ['-1\u00A0234,50\u00A0тг.', -1234.5],
    ['\u22121 234,50', -1234.5],
    ['007', 7],
  ])('%j -> %d', (input, value) => {
    expect(parseKzt(input)).toBe(value);
  });

  it.each([
    '',
    ' ',
    'тг.',
    'abc',
    '12abc',
    '1,234.50',
    '1.234,50',
    '12 34',
    '1 2345',
    '1  234',
    '1.2.3',
    ',5',
    '5,',
    '--5',
    '+-5',
    'Infinity',
    'NaN',
    '1e3',
  ])('rejects %j', (input) => {
    expect(parseKzt(input)).toBeNull();
  });

  it('property: parseKzt reads back what formatKzt wrote, to the kopeck', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (kopecks) => {
        const amount = kopecks / 100;
        expect(parseKzt(formatKzt(amount))).toBe(amount === 0 ? 0 : amount);
      }),
      { numRuns: 300 },
    );
  });
});
