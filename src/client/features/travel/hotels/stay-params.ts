// /hotels/:id?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N: the stay a card was showing. Bad
// or unbookable values are dropped (the page then shows tonight, as the API does, for one guest).
import { BOOKING_HORIZON_DAYS, MAX_GUESTS, MAX_STAY_NIGHTS, isCalendarDate } from '@shared/travel-terms';
import { addDays, daysBetween, travelToday } from '@shared/travel-calendar';

export interface StayParams {
  checkIn?: string;
  checkOut?: string;
  guests: number;
}

export function parseStayParams(params: URLSearchParams, today = travelToday()): StayParams {
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const guests = Number(params.get('guests'));
  const stay: StayParams = { guests: Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS ? guests : 1 };
  if (!isCalendarDate(checkIn) || checkIn < today || checkIn > addDays(today, BOOKING_HORIZON_DAYS)) return stay;
  stay.checkIn = checkIn;
  if (isCalendarDate(checkOut) && daysBetween(checkIn, checkOut) >= 1 && daysBetween(checkIn, checkOut) <= MAX_STAY_NIGHTS) stay.checkOut = checkOut;
  return stay;
}
