// The calendar every dated request follows (check-in, pickup, departure, tour date). Dates are
// 'YYYY-MM-DD' strings compared as strings and computed with the UTC day arithmetic of
// src/shared/schemas/travel.ts, never Date objects in local time; "today" is the travel
// calendar's (East Africa), wherever the server runs.
import { BOOKING_HORIZON_DAYS, addDays, travelToday } from '@shared/schemas/travel';
import { fieldError } from './catalogue-query';
import { t } from './i18n';

export function today(): string {
  return travelToday();
}

/** A first date (check-in, pickup, departure) must be today or later and within the horizon. */
export function assertBookableDate(field: string, date: string, todayDate = today()): void {
  assertNotPast(field, date, todayDate);
  const last = addDays(todayDate, BOOKING_HORIZON_DAYS);
  if (date > last) throw fieldError(field, t('errors:dates.horizon', { count: BOOKING_HORIZON_DAYS, last }));
}

/** A date searched for (a flight's day) must be today or later. */
export function assertNotPast(field: string, date: string, todayDate = today()): void {
  if (date < todayDate) throw fieldError(field, t('errors:dates.notPast', { today: todayDate }));
}
