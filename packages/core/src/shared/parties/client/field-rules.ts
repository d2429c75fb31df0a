import { fmt } from '../../i18n/ru';
import { ruClient } from './ru';

/**
 * The rules of the client's own fields (spec part 2 section 5.1), which the field table (fields.ts) names: a
 * non-resident's names and the e-mail. The dialog's other rules are rules.ts.
 */

// ------------------------------------------------------------------------------------------------------------
// Non-resident names (5.1)

const LATIN = /[A-Za-z]/;
/** Russian and Kazakh Cyrillic (ӘәҒғҚқҢңӨөҰұҮүҺһІі). */
const CYRILLIC = /[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/;
const ALLOWED_OTHER = /[1\- ]/;

/**
 * A non-resident's surname or name: only Latin or only Cyrillic letters (Kazakh included), besides them only the
 * digit 1, a hyphen and a space. Null when valid; else the spec's message followed by the advice to redo the
 * passport recognition. `field` names the field in the digit message ('Фамилия', 'Имя').
 */
export function nonResidentNameError(value: string, field: string): string | null {
  let latin = false;
  let cyrillic = false;
  for (const ch of value) {
    if (LATIN.test(ch)) latin = true;
    else if (CYRILLIC.test(ch)) cyrillic = true;
    else if (ALLOWED_OTHER.test(ch)) continue;
    else if (/\d/.test(ch)) return `${fmt(ruClient.name.digit, { field })}. ${ruClient.name.advice}`;
    else return `${ruClient.name.forbidden}. ${ruClient.name.advice}`;
  }
  if (latin && cyrillic) return `${ruClient.name.mixed}. ${ruClient.name.advice}`;
  return null;
}

// ------------------------------------------------------------------------------------------------------------
// E-mail (5.1): letters, digits and @ . _ + - only, a single @, a domain with a TLD of at least two letters.

const EMAIL_CHARS = /^[\p{L}\p{N}@._+-]+$/u;
const EMAIL_SHAPE = /^[^@]+@[^@.]+(\.[^@.]+)*\.\p{L}{2,}$/u;

/** Null for an empty or valid e-mail, else 'Некорректный email'. */
export function emailError(value: string): string | null {
  if (value === '') return null;
  if (!EMAIL_CHARS.test(value) || value.split('@').length !== 2 || !EMAIL_SHAPE.test(value))
    return ruClient.email;
  return null;
}
