// The flight search statement: seats of one cabin on dated flights with the seats left and
// whether the flight still departs in the future, filtered, ordered and paged in one query.
// It stays raw SQL because "seats left" adds back the lapsed holds not yet swept and
// "upcoming" compares the departure with the current time at the origin airport (its time
// zone), both computed by PostgreSQL. The seats themselves are then loaded as entities.
import type { EntityManager } from '@mikro-orm/postgresql';
import { FlightSeat } from '@db/entities/flight';
import type { CabinClass } from '@shared/schemas/flights';
import type { FlightSort } from '@shared/travel-terms';
import { lapsedHoldSql } from '../../core/inventory/lapsed-holds';

export interface FlightSeatFilters {
  seatId?: string;
  date?: string;
  cabinClass?: CabinClass;
  fromCodes?: string[];
  toCodes?: string[];
  /** Only flights still to depart with at least this many seats left. */
  minSeats?: number;
  /** Absent: earliest departure first. */
  sort?: FlightSort;
}

/** Each order ends on the flight number and the seat id, so pages never overlap. */
const FLIGHT_ORDER: Record<FlightSort, string> = {
  departure: 'f.departure_date, f.departure_time, s.price_cents',
  price: 's.price_cents, f.departure_date, f.departure_time',
  duration: 'f.duration_minutes, f.departure_date, f.departure_time, s.price_cents',
};

export interface SeatWithAvailability {
  seat: FlightSeat;
  /** Seats left: capacity minus active bookings' passengers, plus lapsed holds not yet swept. */
  seatsAvailable: number;
  /** Whether it still departs in the future (local time at the origin). */
  upcoming: boolean;
}

async function findAvailableSeatIds(
  em: EntityManager,
  filters: FlightSeatFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: { id: FlightSeat['id']; seats_available: number; upcoming: boolean }[]; total: number }> {
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
    where.push('f.from_code in (?)');
    params.push(filters.fromCodes);
  }
  if (filters.toCodes) {
    where.push('f.to_code in (?)');
    params.push(filters.toCodes);
  }
  if (filters.minSeats !== undefined) {
    where.push(`(f.departure_date + f.departure_time::time) > (now() at time zone fa.time_zone)`);
    where.push('s.capacity - s.booked + coalesce(l.quantity, 0) >= ?');
    params.push(filters.minSeats);
  }
  const rows = await em.execute<{ id: FlightSeat['id']; seats_available: number; upcoming: boolean; total: string }[]>(
    `with lapsed as (
       select b.item_id, sum(b.quantity)::int as quantity from booking b where b.type = 'flight' and ${lapsedHoldSql('b')} group by b.item_id
     )
     select s.id, (s.capacity - s.booked + coalesce(l.quantity, 0))::int as seats_available,
            (f.departure_date + f.departure_time::time) > (now() at time zone fa.time_zone) as upcoming,
            count(*) over () as total
       from flight f
       join flight_seat s on s.flight_id = f.id
       join airport fa on fa.code = f.from_code
       left join lapsed l on l.item_id = s.id
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by ${FLIGHT_ORDER[filters.sort ?? 'departure']}, f.flight_number, s.id
      limit ? offset ?`,
    [...params, page.limit, page.offset],
  );
  // Past the last page the window count has no row to ride on: count from the first page.
  if (rows.length === 0 && page.offset > 0) return { rows, total: (await findAvailableSeatIds(em, filters, { limit: 1, offset: 0 })).total };
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

/** One page of flight seats (one cabin of one dated flight each) with their flight and airports loaded. */
export async function findFlightSeats(
  em: EntityManager,
  filters: FlightSeatFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: SeatWithAvailability[]; total: number }> {
  if (filters.fromCodes?.length === 0 || filters.toCodes?.length === 0) return { rows: [], total: 0 };
  const found = await findAvailableSeatIds(em, filters, page);
  if (found.rows.length === 0) return { rows: [], total: found.total };
  const seats = await em.find(FlightSeat, { id: { $in: found.rows.map((row) => row.id) } }, { populate: ['flight.from', 'flight.to', 'flight.via'] });
  const seatById = new Map(seats.map((seat) => [seat.id, seat]));
  // A seat removed between the two statements (a schedule roll) is simply left out.
  const rows = found.rows.flatMap((row) => {
    const seat = seatById.get(row.id);
    return seat ? [{ seat, seatsAvailable: row.seats_available, upcoming: row.upcoming }] : [];
  });
  return { rows, total: found.total };
}
