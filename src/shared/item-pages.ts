// The paths of a hotel's and a tour's own page, which cards (search results, Home's deals, the
// assistant's answers) open. A hotel's page shows the stay searched: its dates and party (guests,
// or rooms, adults and each child's age) ride along in the query string, and the page books that stay.

export interface StaySearched {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  rooms?: number;
  adults?: number;
  childAges?: number[];
}

export function hotelPagePath(id: string, stay: StaySearched = {}): string {
  const query = new URLSearchParams();
  if (stay.checkIn) query.set('checkIn', stay.checkIn);
  if (stay.checkOut) query.set('checkOut', stay.checkOut);
  if (stay.guests) query.set('guests', String(stay.guests));
  if (stay.rooms) query.set('rooms', String(stay.rooms));
  if (stay.adults) query.set('adults', String(stay.adults));
  for (const age of stay.childAges ?? []) query.append('childAges', String(age));
  const search = query.toString();
  return `/hotels/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
}

/** `date`: the first date of the departures shown (the date searched). */
export function tourPagePath(id: string, date?: string): string {
  return `/tours/${encodeURIComponent(id)}${date ? `?date=${date}` : ''}`;
}
