/**
 * Tenge amounts, spec part 1 section 1: "amounts formatted in Russian style with suffix ' тг.'".
 *
 * formatKzt uses Intl ru-RU with exactly two decimals, so the group separator is whatever Intl gives for ru-RU
 * (U+00A0 NO-BREAK SPACE in Node 20 and current browsers) and the decimal separator is a comma:
 *   formatKzt(1234567.5) === '1\u00A0234\u00A0567,50 тг.'
 */
/** ' тг.' after a no-break space: an amount never breaks from its currency at the end of a line. */
export const KZT_SUFFIX = '\u00A0тг.';

const kztFormat = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * Formats an amount of tenge. Strings (the back end sends some amounts as strings) are read with `parseKzt`.
 * Returns '' for null, undefined, '' and anything that is not a finite number (NaN, Infinity, junk strings):
 * a missing amount shows as an empty cell rather than '0,00 тг.'. A value that rounds to zero never shows a
 * minus sign ('-0,00 тг.').
 */
export function formatKzt(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? parseKzt(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = kztFormat.format(value);
  // Intl keeps the sign of a negative amount that rounds to zero ('-0,00'); an amount of zero has no sign.
  return (/^[-\u2212]0,00$/.test(text) ? '0,00' : text) + KZT_SUFFIX;
}

/** Group separators accepted by parseKzt: plain space, NO-BREAK SPACE, NARROW NO-BREAK SPACE. */
const GROUP = '[ \\u00A0\\u202F]';
const AMOUNT = new RegExp(`^([-\\u2212]?)(\\d{1,3}(?:${GROUP}\\d{3})+|\\d+)(?:[.,](\\d+))?$`);
const SUFFIX = /[\s\u00A0\u202F]*тг\.?$/;

/**
 * Reads an amount typed by a user or produced by formatKzt: '1 234 567,50', '1\u00A0234,5 тг.', '1234.5',
 * '-100'. Group separators must split the integer part into groups of three; the decimal separator is a comma
 * or a dot; the suffix 'тг.' (or 'тг') is optional. Returns null for anything else ('', 'abc', '1,234.50',
 * '12 34', '1.2.3').
 */
export function parseKzt(input: string): number | null {
  const text = input.trim().replace(SUFFIX, '');
  const m = AMOUNT.exec(text);
  if (!m) return null;
  const [, sign, int = '', frac] = m;
  const value = Number(`${sign ? '-' : ''}${int.replace(/\D/g, '')}${frac ? `.${frac}` : ''}`);
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}

/**
 * A whole amount with its thousands grouped as the spec writes its limits in messages ('500 000 000', '65 000 000'),
 * by no-break spaces so the number never breaks across lines: the limit messages of property and casco.
 */
export const plainThousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00A0');
