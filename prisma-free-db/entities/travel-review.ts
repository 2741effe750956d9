import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Booking } from './booking';
import { User } from './user';
import { REVIEWED_ITEM_TYPES } from '@shared/schemas/travel-reviews';

// A traveller's rating of a hotel stay or a tour they took: written from one of their confirmed
// bookings once its last day is past, one review per booking (the unique booking_id decides
// between two sent at once). The item is the booking's hotel or tour package, copied so a
// hotel's or tour's reviews are read without the booking table.
export const TravelReview = defineEntity({
  name: 'TravelReview',
  tableName: 'travel_review',
  indexes: [{ name: 'travel_review_item_index', properties: ['itemType', 'itemId', 'reviewedOn'] }],
  checks: [{ name: 'travel_review_rating_check', expression: 'rating between 1 and 5' }],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    booking: p.oneToOne(Booking).owner().unique().deleteRule('cascade'),
    user: p.manyToOne(User).deleteRule('set null').nullable(),
    itemType: p.enum([...REVIEWED_ITEM_TYPES]),
    itemId: p.string(),
    /** The reviewer's public name ('Amina D.'); null: none given (shown as 'Traveller'). Never a username. */
    reviewerName: p.string().nullable(),
    rating: p.smallint(),
    /** Null once the reviewer deleted their account (the rating stays, anonymous). */
    text: p.text().nullable(),
    /** The booking's first day: when the traveller stayed or toured. */
    travelledOn: p.date(),
    reviewedOn: p.date(),
    createdAt: p.datetime().defaultRaw('now()'),
  }),
});
export type TravelReview = InferEntity<typeof TravelReview>;
