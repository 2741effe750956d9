// DEMO DATA: reviews on the demo hotels' and tours' pages. A review is written only from a
// confirmed booking whose last day is past, one per booking, so each demo review comes with the
// demo past booking (paid, in the past) it was written from, of one of the demo reviewers below:
// traveller accounts of the demo catalogue that nobody signs in to (no password: their hash is
// not a hash). Dated relative to the first seed run, never moved after. Kept off the demo
// traveller ('demo'), whose 12 past trips are the profile's figures, and dated more than 30 days
// back, before the reports' default window.

export interface DemoReviewer {
  id: string;
  username: string;
  email: string;
  fullName: string;
}

export interface DemoReviewedTrip {
  /** The booking's id; the review's id is derived from it. */
  id: string;
  confirmationCode: string;
  reviewer: string;
  type: 'hotel' | 'tour';
  itemId: string;
  daysAgo: number;
  /** Hotel nights; a tour lasts its package's days. */
  nights: number;
  /** Guests or tour places. */
  quantity: number;
  unitCents: number;
  rating: number;
  text: string;
}

/** What the demo reviewers' password hash is: not a hash, so no password signs in to them. */
export const DEMO_REVIEWER_NO_PASSWORD = '!demo-reviewer: no sign-in';

const userId = (n: number) => `7e1a0000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export const demoReviewers: DemoReviewer[] = [
  { id: userId(1), username: 'demo-reviewer-fatuma', email: 'fatuma.reviewer@manasatours.example', fullName: 'Fatuma Ali' },
  { id: userId(2), username: 'demo-reviewer-omar', email: 'omar.reviewer@manasatours.example', fullName: 'Omar Haddad' },
  { id: userId(3), username: 'demo-reviewer-grace', email: 'grace.reviewer@manasatours.example', fullName: 'Grace Njeri' },
  { id: userId(4), username: 'demo-reviewer-joseph', email: 'joseph.reviewer@manasatours.example', fullName: 'Joseph Mugisha' },
];

const id = (n: number) => `7e1a0000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const code = (n: number) => `MTREVW${String(n).padStart(2, '0')}`;
/** A review's id from its booking's: one review per booking. */
export const demoReviewId = (bookingId: string) => bookingId.replace('-a000-', '-b000-');

export const demoReviewedTrips: DemoReviewedTrip[] = [
  {
    id: id(1),
    confirmationCode: code(1),
    reviewer: 'demo-reviewer-fatuma',
    type: 'hotel',
    itemId: 'nairobi-acacia-heights',
    daysAgo: 160,
    nights: 2,
    quantity: 1,
    unitCents: 13_500,
    rating: 5,
    text: 'Spotless rooms and a quiet garden. The staff arranged an early breakfast before our airport run.',
  },
  {
    id: id(2),
    confirmationCode: code(2),
    reviewer: 'demo-reviewer-omar',
    type: 'hotel',
    itemId: 'nairobi-acacia-heights',
    daysAgo: 95,
    nights: 3,
    quantity: 1,
    unitCents: 13_500,
    rating: 4,
    text: 'Good base for business in Westlands. Wi-Fi was fast; the street gets busy in the morning.',
  },
  {
    id: id(3),
    confirmationCode: code(3),
    reviewer: 'demo-reviewer-grace',
    type: 'hotel',
    itemId: 'zanzibar-stone-town-house',
    daysAgo: 130,
    nights: 3,
    quantity: 1,
    unitCents: 11_000,
    rating: 5,
    text: 'A beautiful old house in the middle of Stone Town. The rooftop at sunset was the highlight.',
  },
  {
    id: id(4),
    confirmationCode: code(4),
    reviewer: 'demo-reviewer-joseph',
    type: 'hotel',
    itemId: 'mombasa-nyali-beach-resort',
    daysAgo: 75,
    nights: 2,
    quantity: 1,
    unitCents: 14_800,
    rating: 4,
    text: 'Lovely beach and pool. Dinner choices were limited, but the seafood night made up for it.',
  },
  {
    id: id(5),
    confirmationCode: code(5),
    reviewer: 'demo-reviewer-omar',
    type: 'hotel',
    itemId: 'dubai-creek-heritage-hotel',
    daysAgo: 200,
    nights: 2,
    quantity: 1,
    unitCents: 12_000,
    rating: 3,
    text: 'Charming courtyard and a short walk to the souks. Our room was small and a little dark.',
  },
  {
    id: id(6),
    confirmationCode: code(6),
    reviewer: 'demo-reviewer-fatuma',
    type: 'tour',
    itemId: 'tour-1',
    daysAgo: 120,
    nights: 0,
    quantity: 2,
    unitCents: 129_900,
    rating: 5,
    text: 'Our guide found lions on the first morning. Long drives, but worth every hour.',
  },
  {
    id: id(7),
    confirmationCode: code(7),
    reviewer: 'demo-reviewer-joseph',
    type: 'tour',
    itemId: 'tour-1',
    daysAgo: 60,
    nights: 0,
    quantity: 1,
    unitCents: 129_900,
    rating: 4,
    text: 'The migration was spectacular. The camp was comfortable; bring a warm layer for the evenings.',
  },
  {
    id: id(8),
    confirmationCode: code(8),
    reviewer: 'demo-reviewer-grace',
    type: 'tour',
    itemId: 'tour-2',
    daysAgo: 110,
    nights: 0,
    quantity: 2,
    unitCents: 89_900,
    rating: 5,
    text: 'Relaxed days on the beach and a great spice farm visit. Everything was well organised.',
  },
  {
    id: id(9),
    confirmationCode: code(9),
    reviewer: 'demo-reviewer-omar',
    type: 'tour',
    itemId: 'tour-4',
    daysAgo: 180,
    nights: 0,
    quantity: 1,
    unitCents: 74_900,
    rating: 4,
    text: 'A well-run safari with a knowledgeable driver. The lodge food was very good.',
  },
];
