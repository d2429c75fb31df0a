/** Dates in documents: Kazakhstan time (Asia/Almaty), Russian numeric style. */
export const TIME_ZONE = 'Asia/Almaty';

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** '02.03.2026' */
export function formatDate(ms: number): string {
  return dateFormat.format(new Date(ms));
}

/** '02.03.2026 14:00' */
export function formatDateTime(ms: number): string {
  return `${formatDate(ms)} ${timeFormat.format(new Date(ms))}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date `days` days after `ms` (calendar arithmetic on the Almaty date is close enough for documents). */
export function addDays(ms: number, days: number): number {
  return ms + days * DAY_MS;
}
