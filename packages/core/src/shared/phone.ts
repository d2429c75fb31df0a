/**
 * Phone, IIN and code masks of spec part 1 (sections 1, 5 and 9): phone mask +7(###) ###-####, a full phone is
 * 16 characters with the prefix +7; IIN mask 12 digits; one-time codes 4 digits.
 *
 * The *_MASK constants use the masked input's pattern syntax ('0' is any digit, every other character is fixed), ready for
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

/**
 * What a phone field (mask '+7(000) 000-0000') takes from a keystroke or a paste, so that every phone field of the
 * product behaves alike: the mask's '+7' is the country code, and what the user types are the national digits.
 * Without this the mask's fixed '7' swallows a typed '7' ('7015120128' became '+7(015) 120-128').
 * `shown` is what the field shows before the input; the answer is what the mask should append.
 * - a key into a field without a national digit yet: a digit starts the national number ('7' gives '+7(7'), a
 *   trunk '8' is dropped (no Kazakh national code starts with 8), '+' shows the plus, and a '7' right after a typed
 *   '+' is the country code ('+77012345678' typed gives '+7(701) 234-5678');
 * - pasted or set as a whole: '+7 701 512 0128', '87015120128', '77015120128', '7015120128' and '+7(701)
 *   512-0128' all give the same national digits; '+7' alone is the country code only.
 */
export function phoneInput(typed: string, shown: string): string {
  const started = /^\+7\(?\d/.test(shown);
  if (typed.length <= 1) {
    if (started) return /\d/.test(typed) ? typed : '';
    if (typed === '+') return shown === '' ? '+' : '';
    if (!/\d/.test(typed)) return '';
    if (shown === '+') return typed === '7' ? '7' : `7${typed}`;
    if (shown === '' && typed === '8') return '';
    return shown === '' ? `${PHONE_PREFIX}${typed}` : typed;
  }
  let digits = typed.replace(/\D/g, '');
  if (typed.trim().startsWith('+') || digits === '7')
    digits = digits.startsWith('7') ? digits.slice(1) : digits;
  else if (digits.length === 11 && /^[78]/.test(digits)) digits = digits.slice(1);
  return shown === '' ? `${PHONE_PREFIX}${digits}` : digits;
}

/** Whether the masked input is a complete phone: 16 characters in the shape of the mask (spec: 'length above 15'). */
export function isCompletePhone(masked: string): boolean {
  return masked.length === PHONE_LENGTH && COMPLETE.test(masked);
}
