// Inventory holds: how a booking takes (and gives back) rooms, seats, cars and places without
// ever overselling, enforced by PostgreSQL rather than by checking first and inserting later.
//
// Every kind of inventory has a ledger row with `capacity` and `booked` and a
// CHECK (booked >= 0 and booked <= capacity): hotel_night (per hotel per night), car_day (per
// car model per day), flight_seat (per dated flight per cabin), tour_departure (per departure).
// `booked` counts active bookings: confirmed ones and pending ones whose hold is still live.
//
// Taking inventory happens in the transaction that inserts the booking:
// - hotels and cars lock the item row (SELECT ... FOR UPDATE) so bookings of one hotel or car
//   model queue up, then add to every night/day with a conditional UPDATE
//   (booked + q <= capacity) and require every row to have been updated;
// - flights and tours use one atomic conditional UPDATE on their single ledger row.
// If anything does not fit, the transaction rolls back; the CHECK is the backstop.
//
// Lapsed holds (pending past hold_expires_at) stay in `booked` until a sweep marks them
// `expired` and gives their units back. Searches add lapsed units back when they count, and
// a booking first expires the lapsed holds of the item it wants, in its own transaction.
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound } from '../../errors';
import { ONE_WAY_FEE_CENTS, SAME_LOCATION } from '../../../shared/schemas/cars';
import type { BookableType, BookingDetails } from '../../../shared/schemas/bookings';
import { MAX_RENTAL_DAYS, MAX_STAY_NIGHTS, addDays, daysBetween, rentalDays } from '../../../shared/schemas/travel';
import { airportLabel, formatDuration } from '../flights/flights.service';
import { resolveDropoff } from '../cars/cars.service';
import { assertBookableDate, fieldError, lapsedHold } from '../search/travel-query';

export interface HoldRequest {
  type: BookableType;
  itemId: string;
  startDate?: string;
  endDate?: string;
  quantity: number;
  dropoffLocation?: string;
}

/** What a hold took, priced per unit, with the booking's descriptive details. */
export interface Reservation {
  itemId: string;
  startDate: string;
  endDate: string;
  quantity: number;
  unitCents: number;
  /** Nights or days charged; 1 for flights and tours. */
  periods: number;
  fees: { label: string; centsPerUnit: number }[];
  details: Omit<BookingDetails, 'startDate' | 'endDate' | 'quantity' | 'quantityLabel' | 'unitPrice' | 'unitLabel' | 'lines'>;
}

/** The booking fields that say what inventory it holds. */
export interface HeldInventory {
  type: string;
  item_id: string;
  start_date: string | null;
  end_date: string | null;
  quantity: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function soldOut(left: number, what: string, unit: string) {
  return conflict(left <= 0 ? `Sold out: no ${unit}s left ${what}` : `Only ${plural(left, unit)} left ${what}`, 'quantity');
}

/** The days a car booking occupies: pickup up to (not including) return; a same-day return is one day. */
function carDaysEnd(startDate: string, endDate: string): string {
  return addDays(startDate, rentalDays(startDate, endDate));
}

/** Ledgers counted per date: rooms per hotel per night, cars of a model per day. */
const DATED_LEDGERS = {
  hotel: { table: 'hotel_night', itemColumn: 'hotel_id', dateColumn: 'night', unit: 'room' },
  car: { table: 'car_day', itemColumn: 'car_id', dateColumn: 'day', unit: 'car' },
} as const;
type DatedLedger = (typeof DATED_LEDGERS)[keyof typeof DATED_LEDGERS];

/**
 * Takes `quantity` units on each of `count` dates from `from`, for an item whose row the caller
 * has locked: creates missing ledger rows, then one conditional UPDATE that must reach every
 * date (the CHECK on the ledger is the backstop).
 */
async function takeDatedInventory(
  tx: EntityManager,
  ledger: DatedLedger,
  item: { id: string; capacity: number },
  from: string,
  count: number,
  quantity: number,
): Promise<void> {
  const { table, itemColumn, dateColumn, unit } = ledger;
  const until = addDays(from, count);
  await tx.execute(
    `insert into ${table} (${itemColumn}, ${dateColumn}, capacity, booked) select ?, ?::date + i, ?, 0 from generate_series(0, ? - 1) as i on conflict do nothing`,
    [item.id, from, item.capacity, count],
  );
  // The item row is locked, so what is read here stays true until commit; the conditional
  // update and the CHECK hold the line anyway.
  const [free] = await tx.execute<{ left: number }[]>(
    `select min(capacity - booked)::int as left from ${table} where ${itemColumn} = ? and ${dateColumn} >= ?::date and ${dateColumn} < ?::date`,
    [item.id, from, until],
  );
  if (free.left < quantity) throw soldOut(free.left, 'for these dates', unit);
  const taken = await tx.execute<unknown[]>(
    `update ${table} set booked = booked + ? where ${itemColumn} = ? and ${dateColumn} >= ?::date and ${dateColumn} < ?::date and booked + ? <= capacity returning 1`,
    [quantity, item.id, from, until, quantity],
  );
  if (taken.length !== count) throw soldOut(0, 'for these dates', unit);
}

async function releaseDatedInventory(tx: EntityManager, ledger: DatedLedger, itemId: string, from: string, until: string, quantity: number) {
  const { table, itemColumn, dateColumn } = ledger;
  await tx.execute(`update ${table} set booked = booked - ? where ${itemColumn} = ? and ${dateColumn} >= ?::date and ${dateColumn} < ?::date`, [
    quantity,
    itemId,
    from,
    until,
  ]);
}

/** Ledgers of one row each: seats of a cabin on a dated flight, places on a tour departure. */
async function takeCountedInventory(tx: EntityManager, table: 'flight_seat' | 'tour_departure', rowId: string, quantity: number, what: string, unit: string) {
  const taken = await tx.execute<unknown[]>(`update ${table} set booked = booked + ? where id = ? and booked + ? <= capacity returning 1`, [quantity, rowId, quantity]);
  if (taken.length !== 1) {
    const [row] = await tx.execute<{ left: number }[]>(`select (capacity - booked)::int as left from ${table} where id = ?`, [rowId]);
    throw soldOut(row?.left ?? 0, what, unit);
  }
}

async function holdHotel(tx: EntityManager, request: HoldRequest, today: string): Promise<Reservation> {
  const [hotel] = await tx.execute<{ id: string; name: string; location: string; images: string[]; price_per_night_cents: number; rooms: number }[]>(
    `select id, name, location, images, price_per_night_cents, rooms from hotel where id = ? for update`,
    [request.itemId],
  );
  if (!hotel) throw notFound('Hotel not found');
  const checkIn = request.startDate!;
  const checkOut = request.endDate!;
  assertBookableDate('startDate', checkIn, today);
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) throw fieldError('endDate', 'Check-out must be after check-in');
  if (nights > MAX_STAY_NIGHTS) throw fieldError('endDate', `Stays are limited to ${MAX_STAY_NIGHTS} nights`);

  await expireLapsedHolds(tx, 'hotel', hotel.id);
  await takeDatedInventory(tx, DATED_LEDGERS.hotel, { id: hotel.id, capacity: hotel.rooms }, checkIn, nights, request.quantity);
  return {
    itemId: hotel.id,
    startDate: checkIn,
    endDate: checkOut,
    quantity: request.quantity,
    unitCents: hotel.price_per_night_cents,
    periods: nights,
    fees: [],
    details: { itemName: hotel.name, image: hotel.images[0] ?? null, location: hotel.location, nights },
  };
}

async function holdCar(tx: EntityManager, request: HoldRequest, today: string): Promise<Reservation> {
  const [car] = await tx.execute<
    { id: string; brand: string; model: string; category: string; images: string[]; price_per_day_cents: number; units: number; location_id: string; location_name: string; country: string }[]
  >(
    `select c.id, c.brand, c.model, c.category, c.images, c.price_per_day_cents, c.units, l.id as location_id, l.name as location_name, l.country
       from car c join car_location l on l.id = c.location_id where c.id = ? for update of c`,
    [request.itemId],
  );
  if (!car) throw notFound('Car not found');
  const pickup = request.startDate!;
  const dropoffDate = request.endDate!;
  assertBookableDate('startDate', pickup, today);
  const span = daysBetween(pickup, dropoffDate);
  if (span < 0) throw fieldError('endDate', 'The return date must not be before the pickup date');
  if (span > MAX_RENTAL_DAYS) throw fieldError('endDate', `Rentals are limited to ${MAX_RENTAL_DAYS} days`);
  const days = rentalDays(pickup, dropoffDate);
  const dropoff = await resolveDropoff(tx, request.dropoffLocation);
  if (dropoff && dropoff.country !== car.country) throw fieldError('dropoffLocation', `Must be in ${car.country}, like the pickup`);
  const oneWay = dropoff !== null && dropoff.id !== car.location_id;

  await expireLapsedHolds(tx, 'car', car.id);
  await takeDatedInventory(tx, DATED_LEDGERS.car, { id: car.id, capacity: car.units }, pickup, days, request.quantity);
  return {
    itemId: car.id,
    startDate: pickup,
    endDate: dropoffDate,
    quantity: request.quantity,
    unitCents: car.price_per_day_cents,
    periods: days,
    fees: oneWay ? [{ label: `One-way fee (drop-off at ${dropoff.name})`, centsPerUnit: ONE_WAY_FEE_CENTS }] : [],
    details: {
      itemName: `${car.brand} ${car.model}`,
      image: car.images[0] ?? null,
      location: car.location_name,
      days,
      pickupLocation: car.location_name,
      dropoffLocation: oneWay ? dropoff.name : SAME_LOCATION,
      category: car.category,
    },
  };
}

async function holdFlight(tx: EntityManager, request: HoldRequest): Promise<Reservation> {
  const [flight] = await tx.execute<
    {
      id: string; price_cents: number; cabin_class: string; airline: string; flight_number: string; departure_date: string; departure_time: string;
      arrival_date: string; arrival_time: string; duration_minutes: number; stops: number; from_code: string; from_city: string; to_code: string; to_city: string; upcoming: boolean;
    }[]
  >(
    `select s.id, s.price_cents, s.cabin_class, f.airline, f.flight_number, f.departure_date, f.departure_time, f.arrival_date, f.arrival_time,
            f.duration_minutes, f.stops, f.from_code, fa.city as from_city, f.to_code, ta.city as to_city,
            (f.departure_date + f.departure_time::time) > (now() at time zone fa.time_zone) as upcoming
       from flight_seat s join flight f on f.id = s.flight_id
       join airport fa on fa.code = f.from_code join airport ta on ta.code = f.to_code
      where s.id = ?`,
    [request.itemId],
  );
  if (!flight) throw notFound('Flight not found');
  if (!flight.upcoming) throw fieldError('itemId', 'This flight has already departed');
  if (request.startDate && request.startDate !== flight.departure_date) throw fieldError('startDate', `Must be the flight's date, ${flight.departure_date}`);

  await expireLapsedHolds(tx, 'flight', flight.id);
  await takeCountedInventory(tx, 'flight_seat', flight.id, request.quantity, `in ${flight.cabin_class} on this flight`, 'seat');
  const from = airportLabel(flight.from_city, flight.from_code);
  const to = airportLabel(flight.to_city, flight.to_code);
  return {
    itemId: flight.id,
    startDate: flight.departure_date,
    endDate: flight.arrival_date,
    quantity: request.quantity,
    unitCents: flight.price_cents,
    periods: 1,
    fees: [],
    details: {
      itemName: `${flight.airline} ${flight.flight_number}: ${from} → ${to}`,
      image: null,
      location: `${from} → ${to}`,
      airline: flight.airline,
      flightNumber: flight.flight_number,
      fromAirport: from,
      toAirport: to,
      departureTime: flight.departure_time,
      arrivalTime: flight.arrival_time,
      cabinClass: flight.cabin_class,
      duration: formatDuration(flight.duration_minutes),
      stops: flight.stops,
    },
  };
}

async function holdTour(tx: EntityManager, request: HoldRequest, today: string): Promise<Reservation> {
  const [tour] = await tx.execute<{ id: string; name: string; location: string; duration: string; duration_days: number; price_cents: number; images: string[] }[]>(
    `select id, name, location, duration, duration_days, price_cents, images from tour_package where id = ?`,
    [request.itemId],
  );
  if (!tour) throw notFound('Tour package not found');
  const date = request.startDate!;
  assertBookableDate('startDate', date, today);
  const [departure] = await tx.execute<{ id: string }[]>(`select id from tour_departure where tour_id = ? and departure_date = ?::date`, [tour.id, date]);
  if (!departure) throw fieldError('startDate', 'This tour does not depart on that date: pick one of its departures');

  await expireLapsedHolds(tx, 'tour', tour.id);
  await takeCountedInventory(tx, 'tour_departure', departure.id, request.quantity, 'on this departure', 'place');
  return {
    itemId: tour.id,
    startDate: date,
    endDate: addDays(date, tour.duration_days - 1),
    quantity: request.quantity,
    unitCents: tour.price_cents,
    periods: 1,
    fees: [],
    details: { itemName: tour.name, image: tour.images[0] ?? null, location: tour.location, days: tour.duration_days, tourDuration: tour.duration },
  };
}

/** Takes the inventory a booking asks for, inside the caller's transaction, or throws. */
export function holdInventory(tx: EntityManager, request: HoldRequest, today: string): Promise<Reservation> {
  switch (request.type) {
    case 'hotel':
      return holdHotel(tx, request, today);
    case 'car':
      return holdCar(tx, request, today);
    case 'flight':
      return holdFlight(tx, request);
    case 'tour':
      return holdTour(tx, request, today);
  }
}

/** Gives back what a booking held, inside the transaction that ends the booking. */
export async function releaseInventory(tx: EntityManager, held: HeldInventory): Promise<void> {
  const { item_id: itemId, start_date: start, end_date: end, quantity } = held;
  if (held.type === 'hotel' && start && end) {
    await releaseDatedInventory(tx, DATED_LEDGERS.hotel, itemId, start, end, quantity);
  } else if (held.type === 'car' && start && end) {
    await releaseDatedInventory(tx, DATED_LEDGERS.car, itemId, start, carDaysEnd(start, end), quantity);
  } else if (held.type === 'flight') {
    await tx.execute(`update flight_seat set booked = booked - ? where id = ?`, [quantity, itemId]);
  } else if (held.type === 'tour' && start) {
    await tx.execute(`update tour_departure set booked = booked - ? where tour_id = ? and departure_date = ?::date`, [quantity, itemId, start]);
  }
}

const HELD_COLUMNS = 'type, item_id, start_date, end_date, quantity';

/** Marks the lapsed holds of one item expired and gives their units back (inside a booking's transaction). */
async function expireLapsedHolds(tx: EntityManager, type: BookableType, itemId: string): Promise<void> {
  const lapsed = await tx.execute<HeldInventory[]>(
    `update booking b set status = 'expired' where b.type = ? and b.item_id = ? and ${lapsedHold('b')} returning ${HELD_COLUMNS}`,
    [type, itemId],
  );
  for (const held of lapsed) await releaseInventory(tx, held);
}

const byItem = (a: HeldInventory, b: HeldInventory) =>
  a.type.localeCompare(b.type) || a.item_id.localeCompare(b.item_id) || String(a.start_date).localeCompare(String(b.start_date));

/**
 * Marks lapsed holds `expired` and gives their inventory back. Safe to run from any number of
 * app instances at once: each run claims a batch with FOR UPDATE SKIP LOCKED, and releases
 * in one global order (type, item, date) so two sweeps never wait on each other in a circle.
 * Returns how many holds expired.
 */
export async function sweepLapsedHolds(em: EntityManager, batchSize = 200): Promise<number> {
  return em.transactional(async (tx) => {
    const lapsed = await tx.execute<HeldInventory[]>(
      `update booking set status = 'expired'
        where id in (select id from booking b where ${lapsedHold('b')} order by type, item_id limit ? for update skip locked)
        returning ${HELD_COLUMNS}`,
      [batchSize],
    );
    for (const held of lapsed.sort(byItem)) await releaseInventory(tx, held);
    return lapsed.length;
  });
}
