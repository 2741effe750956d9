import { raw, sql, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { Airport, Flight, FlightSeat } from '../entities/flight';
import { Booking } from '../entities/booking';
import { Car, CarDay, CarLocation } from '../entities/car';
import { Hotel, HotelNight, HotelRoomNight, HotelRoomType } from '../entities/hotel';
import { Payment } from '../entities/payment';
import { TourDeparture } from '../entities/tour-departure';
import { TourPackage } from '../entities/tour-package';
import { User } from '../entities/user';
import { SCHEDULE_DAYS_AHEAD, addDays, travelToday } from '@shared/schemas/travel';
import { paidPastBooking, type ItemDetails } from './past-booking';
import { demoAirports, demoTimetable, fareFor } from './demo/flights';
import { demoCarLocations, demoCars } from './demo/cars';
import { demoHotels, demoRoomTypes } from './demo/hotels';
import { demoTourSchedules } from './demo/tour-departures';
import { DEMO_HISTORY_TOTAL_CENTS, demoPastTrips } from './demo/traveller-history';
import { DEMO_TRAVELLER_USERNAME } from './demo/accounts';
import { existingIds, insertNew, upsertAll } from './upsert';

/** Days of past schedule kept (bookings keep their own snapshot of what they bought). */
const KEEP_PAST_DAYS = 30;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** Local date and 'HH:MM' in `timeZone` of a UTC instant (ms), whatever the process zone. */
export function utcToLocal(utcMs: number, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(new Date(utcMs))
      .map((part) => [part.type, part.value]),
  );
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
  await upsertAll(em, HotelRoomType, demoRoomTypes);
  await upsertAll(em, Airport, demoAirports);
  await upsertAll(em, CarLocation, demoCarLocations);
  await upsertAll(em, Car, demoCars);
  await reportOverbookedLedgers(em, today);
  await publishFlights(em, today);
  await publishTourDepartures(em, today);
  await seedTravellerHistory(em, today);
}

/**
 * A hotel's rooms or a model's units edited in the demo data reach the ledger rows through the
 * database's triggers (migration 'hardening'). A night or day that already holds more than the
 * new capacity stays full (capacity = booked), never oversold, and is reported here: each
 * ledger joined with its items, from `today` on.
 */
async function reportOverbookedLedgers(em: EntityManager, today: string) {
  type Overbooked = { item: string; date: string; booked: number; capacity: number };
  const nights = await em
    .createQueryBuilder(HotelNight, 'n')
    .select([raw('n.hotel_id as item'), raw('n.night::text as date'), 'n.booked', raw('h.rooms as capacity')])
    .join('n.hotel', 'h')
    .where({ night: { $gte: today } })
    .andWhere('n.booked > h.rooms')
    .limit(20)
    .execute<Overbooked[]>('all', false);
  const days = await em
    .createQueryBuilder(CarDay, 'd')
    .select([raw('d.car_id as item'), raw('d.day::text as date'), 'd.booked', raw('c.units as capacity')])
    .join('d.car', 'c')
    .where({ day: { $gte: today } })
    .andWhere('d.booked > c.units')
    .limit(20)
    .execute<Overbooked[]>('all', false);
  const overbooked = [...nights, ...days].sort((a, b) => a.item.localeCompare(b.item) || a.date.localeCompare(b.date)).slice(0, 20);
  if (overbooked.length === 0) return;
  // The seed has no logger of its own: stderr reaches the operator's log like pino's lines.
  console.warn(
    `demo seed: capacity lowered below what is already booked (kept full, nothing more is sold): ${overbooked
      .map((row) => `${row.item} ${row.date}: ${row.booked} booked, ${row.capacity} now`)
      .join('; ')}`,
  );
}

export function buildFlightRows(today: string, days: number) {
  const zones = new Map(demoAirports.map((airport) => [airport.code, airport.timeZone]));
  const flights: (RequiredEntityData<Flight> & { id: string })[] = [];
  const seats: (RequiredEntityData<FlightSeat> & { id: string })[] = [];
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
        flightNumber: scheduled.flightNumber,
        aircraft: scheduled.aircraft,
        from: scheduled.from,
        to: scheduled.to,
        via: scheduled.via ?? null,
        stops: scheduled.via ? 1 : 0,
        departureDate: date,
        departureTime: scheduled.departs,
        arrivalDate: arrival.date,
        arrivalTime: arrival.time,
        durationMinutes: scheduled.durationMinutes,
      });
      seats.push({
        id: `${id}-economy`,
        flight: id,
        cabinClass: 'economy',
        priceCents: fareFor(scheduled.economy, day),
        capacity: scheduled.economySeats,
        booked: 0,
      });
      if (scheduled.business && scheduled.businessSeats) {
        seats.push({
          id: `${id}-business`,
          flight: id,
          cabinClass: 'business',
          priceCents: fareFor(scheduled.business, day),
          capacity: scheduled.businessSeats,
          booked: 0,
        });
      }
    }
  }
  return { flights, seats };
}

/** Publishes the schedule's missing flights and seats (usually none on a restart) and drops old ones. */
async function publishFlights(em: EntityManager, today: string) {
  const { flights, seats } = buildFlightRows(today, SCHEDULE_DAYS_AHEAD);
  const publishedFlights = await existingIds(em, Flight, { departureDate: { $gte: today } });
  await insertNew(
    em,
    Flight,
    flights.filter((flight) => !publishedFlights.has(flight.id)),
  );
  const publishedSeats = await existingIds(em, FlightSeat, { flight: { departureDate: { $gte: today } } });
  await insertNew(
    em,
    FlightSeat,
    seats.filter((seat) => !publishedSeats.has(seat.id)),
  );
  const horizon = addDays(today, -KEEP_PAST_DAYS);
  await em.nativeDelete(Flight, { departureDate: { $lt: horizon } });
  await em.nativeDelete(HotelNight, { night: { $lt: horizon } });
  await em.nativeDelete(HotelRoomNight, { night: { $lt: horizon } });
  await em.nativeDelete(CarDay, { day: { $lt: horizon } });
}

async function publishTourDepartures(em: EntityManager, today: string) {
  const tourIds = await existingIds(em, TourPackage, {});
  const published = await existingIds(em, TourDeparture, { departureDate: { $gte: today } });
  const rows: RequiredEntityData<TourDeparture>[] = [];
  for (let offset = 0; offset < SCHEDULE_DAYS_AHEAD; offset++) {
    const date = addDays(today, offset);
    for (const schedule of demoTourSchedules) {
      const id = `${schedule.tourId}-${date.replaceAll('-', '')}`;
      if (!schedule.days.includes(weekday(date)) || !tourIds.has(schedule.tourId) || published.has(id)) continue;
      rows.push({ id, tour: schedule.tourId, departureDate: date, capacity: schedule.places, booked: 0 });
    }
  }
  await insertNew(em, TourDeparture, rows);
  await em.nativeDelete(TourDeparture, { departureDate: { $lt: addDays(today, -KEEP_PAST_DAYS) } });
}

/**
 * The demo traveller's 12 past confirmed trips ($2,340). Fixed ids and confirmation codes,
 * inserted once (never moved on later runs); skipped when the account does not exist.
 * They take no inventory: they are in the past and never touch the ledgers.
 */
async function seedTravellerHistory(em: EntityManager, today: string) {
  const user = await em.findOne(User, { [sql.lower('username')]: raw('lower(?)', [DEMO_TRAVELLER_USERNAME]) });
  if (!user) return;
  const seeded = await existingIds(em, Booking, { id: { $in: demoPastTrips.map((trip) => trip.id) } });
  const trips = demoPastTrips.filter((trip) => !seeded.has(trip.id));
  if (trips.length === 0) return;

  const hotels = new Map(demoHotels.map((hotel) => [hotel.id, hotel]));
  const cars = new Map(demoCars.map((car) => [car.id, car]));
  const locations = new Map(demoCarLocations.map((location) => [location.id, location]));
  const tourById = new Map((await em.find(TourPackage, {})).map((tour) => [tour.id, tour]));
  const now = Date.now();

  const bookings: RequiredEntityData<Booking>[] = [];
  const payments: RequiredEntityData<Payment>[] = [];
  for (const trip of trips) {
    const startDate = addDays(today, -trip.daysAgo);
    let endDate = startDate;
    let itemId = trip.itemId;
    let details: ItemDetails;
    if (trip.type === 'hotel') {
      const hotel = hotels.get(trip.itemId)!;
      endDate = addDays(startDate, trip.periods);
      details = { itemName: hotel.name, image: hotel.images[0], location: hotel.location, nights: trip.periods };
    } else if (trip.type === 'car') {
      const car = cars.get(trip.itemId)!;
      const location = locations.get(car.location)!;
      endDate = addDays(startDate, trip.periods);
      details = {
        itemName: `${car.brand} ${car.model}`,
        image: car.images[0],
        location: location.name,
        days: trip.periods,
        pickupLocation: location.name,
        dropoffLocation: 'Same Location',
        category: car.category,
      };
    } else if (trip.type === 'tour') {
      const tour = tourById.get(trip.itemId)!;
      endDate = addDays(startDate, tour.durationDays - 1);
      details = { itemName: tour.name, image: tour.images[0] ?? null, location: tour.location, days: tour.durationDays, tourDuration: tour.duration };
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
    const past = paidPastBooking({ ...trip, itemId, periods: trip.periods, startDate, endDate, details }, user.id, now, {
      heldRooms: trip.type === 'hotel' ? [{ roomTypeId: `${trip.itemId}--standard`, rooms: trip.quantity }] : null,
    });
    bookings.push(past.booking);
    payments.push(past.payment);
  }
  if (trips.length === demoPastTrips.length) {
    const total = bookings.reduce((sum, booking) => sum + booking.totalCents, 0);
    if (total !== DEMO_HISTORY_TOTAL_CENTS) throw new Error(`Demo traveller history totals ${total} cents, expected ${DEMO_HISTORY_TOTAL_CENTS}`);
  }
  // Two instances seeding at once: only the one that inserted a booking adds its payment.
  await em.transactional(async (tx) => {
    if ((await insertNew(tx, Booking, bookings)) === bookings.length) await insertNew(tx, Payment, payments);
  });
}
