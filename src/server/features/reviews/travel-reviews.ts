// Reviews that come from real trips: a hotel or tour is reviewed by a signed-in traveller from
// one of their confirmed bookings of it, once the booking's last day (check-out, the tour's last
// day) is before today in the travel calendar; one review per booking, which the unique
// booking_id decides even when two are sent at once.
import { raw, type EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '@db/entities/booking';
import { Hotel } from '@db/entities/hotel';
import { TourPackage } from '@db/entities/tour-package';
import { TravelReview as TravelReviewEntity } from '@db/entities/travel-review';
import { AppError, conflict, notFound } from '../../errors';
import type { ReviewedItemType, TravelReview, TravelReviewPage } from '@shared/schemas/travel-reviews';
import { hasMoreAfter, pageOf, type PageRequest } from '../../core/catalogue-query';
import { t } from '../../core/i18n';
import { today } from '../../core/travel-calendar';
import { publicName } from '@shared/public-name';
import type { SessionUser } from '../auth';

const REVIEWS_PAGE_SIZE = 10;

function toReviewDto(review: TravelReviewEntity): TravelReview {
  return {
    id: review.id,
    rating: review.rating,
    text: review.text ?? null,
    reviewerName: review.reviewerName ?? null,
    travelledOn: review.travelledOn,
    reviewedOn: review.reviewedOn,
  };
}

async function requireItem(em: EntityManager, type: ReviewedItemType, id: string): Promise<void> {
  const found = type === 'hotel' ? await em.count(Hotel, { id }) : await em.count(TourPackage, { id, status: 'published' });
  if (found === 0) throw notFound(t(type === 'hotel' ? 'errors:notFound.hotel' : 'errors:notFound.tour'));
}

/** A hotel's or tour's reviews, newest first, with the average over all of them. */
export async function listTravelReviews(em: EntityManager, type: ReviewedItemType, id: string, input: PageRequest): Promise<TravelReviewPage> {
  await requireItem(em, type, id);
  const window = pageOf(input, REVIEWS_PAGE_SIZE);
  const [reviews, total] = await em.findAndCount(
    TravelReviewEntity,
    { itemType: type, itemId: id },
    { orderBy: { reviewedOn: 'desc', createdAt: 'desc', id: 'asc' }, limit: window.limit, offset: window.offset },
  );
  const [{ average }] = await em
    .createQueryBuilder(TravelReviewEntity)
    .select(raw('round(avg(rating), 1)::text as average'))
    .where({ itemType: type, itemId: id })
    .execute<{ average: string | null }[]>('all', false);
  return {
    items: reviews.map(toReviewDto),
    total,
    page: window.page,
    limit: window.limit,
    hasMore: hasMoreAfter(window, reviews.length, total),
    averageRating: average,
  };
}

/** The booking a review is written from: the one named, or the traveller's earliest finished one not yet reviewed. */
async function bookingToReview(em: EntityManager, user: SessionUser, type: ReviewedItemType, itemId: string, bookingId: string | undefined): Promise<Booking> {
  const yours = { user: user.id, type, itemId, status: 'confirmed' as const };
  if (bookingId) {
    const named = await em.findOne(Booking, { ...yours, id: bookingId });
    if (!named) throw new AppError('FORBIDDEN', t('errors:reviews.notYourTrip'), { field: 'bookingId' });
    return named;
  }
  const finished = await em.find(Booking, yours, { orderBy: { startDate: 'asc', createdAt: 'asc' } });
  if (finished.length === 0) throw new AppError('FORBIDDEN', t('errors:reviews.notYourTrip'), { field: 'id' });
  const reviewed = new Set(
    (await em.find(TravelReviewEntity, { booking: { $in: finished.map((booking) => booking.id) } }, { fields: ['booking'] })).map(
      (review) => review.booking.id,
    ),
  );
  const past = finished.filter((booking) => lastDay(booking) < today());
  return past.find((booking) => !reviewed.has(booking.id)) ?? past[0] ?? finished[0];
}

/** The trip's last day: the check-out date, the tour's last day (a one-day tour: its date). */
function lastDay(booking: Booking): string {
  return booking.endDate ?? booking.startDate ?? '9999-12-31';
}

/** A traveller's review (rating 1-5 and text) of a hotel they stayed at or a tour they took. */
export async function createTravelReview(
  em: EntityManager,
  user: SessionUser,
  type: ReviewedItemType,
  input: { id: string; bookingId?: string; rating: number; text: string },
): Promise<TravelReview> {
  await requireItem(em, type, input.id);
  const booking = await bookingToReview(em, user, type, input.id, input.bookingId);
  if (lastDay(booking) >= today()) {
    throw new AppError('FORBIDDEN', t(type === 'hotel' ? 'errors:reviews.afterStay' : 'errors:reviews.afterTour', { date: lastDay(booking) }), {
      field: input.bookingId ? 'bookingId' : 'id',
    });
  }
  const inserted = await em
    .createQueryBuilder(TravelReviewEntity)
    .insert({
      booking: booking.id,
      user: user.id,
      itemType: type,
      itemId: input.id,
      reviewerName: publicName(user.fullName),
      rating: input.rating,
      text: input.text,
      travelledOn: booking.startDate ?? today(),
      reviewedOn: today(),
    })
    .onConflict()
    .ignore()
    .returning('id')
    .execute<{ id: string }[]>('all');
  if (inserted.length !== 1) throw conflict(t('errors:reviews.alreadyReviewed'), input.bookingId ? 'bookingId' : 'id');
  return toReviewDto(await em.findOneOrFail(TravelReviewEntity, inserted[0].id));
}
