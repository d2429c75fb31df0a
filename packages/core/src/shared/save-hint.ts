import { fmt } from './i18n/ru';

/** What a disabled 'Сохранить' says: the labels of the fields still missing, in the order of the form. */
export const SAVE_HINT = 'Чтобы сохранить, заполните: {fields}';

/** The hint for a save that the form's missing fields block, or null when nothing is missing. */
export function saveHint(missing: readonly string[]): string | null {
  return missing.length === 0 ? null : fmt(SAVE_HINT, { fields: missing.join(', ') });
}
