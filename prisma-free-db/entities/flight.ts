import { defineEntity, type InferEntity } from '@mikro-orm/core';

import { CABIN_CLASSES } from '@shared/schemas/flights';

export const Airport = defineEntity({
  name: 'Airport',
  tableName: 'airport',
  properties: (p) => ({
    code: p.string().length(3).primary(),
    name: p.string(),
    city: p.string(),
    country: p.string(),
    /** IANA zone: departure and arrival times are local to their airport. */
    timeZone: p.string(),
  }),
});
export type Airport = InferEntity<typeof Airport>;

// One row per flight on one date (id 'EK73-20261225'). Times are local 'HH:MM' text at each
// end, the date is the local departure date; one-stop flights name their stop in `via`.
export const Flight = defineEntity({
  name: 'Flight',
  tableName: 'flight',
  indexes: [
    { name: 'flight_route_date_index', properties: ['from', 'to', 'departureDate'] },
    { name: 'flight_date_index', properties: ['departureDate'] },
  ],
  checks: [{ name: 'flight_stops_check', expression: 'stops >= 0 and stops <= 1' }],
  properties: (p) => ({
    id: p.string().primary(),
    airline: p.string(),
    flightNumber: p.string(),
    aircraft: p.string(),
    from: p.manyToOne(Airport).fieldName('from_code'),
    to: p.manyToOne(Airport).fieldName('to_code'),
    via: p.manyToOne(Airport).fieldName('via_code').nullable(),
    stops: p.integer().default(0),
    departureDate: p.date(),
    departureTime: p.string().length(5),
    arrivalDate: p.date(),
    arrivalTime: p.string().length(5),
    durationMinutes: p.integer(),
  }),
});
export type Flight = InferEntity<typeof Flight>;

// Seats of one cabin on one dated flight: the inventory a flight booking takes. `booked`
// counts active bookings' passengers; the CHECK is the last line against overselling.
export const FlightSeat = defineEntity({
  name: 'FlightSeat',
  tableName: 'flight_seat',
  uniques: [{ name: 'flight_seat_flight_class_unique', properties: ['flight', 'cabinClass'] }],
  checks: [
    { name: 'flight_seat_booked_check', expression: 'booked >= 0 and booked <= capacity' },
    { name: 'flight_seat_price_check', expression: 'price_cents > 0' },
  ],
  properties: (p) => ({
    /** '<flight id>-economy' | '<flight id>-business' */
    id: p.string().primary(),
    flight: p.manyToOne(Flight).deleteRule('cascade'),
    cabinClass: p.enum([...CABIN_CLASSES]),
    priceCents: p.integer(),
    currency: p.string().default('USD'),
    capacity: p.integer(),
    booked: p.integer().default(0),
  }),
});
export type FlightSeat = InferEntity<typeof FlightSeat>;
