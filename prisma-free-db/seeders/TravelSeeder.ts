import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { Airport } from '../entities/flight';
import { Car, CarLocation } from '../entities/car';
import { Hotel } from '../entities/hotel';
import { SCHEDULE_DAYS_AHEAD, addDays, travelToday } from '../../src/shared/schemas/travel';
import { UNIT_LABELS, priceBooking, quantityLabel } from '../../src/shared/booking-pricing';
import { type BookingDetails } from '../../src/shared/schemas/bookings';
import { centsToAmount } from '../../src/shared/money';
import { demoAirports, demoTimetable, fareFor } from './demo/flights';
import { demoCarLocations, demoCars } from './demo/cars';
import { demoHotels } from './demo/hotels';
import { demoTourSchedules } from './demo/tour-departures';
import { DEMO_HISTORY_TOTAL_CENTS, demoPastTrips } from './demo/traveller-history';
import { DEMO_TRAVELLER_USERNAME } from './demo/accounts';
import { upsertAll } from './upsert';

/** Days of past schedule kept (bookings keep their own snapshot of what they bought). */
const KEEP_PAST_DAYS = 30;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** Local date and 'HH:MM' in `timeZone` of a UTC instant (ms), whatever the process zone. */
export function utcToLocal(utcMs: number, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(zoneFormat(timeZone).formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The UTC instant (ms) of a local date and time in `timeZone` (Paris has summer time). */
export function localTimeToUtc(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const asIfUtc = Date.UTC(y, m - 1, d, hh, mm);
  let guess = asIfUtc;
  for (let i = 0; i < 2; i++) {
    const local = utcToLocal(guess, timeZone);
    const [ly, lm, ld] = local.date.split('-').map(Number);
    const [lh, lmin] = local.time.split(':').map(Number);
    guess = asIfUtc - (Date.UTC(ly, lm - 1, ld, lh, lmin) - guess);
  }
  return guess;
}

function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * DEMO DATA: hotels, airports and dated flights, car-rental locations and fleet, tour
 * departures, and the demo traveller's past trips. Idempotent, and rolling: flights and tour
 * departures are published for the SCHEDULE_DAYS_AHEAD days from the day it runs (in the
 * travel calendar), so running it again later adds the missing days; rows that exist are
 * left alone (their seats may be sold), past ones older than KEEP_PAST_DAYS are removed.
 */
export class TravelSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await seedTravelCatalogue(em, travelToday());
  }
}

/** The seeder's work for a given "today" (tests run it for a later day to see it roll). */
export async function seedTravelCatalogue(em: EntityManager, today: string): Promise<void> {
  await upsertAll(em, Hotel, demoHotels);
  await upsertAll(em, Airport, demoAirports);
  await upsertAll(em, CarLocation, demoCarLocations);
  await upsertAll(em, Car, demoCars);
  await syncLedgerCapacities(em);
  await publishFlights(em, today);
  await publishTourDepartures(em, today);
  await seedTravellerHistory(em, today);
}

/** A hotel's rooms or a model's units edited in the demo data apply to future ledger rows too. */
async function syncLedgerCapacities(em: EntityManager) {
  const connection = em.getConnection();
  await connection.execute(
    `update hotel_night n set capacity = h.rooms from hotel h where n.hotel_id = h.id and n.capacity <> h.rooms and n.booked <= h.rooms`,
  );
  await connection.execute(`update car_day d set capacity = c.units from car c where d.car_id = c.id and d.capacity <> c.units and d.booked <= c.units`);
}

export function buildFlightRows(today: string, days: number) {
  const zones = new Map(demoAirports.map((airport) => [airport.code, airport.timeZone]));
  const flights: Record<string, unknown>[] = [];
  const seats: Record<string, unknown>[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(today, offset);
    const day = weekday(date);
    for (const scheduled of demoTimetable) {
      if (scheduled.days && !scheduled.days.includes(day)) continue;
      const id = `${scheduled.flightNumber.replace(' ', '')}-${date.replaceAll('-', '')}`;
      const departsUtc = localTimeToUtc(date, scheduled.departs, zones.get(scheduled.from)!);
      const arrival = utcToLocal(departsUtc + scheduled.durationMinutes * 60_000, zones.get(scheduled.to)!);
      flights.push({
        id,
        airline: scheduled.airline,
        flight_number: scheduled.flightNumber,
        aircraft: scheduled.aircraft,
        from_code: scheduled.from,
        to_code: scheduled.to,
        via_code: scheduled.via ?? null,
        stops: scheduled.via ? 1 : 0,
        departure_date: date,
        departure_time: scheduled.departs,
        arrival_date: arrival.date,
        arrival_time: arrival.time,
        duration_minutes: scheduled.durationMinutes,
      });
      seats.push({ id: `${id}-economy`, flight_id: id, cabin_class: 'economy', price_cents: fareFor(scheduled.economy, day), capacity: scheduled.economySeats });
      if (scheduled.business && scheduled.businessSeats) {
        seats.push({ id: `${id}-business`, flight_id: id, cabin_class: 'business', price_cents: fareFor(scheduled.business, day), capacity: scheduled.businessSeats });
      }
    }
  }
  return { flights, seats };
}

async function publishFlights(em: EntityManager, today: string) {
  const connection = em.getConnection();
  const { flights, seats } = buildFlightRows(today, SCHEDULE_DAYS_AHEAD);
  // One statement per table: the rows travel as one JSON document (thousands of rows, fast).
  await connection.execute(
    `insert into flight (id, airline, flight_number, aircraft, from_code, to_code, via_code, stops, departure_date, departure_time, arrival_date, arrival_time, duration_minutes)
     select id, airline, flight_number, aircraft, from_code, to_code, via_code, stops, departure_date, departure_time, arrival_date, arrival_time, duration_minutes
       from jsonb_to_recordset(?::jsonb) as r(id text, airline text, flight_number text, aircraft text, from_code text, to_code text, via_code text, stops int,
            departure_date date, departure_time text, arrival_date date, arrival_time text, duration_minutes int)
     on conflict (id) do nothing`,
    [JSON.stringify(flights)],
  );
  await connection.execute(
    `insert into flight_seat (id, flight_id, cabin_class, price_cents, capacity, booked)
     select id, flight_id, cabin_class, price_cents, capacity, 0
       from jsonb_to_recordset(?::jsonb) as r(id text, flight_id text, cabin_class text, price_cents int, capacity int)
     on conflict (id) do nothing`,
    [JSON.stringify(seats)],
  );
  const horizon = addDays(today, -KEEP_PAST_DAYS);
  await connection.execute(`delete from flight where departure_date < ?::date`, [horizon]);
  await connection.execute(`delete from hotel_night where night < ?::date`, [horizon]);
  await connection.execute(`delete from car_day where day < ?::date`, [horizon]);
}

async function publishTourDepartures(em: EntityManager, today: string) {
  const rows: Record<string, unknown>[] = [];
  for (let offset = 0; offset < SCHEDULE_DAYS_AHEAD; offset++) {
    const date = addDays(today, offset);
    for (const schedule of demoTourSchedules) {
      if (!schedule.days.includes(weekday(date))) continue;
      rows.push({ id: `${schedule.tourId}-${date.replaceAll('-', '')}`, tour_id: schedule.tourId, departure_date: date, capacity: schedule.places });
    }
  }
  const connection = em.getConnection();
  await connection.execute(
    `insert into tour_departure (id, tour_id, departure_date, capacity, booked)
     select r.id, r.tour_id, r.departure_date, r.capacity, 0
       from jsonb_to_recordset(?::jsonb) as r(id text, tour_id text, departure_date date, capacity int)
       join tour_package t on t.id = r.tour_id
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
  await connection.execute(`delete from tour_departure where departure_date < ?::date`, [addDays(today, -KEEP_PAST_DAYS)]);
}

/**
 * The demo traveller's 12 past confirmed trips ($2,340). Fixed ids and confirmation codes,
 * inserted once (never moved on later runs); skipped when the account does not exist.
 * They take no inventory: they are in the past and never touch the ledgers.
 */
async function seedTravellerHistory(em: EntityManager, today: string) {
  const connection = em.getConnection();
  const [user] = await connection.execute<{ id: string }[]>(`select id from app_user where lower(username) = lower(?)`, [DEMO_TRAVELLER_USERNAME]);
  if (!user) return;

  const hotels = new Map(demoHotels.map((hotel) => [hotel.id, hotel]));
  const cars = new Map(demoCars.map((car) => [car.id, car]));
  const locations = new Map(demoCarLocations.map((location) => [location.id, location]));
  const tours = await connection.execute<{ id: string; name: string; location: string; duration: string; duration_days: number; images: string[] }[]>(
    `select id, name, location, duration, duration_days, images from tour_package`,
  );
  const tourById = new Map(tours.map((tour) => [tour.id, tour]));

  const rows = demoPastTrips.map((trip) => {
    const startDate = addDays(today, -trip.daysAgo);
    const price = priceBooking({ type: trip.type, unitCents: trip.unitCents, quantity: trip.quantity, periods: trip.periods });
    let endDate = startDate;
    let itemId = trip.itemId;
    let details: Omit<BookingDetails, 'startDate' | 'endDate' | 'quantity' | 'quantityLabel' | 'unitPrice' | 'unitLabel' | 'lines'>;
    if (trip.type === 'hotel') {
      const hotel = hotels.get(trip.itemId)!;
      endDate = addDays(startDate, trip.periods);
      details = { itemName: hotel.name, image: hotel.images[0], location: hotel.location, nights: trip.periods };
    } else if (trip.type === 'car') {
      const car = cars.get(trip.itemId)!;
      const location = locations.get(car.location)!;
      endDate = addDays(startDate, trip.periods);
      details = { itemName: `${car.brand} ${car.model}`, image: car.images[0], location: location.name, days: trip.periods, pickupLocation: location.name, dropoffLocation: 'Same Location', category: car.category };
    } else if (trip.type === 'tour') {
      const tour = tourById.get(trip.itemId)!;
      endDate = addDays(startDate, tour.duration_days - 1);
      details = { itemName: tour.name, image: tour.images[0] ?? null, location: tour.location, days: tour.duration_days, tourDuration: tour.duration };
    } else {
      const flight = trip.flight!;
      itemId = `${trip.itemId}-${startDate.replaceAll('-', '')}-economy`;
      details = {
        itemName: `${flight.airline} ${flight.number}: ${flight.from} → ${flight.to}`,
        image: null,
        location: `${flight.from} → ${flight.to}`,
        airline: flight.airline,
        flightNumber: flight.number,
        fromAirport: flight.from,
        toAirport: flight.to,
        departureTime: flight.departs,
        arrivalTime: flight.arrives,
        cabinClass: 'economy',
        duration: flight.duration,
        stops: 0,
      };
    }
    const bookingDetails: BookingDetails = {
      ...details,
      startDate,
      endDate,
      quantity: trip.quantity,
      quantityLabel: quantityLabel(trip.type, trip.quantity),
      unitPrice: centsToAmount(trip.unitCents),
      unitLabel: UNIT_LABELS[trip.type],
      lines: price.lines,
    };
    return {
      id: trip.id,
      user_id: user.id,
      type: trip.type,
      confirmation_code: trip.confirmationCode,
      item_id: itemId,
      start_date: startDate,
      end_date: endDate,
      quantity: trip.quantity,
      subtotal_cents: price.subtotalCents,
      total_cents: price.totalCents,
      booking_details: bookingDetails,
      // Booked three weeks before the trip, paid a few minutes later.
      booked_days_ago: trip.daysAgo + 21,
    };
  });
  const total = rows.reduce((sum, row) => sum + row.total_cents, 0);
  if (total !== DEMO_HISTORY_TOTAL_CENTS) throw new Error(`Demo traveller history totals ${total} cents, expected ${DEMO_HISTORY_TOTAL_CENTS}`);

  await connection.execute(
    `with rows as (
       select * from jsonb_to_recordset(?::jsonb) as r(id uuid, user_id uuid, type text, confirmation_code text, item_id text, start_date date, end_date date,
              quantity int, subtotal_cents int, total_cents int, booking_details jsonb, booked_days_ago int)
     ), inserted as (
       insert into booking (id, user_id, type, status, confirmation_code, item_id, start_date, end_date, quantity, subtotal_cents, discount_cents, total_cents,
                            currency, booking_details, created_at, confirmed_at)
       select id, user_id, type, 'confirmed', confirmation_code, item_id, start_date, end_date, quantity, subtotal_cents, 0, total_cents,
              'USD', booking_details, now() - make_interval(days => booked_days_ago), now() - make_interval(days => booked_days_ago, mins => -3)
         from rows
       on conflict do nothing
       returning id, user_id, total_cents, confirmed_at
     )
     insert into payment (booking_id, user_id, method, status, amount_cents, currency, card_last4, created_at)
     select id, user_id, 'card', 'succeeded', total_cents, 'USD', '4242', confirmed_at from inserted`,
    [JSON.stringify(rows)],
  );
}
