// Calendar dates are 'YYYY-MM-DD' strings; dayjs reads them as local calendar days, so
// formatting never shifts a day whatever the browser's time zone.
import dayjs from 'dayjs';

/** 'Dec 25' */
export function shortDate(date: string): string {
  return dayjs(date).format('MMM D');
}

/** 'Thu, Dec 25, 2026' */
export function longDate(date: string): string {
  return dayjs(date).format('ddd, MMM D, YYYY');
}

/** 'Dec 25 – Dec 28, 2026', or one date when both are the same or the end is missing. */
export function dateRange(start: string | null, end: string | null): string {
  if (!start) return '';
  if (!end || end === start) return longDate(start);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${dayjs(start).format(sameYear ? 'ddd, MMM D' : 'ddd, MMM D, YYYY')} – ${longDate(end)}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
