import { CABIN_CLASSES, DEFAULT_CABIN_CLASS, DEFAULT_FLIGHT_FROM, DEFAULT_FLIGHT_TO, MAX_PASSENGERS, MIN_PASSENGERS } from '@shared/travel-terms';
import type { CabinClass, FlightSearchRequest } from '@shared/schemas/flights';
import { addDays, travelToday } from '@shared/travel-calendar';

export interface FlightFilterValues {
  /** Airport codes; '' searches every airport on that side. */
  from: string;
  to: string;
  date: string;
  passengers: number;
  cabinClass: CabinClass;
}

/** Defaults: DXB to CDG, 1 adult; departing tomorrow, economy. */
export function defaultFlightFilters(today = travelToday()): FlightFilterValues {
  return { from: DEFAULT_FLIGHT_FROM, to: DEFAULT_FLIGHT_TO, date: addDays(today, 1), passengers: MIN_PASSENGERS, cabinClass: DEFAULT_CABIN_CLASS };
}

export function clampPassengers(value: number): number {
  return Number.isInteger(value) ? Math.min(Math.max(value, MIN_PASSENGERS), MAX_PASSENGERS) : MIN_PASSENGERS;
}

export function isCabinClass(value: string): value is CabinClass {
  return (CABIN_CLASSES as readonly string[]).includes(value);
}

export function flightSearchInput(filters: FlightFilterValues): FlightSearchRequest {
  return { from: filters.from || undefined, to: filters.to || undefined, date: filters.date, passengers: filters.passengers, class: filters.cabinClass };
}
