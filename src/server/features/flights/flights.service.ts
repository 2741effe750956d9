import { raw, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Airport as AirportEntity } from '@db/entities/flight';
import { notFound } from '../../errors';
import { centsToAmount } from '@shared/money';
import { DEFAULT_CABIN_CLASS, type Airport, type CabinClass, type Flight, type FlightPage } from '@shared/schemas/flights';
import { DEFAULT_PAGE_SIZE } from '@shared/schemas/travel';
import { placePattern, hasMoreAfter, likeLiteral, pageOf, type PageWindow } from '../../core/catalogue-query';
import { assertNotPast, today } from '../../core/travel-calendar';
import { findFlightSeats, type FlightSeatFilters, type SeatWithAvailability } from './flight-availability';
import { t } from '../../core/i18n';
import type { FlightSort } from '@shared/travel-terms';

export interface FlightFilters {
  from?: string;
  to?: string;
  date?: string;
  passengers?: number;
  class?: CabinClass;
  sort?: FlightSort;
  page?: number;
  limit?: number;
}

/** "6h 45m" */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** "Dubai (DXB)". */
export const airportLabel = (airport: Pick<AirportEntity, 'city' | 'code'>) => `${airport.city} (${airport.code})`;

function toFlightDto({ seat, seatsAvailable }: SeatWithAvailability): Flight {
  const { flight } = seat;
  return {
    id: seat.id,
    flightId: flight.id,
    airline: flight.airline,
    flightNumber: flight.flightNumber,
    aircraft: flight.aircraft,
    price: centsToAmount(seat.priceCents),
    currency: seat.currency,
    date: flight.departureDate,
    departureTime: flight.departureTime,
    arrivalTime: flight.arrivalTime,
    arrivalDate: flight.arrivalDate,
    fromAirport: airportLabel(flight.from),
    toAirport: airportLabel(flight.to),
    fromCode: flight.from.code,
    toCode: flight.to.code,
    fromCity: flight.from.city,
    toCity: flight.to.city,
    duration: formatDuration(flight.durationMinutes),
    durationMinutes: flight.durationMinutes,
    stops: flight.stops,
    via: flight.via ? airportLabel(flight.via) : null,
    class: seat.cabinClass,
    seatsAvailable: Math.max(0, seatsAvailable),
  };
}

/** Flights still to depart with seats left, as API results, and the total over all pages. */
export async function listFlights(em: EntityManager, filters: Omit<FlightSeatFilters, 'seatId'> & { minSeats: number }, window: PageWindow) {
  const { rows, total } = await findFlightSeats(em, filters, window);
  return { items: rows.map(toFlightDto), total };
}

/** GET /api/flights: one day's flights on a route with seats for every passenger, earliest first. */
export async function searchFlights(em: EntityManager, filters: FlightFilters): Promise<FlightPage> {
  const todayDate = today();
  const date = filters.date ?? todayDate;
  assertNotPast('date', date, todayDate);
  const passengers = filters.passengers ?? 1;
  const cabinClass = filters.class ?? DEFAULT_CABIN_CLASS;
  const window = pageOf(filters, DEFAULT_PAGE_SIZE);
  const { items, total } = await listFlights(
    em,
    {
      date,
      cabinClass,
      fromCodes: filters.from ? [filters.from] : undefined,
      toCodes: filters.to ? [filters.to] : undefined,
      minSeats: passengers,
      sort: filters.sort,
    },
    window,
  );
  return { items, total, page: window.page, limit: window.limit, hasMore: hasMoreAfter(window, items.length, total), date, passengers, class: cabinClass };
}

export async function getFlight(em: EntityManager, seatId: string): Promise<Flight> {
  const { rows } = await findFlightSeats(em, { seatId }, { limit: 1, offset: 0 });
  if (!rows[0]) throw notFound(t('errors:notFound.flight'));
  return toFlightDto(rows[0]);
}

export async function listAirports(em: EntityManager): Promise<Airport[]> {
  const airports = await em.find(AirportEntity, {}, { orderBy: { city: 'asc', code: 'asc' } });
  return airports.map((airport) => ({ code: airport.code, name: airport.name, city: airport.city, country: airport.country, label: airportLabel(airport) }));
}

/** Airport codes whose code, city, name or country matches a free-text query. */
export async function matchAirports(em: EntityManager, text: string): Promise<string[]> {
  const trimmed = text.trim();
  const pattern = placePattern(trimmed);
  const airports = await em.find(
    AirportEntity,
    {
      $or: [
        { [sql.upper('code')]: raw('upper(?)', [trimmed]) },
        { city: { $ilike: pattern } },
        { name: { $ilike: pattern } },
        { country: { $ilike: likeLiteral(trimmed) } },
      ],
    },
    { fields: ['code'] },
  );
  return airports.map((airport) => airport.code);
}
