// /hotels/:id?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N (or &rooms=R&adults=A&childAges=4&childAges=9):
// the stay a card was showing. Bad or unbookable values are dropped (the page then shows tonight,
// as the API does, for one adult).
import { BOOKING_HORIZON_DAYS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_GUESTS, MAX_ROOMS_PER_BOOKING, MAX_STAY_NIGHTS, isCalendarDate } from '@shared/travel-terms';
import { addDays, daysBetween, travelToday } from '@shared/travel-calendar';
import { hotelPagePath } from '@shared/item-pages';
import type { Hotel } from '@shared/schemas/hotels';

export interface StayParams {
  checkIn?: string;
  checkOut?: string;
  /** Adults: `adults`, else the older `guests`, else 1. */
  guests: number;
  rooms?: number;
  childAges: number[];
}

const whole = (value: string | null, min: number, max: number) => {
  const number = Number(value);
  return value !== null && value !== '' && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

export function parseStayParams(params: URLSearchParams, today = travelToday()): StayParams {
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const adults = whole(params.get('adults'), 1, MAX_GUESTS) ?? whole(params.get('guests'), 1, MAX_GUESTS) ?? 1;
  const ages = params.getAll('childAges').map((age) => whole(age, 0, MAX_CHILD_AGE));
  const childAges = ages.every((age) => age !== undefined) && ages.length <= MAX_CHILDREN ? (ages as number[]) : [];
  const rooms = whole(params.get('rooms'), 1, Math.min(MAX_ROOMS_PER_BOOKING, adults));
  const stay: StayParams = { guests: adults, childAges, ...(rooms ? { rooms } : {}) };
  if (!isCalendarDate(checkIn) || checkIn < today || checkIn > addDays(today, BOOKING_HORIZON_DAYS)) return stay;
  stay.checkIn = checkIn;
  if (isCalendarDate(checkOut) && daysBetween(checkIn, checkOut) >= 1 && daysBetween(checkIn, checkOut) <= MAX_STAY_NIGHTS) stay.checkOut = checkOut;
  return stay;
}

/**
 * A search result's page, for the same stay and party: the rooms and adults the answer took for
 * the party with the children's ages, or `guests` when the answer names no rooms for the party.
 */
export function hotelStayPath(hotel: Pick<Hotel, 'id' | 'checkIn' | 'checkOut' | 'roomsForParty'>, guests?: number, childAges?: number[]): string {
  const party = hotel.roomsForParty;
  return hotelPagePath(hotel.id, {
    checkIn: hotel.checkIn,
    checkOut: hotel.checkOut,
    ...(party ? { rooms: party.roomCount, adults: party.adults, childAges } : { guests }),
  });
}
