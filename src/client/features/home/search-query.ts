import dayjs from 'dayjs';

export type HomeService = 'hotels' | 'flights' | 'cars';

/** The spec's 'Dec 25': the coming 25 December (this year's, or next year's once passed). */
export function defaultCheckIn(today = dayjs()): string {
  const thisYear = today.month(11).date(25);
  return (today.isAfter(thisYear, 'day') ? thisYear.add(1, 'year') : thisYear).format('YYYY-MM-DD');
}

export function searchUrl({ destination, service, checkIn, guests }: { destination: string; service: HomeService; checkIn: string | null; guests: number }): string {
  const params = new URLSearchParams({ type: service });
  if (destination.trim()) params.set('q', destination.trim());
  if (checkIn) params.set('checkIn', checkIn);
  params.set('guests', String(guests));
  return `/search?${params}`;
}
