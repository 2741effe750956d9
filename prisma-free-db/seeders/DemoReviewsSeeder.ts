import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { Booking } from '../entities/booking';
import { Payment } from '../entities/payment';
import { TourPackage } from '../entities/tour-package';
import { TravelReview } from '../entities/travel-review';
import { User } from '../entities/user';
import { addDays, travelToday } from '@shared/schemas/travel';
import { publicName } from '@shared/public-name';
import { DAY_MS, paidPastBooking } from './past-booking';
import { demoHotels } from './demo/hotels';
import { DEMO_REVIEWER_NO_PASSWORD, demoReviewId, demoReviewedTrips, demoReviewers } from './demo/travel-reviews';
import { existingIds, insertNew } from './upsert';

/**
 * DEMO DATA: reviews on the demo hotels' and tours' pages, each with the demo reviewer's past,
 * paid booking it was written from (demo/travel-reviews.ts). Inserted once by fixed ids and
 * never moved; a reviewer whose username or e-mail a real account already holds is skipped, so a
 * demo booking never lands on someone's real account.
 */
export class DemoReviewsSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await seedDemoReviews(em, travelToday());
  }
}

export async function seedDemoReviews(em: EntityManager, today: string) {
  const seeded = await existingIds(em, Booking, { id: { $in: demoReviewedTrips.map((trip) => trip.id) } });
  const trips = demoReviewedTrips.filter((trip) => !seeded.has(trip.id));
  if (trips.length === 0) return;

  const now = Date.now();
  await insertNew(
    em,
    User,
    demoReviewers.map((reviewer) => ({
      id: reviewer.id,
      username: reviewer.username,
      email: reviewer.email,
      fullName: reviewer.fullName,
      passwordHash: DEMO_REVIEWER_NO_PASSWORD,
      role: 'traveller' as const,
      phone: null,
      createdAt: new Date(now - 400 * DAY_MS),
      emailVerifiedAt: new Date(now - 400 * DAY_MS),
    })),
  );
  const reviewers = new Map((await em.find(User, { id: { $in: demoReviewers.map((reviewer) => reviewer.id) } })).map((user) => [user.username, user] as const));
  const hotels = new Map(demoHotels.map((hotel) => [hotel.id, hotel]));
  const tours = new Map((await em.find(TourPackage, {})).map((tour) => [tour.id, tour]));

  const bookings: RequiredEntityData<Booking>[] = [];
  const payments: RequiredEntityData<Payment>[] = [];
  const reviews: RequiredEntityData<TravelReview>[] = [];
  for (const trip of trips) {
    const user = reviewers.get(trip.reviewer);
    const tour = trip.type === 'tour' ? tours.get(trip.itemId) : undefined;
    const hotel = trip.type === 'hotel' ? hotels.get(trip.itemId) : undefined;
    if (!user || (!tour && !hotel)) continue;
    const startDate = addDays(today, -trip.daysAgo);
    const periods = tour ? 1 : trip.nights;
    const endDate = tour ? addDays(startDate, tour.durationDays - 1) : addDays(startDate, trip.nights);
    const [givenNames, ...surnames] = user.fullName!.split(' ');
    const details = tour
      ? { itemName: tour.name, image: tour.images[0] ?? null, location: tour.location, days: tour.durationDays, tourDuration: tour.duration }
      : { itemName: hotel!.name, image: hotel!.images[0], location: hotel!.location, nights: trip.nights };
    const past = paidPastBooking({ ...trip, periods, startDate, endDate, details }, user.id, now, {
      travellers: tour
        ? {
            tourTravellers: Array.from({ length: trip.quantity }, (_, index) => ({
              givenNames: index === 0 ? givenNames : 'Guest',
              surname: surnames.join(' '),
              dietary: null,
            })),
          }
        : { leadGuest: { name: user.fullName!, arrivalTime: null, specialRequest: null } },
      heldRooms: hotel ? [{ roomTypeId: `${trip.itemId}--standard`, rooms: trip.quantity }] : null,
    });
    bookings.push(past.booking);
    payments.push(past.payment);
    reviews.push({
      id: demoReviewId(trip.id),
      booking: trip.id,
      user: user.id,
      itemType: trip.type,
      itemId: trip.itemId,
      reviewerName: publicName(user.fullName),
      rating: trip.rating,
      text: trip.text,
      travelledOn: startDate,
      reviewedOn: addDays(endDate, 2),
      createdAt: new Date(now - (trip.daysAgo - periods - 2) * DAY_MS),
    });
  }
  // Two instances seeding at once: only the one that inserted the bookings adds their payments and reviews.
  await em.transactional(async (tx) => {
    if ((await insertNew(tx, Booking, bookings)) === bookings.length) {
      await insertNew(tx, Payment, payments);
      await insertNew(tx, TravelReview, reviews);
    }
  });
}
