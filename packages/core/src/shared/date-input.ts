/**
 * The one date field of the product: typed and shown as 'ДД.ММ.ГГГГ' whatever the browser's language, held as the
 * contract's 'YYYY-MM-DD'. Pure functions the ui's DateField runs on every key and paste.
 */
import { isIsoDate } from './dates';

/** The field's placeholder and the message of a complete text that is no calendar day (or out of bounds). */
export const ruDateInput = {
  placeholder: 'ДД.ММ.ГГГГ',
  invalid: 'Введите существующую дату в формате ДД.ММ.ГГГГ',
  before: 'Дата не может быть раньше {date}',
  after: 'Дата не может быть позже {date}',
  openCalendar: 'Открыть календарь',
  calendar: 'Календарь',
} as const;

/** What the field shows for what was typed or pasted: its digits as 'ДД.ММ.ГГГГ', dots put in as they are due. */
export function dateInputText(typed: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed.trim());
  const digits = (iso ? `${iso[3]}${iso[2]}${iso[1]}` : typed.replace(/\D/g, '')).slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((p) => p !== '');
  return parts.join('.');
}

/** 'ДД.ММ.ГГГГ' -> 'YYYY-MM-DD' when it is a complete, existing calendar day; otherwise null. */
export function isoFromDateText(text: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** 'YYYY-MM-DD' -> 'ДД.ММ.ГГГГ'; anything else as it is ('' stays ''). */
export function dateTextFromIso(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

export interface DateBounds {
  /** Earliest day allowed, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest day allowed, 'YYYY-MM-DD'. */
  max?: string;
}

/**
 * What a typed text means: empty, still being typed, a day (its ISO value), or an error to show beside the field
 * (a complete text that is no calendar day, or a day outside the bounds).
 */
export type DateTextState =
  { kind: 'empty' } | { kind: 'partial' } | { kind: 'day'; iso: string } | { kind: 'error'; message: string };

export function readDateText(text: string, bounds: DateBounds = {}): DateTextState {
  if (text === '') return { kind: 'empty' };
  if (text.length < 10) return { kind: 'partial' };
  const iso = isoFromDateText(text);
  if (!iso) return { kind: 'error', message: ruDateInput.invalid };
  if (bounds.min && iso < bounds.min)
    return { kind: 'error', message: ruDateInput.before.replace('{date}', dateTextFromIso(bounds.min)) };
  if (bounds.max && iso > bounds.max)
    return { kind: 'error', message: ruDateInput.after.replace('{date}', dateTextFromIso(bounds.max)) };
  return { kind: 'day', iso };
}
