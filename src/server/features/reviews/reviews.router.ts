import { ZCreateTravelReviewRequest, ZTravelReview, ZTravelReviewPage, ZTravelReviewsRequest } from '@shared/schemas/travel-reviews';
import { authedProcedure, catalogueProcedure, router } from '../../trpc/init';
import { createTravelReview, listTravelReviews } from './travel-reviews';

// Reviews of hotels and tours by the travellers who went (travel-reviews.ts states the rule).
const pageNote = 'One page (page, limit); X-Total-Count gives the number over all pages. averageRating: over every review.';
const rule = 'From a confirmed booking of yours whose last day (check-out, the tour’s last day) is past; one review per booking.';

const hotel = catalogueProcedure
  .meta({ summary: "A hotel's reviews, newest first", description: pageNote, rest: { method: 'get', path: '/hotels/:id/reviews', tag: 'Travel' } })
  .input(ZTravelReviewsRequest)
  .output(ZTravelReviewPage)
  .query(({ ctx, input }) => listTravelReviews(ctx.em, 'hotel', input.id, input));

const reviewHotel = authedProcedure
  .meta({
    summary: 'Review a hotel you stayed at (rating 1-5 and text)',
    description: rule,
    rest: {
      method: 'post',
      path: '/hotels/:id/reviews',
      tag: 'Travel',
      status: 201,
      errors: { 403: 'No stay of yours at this hotel has ended', 404: 'No such hotel', 409: 'You have already reviewed this stay' },
    },
  })
  .input(ZCreateTravelReviewRequest)
  .output(ZTravelReview)
  .mutation(({ ctx, input }) => createTravelReview(ctx.em, ctx.user, 'hotel', input));

const tour = catalogueProcedure
  .meta({ summary: "A tour package's reviews, newest first", description: pageNote, rest: { method: 'get', path: '/tour-packages/:id/reviews', tag: 'Tours' } })
  .input(ZTravelReviewsRequest)
  .output(ZTravelReviewPage)
  .query(({ ctx, input }) => listTravelReviews(ctx.em, 'tour', input.id, input));

const reviewTour = authedProcedure
  .meta({
    summary: 'Review a tour you took (rating 1-5 and text)',
    description: rule,
    rest: {
      method: 'post',
      path: '/tour-packages/:id/reviews',
      tag: 'Tours',
      status: 201,
      errors: { 403: 'No tour of yours on this package has ended', 404: 'No such tour package', 409: 'You have already reviewed this tour' },
    },
  })
  .input(ZCreateTravelReviewRequest)
  .output(ZTravelReview)
  .mutation(({ ctx, input }) => createTravelReview(ctx.em, ctx.user, 'tour', input));

export const reviewsRouter = router({ hotel, reviewHotel, tour, reviewTour });
