/**
 * Calendar dates as the contract writes them ('YYYY-MM-DD'): one check that the day exists, used by the
 * contract's schemas (so the sandbox refuses '2020-13-45') and by the form validators alike.
 */
import * as z from 'zod/mini';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An existing calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A contract field holding an existing calendar day 'YYYY-MM-DD'. */
export const isoDateField = (message?: string) =>
  z.string().check(z.regex(ISO_DATE, message), z.refine(isIsoDate, message));

const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/** 'YYYY-MM-DD HH:mm:ss' (Asia/Almaty, as the server writes it) -> {date 'DD.MM.YYYY', time 'HH:mm'}. */
export function splitServerTime(value: string): { date: string; time: string; dateTime: string } {
  const m = SERVER_TIME.exec(value);
  if (!m) return { date: value, time: '', dateTime: value };
  const [, y, mo, d, h, mi, s = '00'] = m;
  return { date: `${d}.${mo}.${y}`, time: `${h}:${mi}`, dateTime: `${y}-${mo}-${d}T${h}:${mi}:${s}` };
}

/** 'YYYY-MM-DD HH:mm:ss' -> 'DD.MM.YYYY HH:mm' (the value unchanged when it is not in that form). */
export function formatServerTime(value: string): string {
  const { date, time } = splitServerTime(value);
  return time ? `${date} ${time}` : date;
}

/** A day for reading: 'YYYY-MM-DD' -> 'DD.MM.YYYY'; a server time 'YYYY-MM-DD HH:mm:ss' -> 'DD.MM.YYYY HH:mm'. */
export function displayDate(value: string): string {
  const day = ISO_DATE.exec(value.trim());
  return day ? `${day[3]}.${day[2]}.${day[1]}` : formatServerTime(value);
}

/** A validity period 'DD.MM.YYYY – DD.MM.YYYY' from two values starting 'YYYY-MM-DD' (others unchanged). */
export function displayPeriod(from: string, to: string): string {
  const day = (v: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
    return m ? `${m[3]}.${m[2]}.${m[1]}` : v;
  };
  return `${day(from)} – ${day(to)}`;
}
