import { travelToday } from '@shared/travel-calendar';

export type HomeService = 'hotels' | 'flights' | 'cars';

/**
 * The spec's 'Dec 25': the coming 25 December (this year's, or next year's once passed), by
 * the travel calendar the server books by (Nairobi's date, wherever the phone is), never the
 * device's own date: at 23:30 UTC on 25 December it is already the 26th in Nairobi.
 */
export function defaultCheckIn(today = travelToday()): string {
  const thisYear = `${today.slice(0, 4)}-12-25`;
  return today > thisYear ? `${Number(today.slice(0, 4)) + 1}-12-25` : thisYear;
}

export function searchUrl({
  destination,
  service,
  checkIn,
  guests,
}: {
  destination: string;
  service: HomeService;
  checkIn: string | null;
  guests: number;
}): string {
  const params = new URLSearchParams({ type: service });
  if (destination.trim()) params.set('q', destination.trim());
  if (checkIn) params.set('checkIn', checkIn);
  params.set('guests', String(guests));
  return `/search?${params}`;
}
