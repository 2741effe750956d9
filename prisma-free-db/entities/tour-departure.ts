import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { TourPackage } from './tour-package';

// A dated departure of a tour package with its places: `booked` counts the places of active
// bookings; the CHECK forbids selling more than `capacity`.
export const TourDeparture = defineEntity({
  name: 'TourDeparture',
  tableName: 'tour_departure',
  uniques: [{ name: 'tour_departure_tour_date_unique', properties: ['tour', 'departureDate'] }],
  checks: [{ name: 'tour_departure_booked_check', expression: 'booked >= 0 and booked <= capacity' }],
  properties: (p) => ({
    /** '<tour id>-<YYYYMMDD>' */
    id: p.string().primary(),
    tour: p.manyToOne(TourPackage).deleteRule('cascade'),
    departureDate: p.date().index(),
    capacity: p.integer(),
    booked: p.integer().default(0),
  }),
});
export type TourDeparture = InferEntity<typeof TourDeparture>;
