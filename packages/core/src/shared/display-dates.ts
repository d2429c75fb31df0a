/**
 * Dates for reading (DD.MM.YYYY, HH:mm) from the contract's day and the server's time (Asia/Almaty): the views
 * show them through these, never by parsing. Apart from dates.ts, which the shell's contracts need, so that a
 * route without dates does not carry them.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
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
  const day = ISO_DAY.exec(value.trim());
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

/** A moment (ms) as the server writes times: 'YYYY-MM-DD HH:mm:ss' in Almaty (UTC+5, no daylight saving). */
export function almatyTime(ms: number): string {
  return new Date(ms + 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
