import { z } from 'zod';
import {
  ZBooking,
  ZBookingIdRequest,
  ZBookingListRequest,
  ZBookingLookupRequest,
  ZCancelBookingRequest,
  ZCreateBookingRequest,
  ZOfferStatus,
  ZRefundQuote,
  ZSetTravellersRequest,
} from '@shared/schemas/bookings';
import { ZRevealPassportRequest, ZRevealedPassport } from '@shared/schemas/travellers';
import { authedProcedure, publicProcedure, router, staffProcedure } from '../../trpc/init';
import { readPassportNumber } from './travellers';
import { cancelBooking, createBooking, listBookings, previewRefund, setTravellers, showBooking } from './bookings.service';
import { offerStatus } from './offer';
import { BOOKING_LOOKUPS, lookUpBooking } from './manage-booking';

/** A pending booking that holds the rooms, seats, car or places until it is paid. */
const create = authedProcedure
  .meta({
    summary: 'Book a hotel, flight, car or tour (holds it while you pay)',
    description:
      'Creates a pending booking holding the rooms, seats, car or places for BOOKING_HOLD_MINUTES (default 15); pay it with ' +
      'POST /api/payments before holdExpiresAt. hotel: itemId = hotel id, startDate/endDate = check-in/check-out, quantity = rooms. ' +
      'flight: itemId = a flight result id, quantity = passengers. car: itemId = a car result id, startDate/endDate = pickup/return, ' +
      'dropoffLocation optional. tour: itemId = tour package id, startDate = a departure date, quantity = places. ' +
      "offerCode 'FIRST40' (or applyFirstBookingOffer: true) asks for the first-booking offer: 40% off, up to $200.",
    rest: {
      method: 'post',
      path: '/bookings',
      tag: 'Bookings',
      status: 201,
      errors: {
        404: 'No such hotel, flight, car or tour',
        409: 'Sold out, too many unpaid holds, or the first-booking offer does not apply',
      },
      inputRules: {
        quantity: 'at most the most of its type (rooms, passengers, cars, places); a hotel: at most adults, and rooms that can take the party',
        offerCode: 'an offer code that exists and applies to this booking',
        dropoffLocation: "for a car: 'Same Location' or a rental location in the pickup location's country",
        startDate: "given for hotel, car and tour; today or later and within the booking horizon; a flight's own date",
        endDate: 'given for hotel and car: after startDate for a hotel (at most 30 nights), not before it for a car (at most 30 days)',
        travellers:
          'a flight: one entry per passenger; passport fields on an international route, valid 6 months after arrival (else give them later with POST /api/bookings/{id}/travellers)',
        leadGuest: 'a hotel only',
        adults: 'a hotel only',
        childAges: 'a hotel only',
        roomTypeId: "a hotel only: one of the hotel's roomTypes, with rooms that can take the party",
        driver: 'a car only: age 21 or more',
        tourTravellers: 'a tour only: one entry per place (givenNames, surname, optional dietary: choice and a note of at most 120 characters)',
      },
    },
  })
  .input(ZCreateBookingRequest)
  .output(ZBooking)
  .mutation(({ ctx, input }) => createBooking(ctx.em, ctx.config, ctx.user, input));

const travellers = authedProcedure
  .meta({
    summary: 'Say who travels on a pending booking',
    description:
      'The owner, before paying. flight: travellers, one per passenger (givenNames, surname as on the passport, dateOfBirth, nationality as an ISO code; ' +
      'passportNumber and passportExpiry required when the airports are in different countries, the passport valid 6 months after arrival). ' +
      'hotel: leadGuest (name, arrivalTime HH:MM, specialRequest). car: driver (name, age 21 or more, licenceNumber, licenceCountry). ' +
      'tour: tourTravellers, one per place (givenNames, surname, dietary: choice none, vegetarian, vegan, halal, kosher, glutenFree or allergy, and a note). ' +
      'The same fields are accepted by POST /api/bookings. A flight booking is paid only once its passengers are given, a tour once each place is named. Passport numbers are answered masked.',
    rest: {
      method: 'post',
      path: '/bookings/:id/travellers',
      tag: 'Bookings',
      errors: { 404: 'No such booking of yours', 409: 'The booking is no longer pending' },
      inputRules: {
        travellers: 'a flight: one entry per passenger booked; passport fields on an international route; dateOfBirth not in the future',
        leadGuest: 'a hotel only',
        driver: 'a car only',
        tourTravellers: 'a tour only: one entry per place booked',
      },
    },
  })
  .input(ZSetTravellersRequest)
  .output(ZBooking)
  .mutation(({ ctx, input }) => setTravellers(ctx.em, ctx.config, ctx.user, input));

const list = authedProcedure
  .meta({
    summary: "The signed-in user's bookings, newest first",
    description:
      'tab: all (default); upcoming: pending or confirmed and not over yet (end date today or later); ' +
      'past: confirmed and over; cancelled: cancelled or expired holds.',
    rest: { method: 'get', path: '/bookings', tag: 'Bookings' },
  })
  .input(ZBookingListRequest)
  .output(z.array(ZBooking))
  .query(({ ctx, input }) => listBookings(ctx.em, ctx.user, input?.tab));

const get = authedProcedure
  .meta({
    summary: 'One of your bookings',
    rest: { method: 'get', path: '/bookings/:id', tag: 'Bookings' },
  })
  .input(ZBookingIdRequest)
  .output(ZBooking)
  .query(({ ctx, input }) => showBooking(ctx.em, ctx.user, input.id));

const cancel = authedProcedure
  .meta({
    summary: 'Cancel a booking',
    description:
      'Owner or staff; only before its start date. Gives the inventory back; a paid booking is refunded as its cancellation policy says now ' +
      '(refundAmount). expectedRefund (optional): the refund shown by GET /api/bookings/{id}/refund; if the refund is now different, nothing is cancelled (409).',
    rest: {
      method: 'post',
      path: '/bookings/:id/cancel',
      tag: 'Bookings',
      errors: { 409: 'Already cancelled, expired, or already started; or the refund is no longer expectedRefund' },
      inputRules: { expectedRefund: 'the refund the traveller was shown; refused with 409 when it is no longer the refund' },
    },
  })
  .input(ZCancelBookingRequest)
  .output(ZBooking)
  .mutation(({ ctx, input }) => cancelBooking(ctx.em, ctx.user, input.id, { expectedRefund: input.expectedRefund }));

const refund = authedProcedure
  .meta({
    summary: 'What cancelling a booking now would refund',
    description: "The booking's cancellation policy applied to what was paid and the time now: refundAmount, keptAmount, and until when cancelling is free.",
    rest: { method: 'get', path: '/bookings/:id/refund', tag: 'Bookings', errors: { 409: 'Already cancelled, expired, or already started' } },
  })
  .input(ZBookingIdRequest)
  .output(ZRefundQuote)
  .query(({ ctx, input }) => previewRefund(ctx.em, ctx.user, input.id));

const offer = publicProcedure
  .meta({
    summary: 'The first-booking offer and whether it applies to you',
    rest: { method: 'get', path: '/first-booking-offer', tag: 'Bookings' },
  })
  .output(ZOfferStatus)
  .query(({ ctx }) => offerStatus(ctx.em, ctx.user));

const revealPassport = staffProcedure
  .meta({
    summary: "Read a passenger's full passport number (staff, audited)",
    description:
      'Everyone else, the owner included, is answered the number masked (••••1234). passenger: the position in the booking’s travellers.passengers, from 0. ' +
      'Every read writes an audit event (passport.reveal: who, which booking and passenger; never the number).',
    rest: {
      method: 'post',
      path: '/bookings/:id/travellers/passport',
      tag: 'Bookings',
      errors: { 404: 'No such booking, or that passenger has no passport number on it' },
    },
  })
  .input(ZRevealPassportRequest)
  .output(ZRevealedPassport)
  .mutation(({ ctx, input }) => readPassportNumber(ctx.em, ctx.user, ctx.config.SECRET_ENCRYPTION_KEY, input.id, input.passenger));

const lookup = publicProcedure
  .meta({
    summary: "Open a booking without signing in ('manage booking')",
    description:
      'The confirmation code (case and spaces do not matter) and the e-mail address of the account that booked open the booking read-only (canCancel is false: ' +
      `cancelling and paying need the account). Passport numbers are masked. ${BOOKING_LOOKUPS.limit} attempts per ${BOOKING_LOOKUPS.windowSeconds / 60} minutes from a client network, right or wrong.`,
    rest: {
      method: 'post',
      path: '/bookings/lookup',
      tag: 'Bookings',
      errors: {
        404: 'No booking has this code and e-mail address (either may be wrong: the answer does not say which)',
        429: 'Too many lookups from this network',
      },
    },
  })
  .input(ZBookingLookupRequest)
  .output(ZBooking)
  .mutation(({ ctx, input }) => lookUpBooking(ctx.em, ctx.ip, input));

export const bookingsRouter = router({ create, travellers, revealPassport, lookup, list, get, cancel, refund, offer });
