// Opening hours shown as the spec writes them: consecutive days with the same hours become one
// line ('Mon-Fri 9:00-18:00', 'Sat 10:00-16:00', 'Sun 12:00-16:00'). Used by About and
// Contact, whatever the brand's settings say.
import type { OpeningHours, Weekday } from './schemas/branding';

export interface HoursLine {
  from: Weekday;
  /** The last day of the run; equal to `from` for a single day. */
  to: Weekday;
  /** null: closed. */
  open: string | null;
  close: string | null;
}

export function groupOpeningHours(days: readonly OpeningHours[]): HoursLine[] {
  const lines: HoursLine[] = [];
  for (const day of days) {
    const last = lines[lines.length - 1];
    if (last && last.open === day.open && last.close === day.close) last.to = day.day;
    else lines.push({ from: day.day, to: day.day, open: day.open, close: day.close });
  }
  return lines;
}

/** '09:00' → '9:00', as the spec writes hours. */
export function shortClock(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** A Monday, so that the weekday `index` days later names the day in any language (Intl). */
export function referenceDate(day: Weekday): string {
  const index = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(day);
  return `2024-01-0${index + 1}`;
}

const ENGLISH_DAYS: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/** The hours in English as the spec writes them ({ days: 'Mon-Fri', hours: '9:00-18:00' }), for the API and the vCard. */
export function englishHoursLines(days: readonly OpeningHours[]): { days: string; hours: string }[] {
  return groupOpeningHours(days).map((line) => ({
    days: line.from === line.to ? ENGLISH_DAYS[line.from] : `${ENGLISH_DAYS[line.from]}-${ENGLISH_DAYS[line.to]}`,
    hours: line.open && line.close ? `${shortClock(line.open)}-${shortClock(line.close)}` : 'Closed',
  }));
}
