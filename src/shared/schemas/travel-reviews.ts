import { z } from 'zod';
import { ZCalendarDate } from './common';
import { ZPageInfo, zPageFields } from './travel';
import { zIdentifier, zText } from './text';

// Reviews of hotels and tours by the travellers who went: one per booking, written once the
// booking's last day (check-out, the tour's last day) is past. docs/hotel-and-tour-pages.md.

export const REVIEWED_ITEM_TYPES = ['hotel', 'tour'] as const;
export type ReviewedItemType = (typeof REVIEWED_ITEM_TYPES)[number];

export const TRAVEL_REVIEW_TEXT_MAX = 1000;

export const ZTravelReview = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  /** Null: the reviewer has since deleted their account. */
  text: z.string().nullable(),
  /** The first name and last initial ('Amina D.'); null when the reviewer gave no name (show 'Traveller'). */
  reviewerName: z.string().nullable(),
  /** When they stayed (check-in) or toured (departure). */
  travelledOn: ZCalendarDate,
  reviewedOn: ZCalendarDate,
});
export type TravelReview = z.infer<typeof ZTravelReview>;

export const ZTravelReviewsRequest = z.object({ id: zIdentifier(), ...zPageFields() });

export const ZTravelReviewPage = ZPageInfo.extend({
  items: z.array(ZTravelReview),
  /** Average over every review, one decimal ("4.5"); null without reviews. */
  averageRating: z
    .string()
    .regex(/^\d\.\d$/)
    .nullable(),
});
export type TravelReviewPage = z.infer<typeof ZTravelReviewPage>;

export const ZCreateTravelReviewRequest = z.object({
  id: zIdentifier().describe('The hotel or tour package'),
  bookingId: z.uuid('Expected a booking id').optional().describe('The booking reviewed; default: your earliest finished booking of it not yet reviewed'),
  rating: z
    .number({ error: 'Expected a whole number from 1 to 5' })
    .int('Expected a whole number from 1 to 5')
    .min(1, 'Must be 1 to 5')
    .max(5, 'Must be 1 to 5'),
  text: zText({ max: TRAVEL_REVIEW_TEXT_MAX, multiline: true }),
});
export type CreateTravelReviewRequest = z.input<typeof ZCreateTravelReviewRequest>;
