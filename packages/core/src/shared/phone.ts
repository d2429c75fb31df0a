/**
 * Phone, IIN and code masks of spec part 1 (sections 1, 5 and 9): phone mask +7(###) ###-####, a full phone is
 * 16 characters with the prefix +7; IIN mask 12 digits; one-time codes 4 digits.
 *
 * The *_MASK constants use imask's pattern syntax ('0' is any digit, every other character is fixed), ready for
 * `<Input mask={PHONE_MASK} />`; PHONE_DISPLAY_MASK is the spec's own notation ('#' is a digit).
 */
export const PHONE_PREFIX = '+7';
export const PHONE_MASK = '+7(000) 000-0000';
export const PHONE_DISPLAY_MASK = '+7(###) ###-####';
/** Length of a complete masked phone ('+7(707) 123-4567'). */
export const PHONE_LENGTH = 16;

/** Login, reset and beneficiary IIN: 12 digits, no separators. */
export const IIN_MASK = '000000000000';
/** IIN with spaces (employee modal, signatory search): 15 characters when complete. */
export const IIN_SPACED_MASK = '000 000 000 000';
/** One-time SMS code: 4 digits. */
export const CODE_MASK = '0000';

const COMPLETE = /^\+7\(\d{3}\) \d{3}-\d{4}$/;

/** The 10 national digits (after the country code 7) of a phone in any notation, or null. */
function nationalDigits(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  // '+7...' already carries the country code: a half-typed '+7(707) 123-456' has 10 digits but is not a phone.
  if (value.trim().startsWith('+')) return digits.length === 11 && digits[0] === '7' ? digits.slice(1) : null;
  if (digits.length === 10) return digits;
  if (digits.length === 11 && (digits[0] === '7' || digits[0] === '8')) return digits.slice(1);
  return null;
}

/**
 * Formats a phone as the mask shows it: '7071234567', '77071234567', '87071234567' and '+7 707 123 45 67' all
 * give '+7(707) 123-4567'. Anything else (not 10 digits, not 11 digits starting with 7 or 8, or a '+' number
 * that is not +7 and 10 digits) is returned unchanged (trimmed), so a display never loses what the server sent.
 */
export function formatPhone(digits: string): string {
  const n = nationalDigits(digits);
  if (n === null) return digits.trim();
  return `${PHONE_PREFIX}(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;
}

/**
 * The 11 digits the back end stores ('77071234567') from a masked phone ('+7(707) 123-4567') or any notation
 * that formatPhone accepts; null when the input does not hold a complete phone (e.g. a half-typed mask).
 */
export function phoneDigits(masked: string): string | null {
  const n = nationalDigits(masked);
  return n === null ? null : `7${n}`;
}

/** Whether the masked input is a complete phone: 16 characters in the shape of the mask (spec: 'length above 15'). */
export function isCompletePhone(masked: string): boolean {
  return masked.length === PHONE_LENGTH && COMPLETE.test(masked);
}
