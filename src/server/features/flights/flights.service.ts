import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors';
import { centsToAmount } from '../../../shared/money';
import { DEFAULT_CABIN_CLASS, type Airport, type CabinClass, type Flight, type FlightPage } from '../../../shared/schemas/flights';
import { DEFAULT_PAGE_SIZE } from '../../../shared/schemas/travel';
import { containsPattern, fieldError, lapsedHold, pageOf, today } from '../search/travel-query';

export interface FlightFilters {
  from?: string;
  to?: string;
  date?: string;
  passengers?: number;
  class?: CabinClass;
  page?: number;
  limit?: number;
}

/** "6h 45m" */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

export const airportLabel = (city: string, code: string) => `${city} (${code})`;

export interface FlightRow {
  id: string;
  flight_id: string;
  airline: string;
  flight_number: string;
  aircraft: string;
  price_cents: number;
  currency: string;
  departure_date: string;
  departure_time: string;
  arrival_date: string;
  arrival_time: string;
  from_code: string;
  from_city: string;
  to_code: string;
  to_city: string;
  via_code: string | null;
  via_city: string | null;
  duration_minutes: number;
  stops: number;
  cabin_class: CabinClass;
  seats_available: number;
  /** Whether it still departs in the future (local time at the origin). */
  upcoming: boolean;
  total: string;
}

/**
 * Flights in one cabin with their seats left: capacity minus active bookings' passengers
 * (flight_seat.booked), plus the passengers of lapsed holds not yet swept. Only flights
 * still to depart (local time at their origin) are listed.
 */
export async function queryFlights(
  em: EntityManager,
  filters: { seatId?: string; seatIds?: string[]; date?: string; cabinClass?: CabinClass; fromCodes?: string[]; toCodes?: string[]; minSeats?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: FlightRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filters.seatId !== undefined) {
    where.push('s.id = ?');
    params.push(filters.seatId);
  }
  if (filters.date !== undefined) {
    where.push('f.departure_date = ?::date');
    params.push(filters.date);
  }
  if (filters.cabinClass !== undefined) {
    where.push('s.cabin_class = ?');
    params.push(filters.cabinClass);
  }
  if (filters.fromCodes) {
    if (filters.fromCodes.length === 0) return { rows: [], total: 0 };
    where.push('f.from_code in (?)');
    params.push(filters.fromCodes);
  }
  if (filters.toCodes) {
    if (filters.toCodes.length === 0) return { rows: [], total: 0 };
    where.push('f.to_code in (?)');
    params.push(filters.toCodes);
  }
  if (filters.minSeats !== undefined) {
    where.push(`(f.departure_date + f.departure_time::time) > (now() at time zone fa.time_zone)`);
    where.push('s.capacity - s.booked + coalesce(l.quantity, 0) >= ?');
    params.push(filters.minSeats);
  }
  params.push(page.limit, page.offset);
  const rows = await em.execute<FlightRow[]>(
    `with lapsed as (
       select b.item_id, sum(b.quantity)::int as quantity from booking b where b.type = 'flight' and ${lapsedHold('b')} group by b.item_id
     )
     select s.id, f.id as flight_id, f.airline, f.flight_number, f.aircraft, s.price_cents, s.currency,
            f.departure_date, f.departure_time, f.arrival_date, f.arrival_time,
            f.from_code, fa.city as from_city, f.to_code, ta.city as to_city, f.via_code, va.city as via_city,
            f.duration_minutes, f.stops, s.cabin_class,
            (s.capacity - s.booked + coalesce(l.quantity, 0))::int as seats_available,
            (f.departure_date + f.departure_time::time) > (now() at time zone fa.time_zone) as upcoming,
            count(*) over () as total
       from flight f
       join flight_seat s on s.flight_id = f.id
       join airport fa on fa.code = f.from_code
       join airport ta on ta.code = f.to_code
       left join airport va on va.code = f.via_code
       left join lapsed l on l.item_id = s.id
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by f.departure_date, f.departure_time, s.price_cents, f.flight_number
      limit ? offset ?`,
    params,
  );
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

export function toFlightDto(row: FlightRow): Flight {
  return {
    id: row.id,
    flightId: row.flight_id,
    airline: row.airline,
    flightNumber: row.flight_number,
    aircraft: row.aircraft,
    price: centsToAmount(row.price_cents),
    currency: row.currency,
    date: row.departure_date,
    departureTime: row.departure_time,
    arrivalTime: row.arrival_time,
    arrivalDate: row.arrival_date,
    fromAirport: airportLabel(row.from_city, row.from_code),
    toAirport: airportLabel(row.to_city, row.to_code),
    fromCode: row.from_code,
    toCode: row.to_code,
    fromCity: row.from_city,
    toCity: row.to_city,
    duration: formatDuration(row.duration_minutes),
    durationMinutes: row.duration_minutes,
    stops: row.stops,
    via: row.via_code && row.via_city ? airportLabel(row.via_city, row.via_code) : null,
    class: row.cabin_class,
    seatsAvailable: Math.max(0, row.seats_available),
  };
}

/** GET /api/flights: one day's flights on a route with seats for every passenger, earliest first. */
export async function searchFlights(em: EntityManager, filters: FlightFilters): Promise<FlightPage> {
  const todayDate = today();
  const date = filters.date ?? todayDate;
  if (date < todayDate) throw fieldError('date', `Must be today (${todayDate}) or later`);
  const passengers = filters.passengers ?? 1;
  const cabinClass = filters.class ?? DEFAULT_CABIN_CLASS;
  const { page, limit, offset } = pageOf(filters, DEFAULT_PAGE_SIZE);
  const { rows, total } = await queryFlights(
    em,
    {
      date,
      cabinClass,
      fromCodes: filters.from ? [filters.from] : undefined,
      toCodes: filters.to ? [filters.to] : undefined,
      minSeats: passengers,
    },
    { limit, offset },
  );
  return { items: rows.map(toFlightDto), total, page, limit, hasMore: offset + rows.length < total, date, passengers, class: cabinClass };
}

export async function getFlight(em: EntityManager, seatId: string): Promise<Flight> {
  const { rows } = await queryFlights(em, { seatId }, { limit: 1, offset: 0 });
  if (!rows[0]) throw notFound('Flight not found');
  return toFlightDto(rows[0]);
}

export async function listAirports(em: EntityManager): Promise<Airport[]> {
  const rows = await em.execute<{ code: string; name: string; city: string; country: string }[]>(
    `select code, name, city, country from airport order by city, code`,
  );
  return rows.map((row) => ({ ...row, label: airportLabel(row.city, row.code) }));
}

/** Airport codes whose code, city, name or country matches a free-text query. */
export async function matchAirports(em: EntityManager, text: string): Promise<string[]> {
  const trimmed = text.trim();
  const rows = await em.execute<{ code: string }[]>(
    `select code from airport where upper(code) = upper(?) or city ilike ? or name ilike ? or country ilike ?`,
    [trimmed, containsPattern(trimmed), containsPattern(trimmed), trimmed],
  );
  return rows.map((row) => row.code);
}
