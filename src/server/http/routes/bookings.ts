// Bookings (holds), the first-booking offer, payments and the admin dashboard figures.
import { z } from 'zod';
import { ZAdminStats } from '../../../shared/schemas/admin';
import { ZBooking, ZBookingIdRequest, ZBookingListRequest, ZCreateBookingRequest, ZOfferStatus } from '../../../shared/schemas/bookings';
import { IDEMPOTENCY_KEY_HEADER, ZPayment, ZPaymentRequest } from '../../../shared/schemas/payments';
import { get, post } from '../binding';

const tag = 'Bookings';

export const bookingRoutes = [
  get('/first-booking-offer', {
    tag,
    summary: 'The first-booking offer and whether it applies to you',
    output: ZOfferStatus,
    call: (api) => api.bookings.offer(),
  }),
  get('/bookings', {
    tag,
    summary: "The signed-in user's bookings, newest first",
    description:
      'tab: all (default); upcoming: pending or confirmed and not over yet (end date today or later); ' +
      'past: confirmed and over; cancelled: cancelled or expired holds.',
    access: 'signed-in',
    input: ZBookingListRequest,
    output: z.array(ZBooking),
    call: (api, input) => api.bookings.list(input),
  }),
  post('/bookings', {
    tag,
    summary: 'Book a hotel, flight, car or tour (holds it while you pay)',
    description:
      'Creates a pending booking holding the rooms, seats, car or places for BOOKING_HOLD_MINUTES (default 15); pay it with ' +
      'POST /api/payments before holdExpiresAt. hotel: itemId = hotel id, startDate/endDate = check-in/check-out, quantity = rooms. ' +
      'flight: itemId = a flight result id, quantity = passengers. car: itemId = a car result id, startDate/endDate = pickup/return, ' +
      'dropoffLocation optional. tour: itemId = tour package id, startDate = a departure date, quantity = places. ' +
      "offerCode 'FIRST40' (or applyFirstBookingOffer: true) asks for the first-booking offer: 40% off, up to $200.",
    access: 'signed-in',
    input: ZCreateBookingRequest,
    status: 201,
    output: ZBooking,
    errors: {
      404: 'No such hotel, flight, car or tour',
      409: 'Sold out, too many unpaid holds, or the first-booking offer does not apply',
    },
    call: (api, input) => api.bookings.create(input),
  }),
  get('/bookings/:id', {
    tag,
    summary: 'One of your bookings',
    access: 'signed-in',
    input: ZBookingIdRequest,
    output: ZBooking,
    call: (api, input) => api.bookings.get(input),
  }),
  post('/bookings/:id/cancel', {
    tag,
    summary: 'Cancel a booking',
    description: 'Owner or staff; only before its start date. Gives the inventory back; a paid booking is refunded.',
    access: 'signed-in',
    input: ZBookingIdRequest,
    output: ZBooking,
    errors: { 409: 'Already cancelled, expired, or already started' },
    call: (api, input) => api.bookings.cancel(input),
  }),
  post('/payments', {
    tag,
    summary: 'Pay for a pending booking (simulated processor)',
    description:
      'Waits PAYMENT_DELAY_MS (2 s), records the payment and confirms the booking atomically. ' +
      `The same ${IDEMPOTENCY_KEY_HEADER} and body return the stored result (charged once, also when sent concurrently), ` +
      'with the header Idempotent-Replayed: true. Card 4000000000000002 is always declined (the booking stays pending).',
    access: 'signed-in',
    input: ZPaymentRequest,
    requestHeaders: {
      [IDEMPOTENCY_KEY_HEADER]: { field: 'idempotencyKey', required: true, description: 'Unique per payment attempt; a retry with the same key and body returns the stored result' },
    },
    output: ZPayment,
    responseHeaders: {
      'Idempotent-Replayed': { description: 'Present on a replayed answer: nothing was charged again', schema: { type: 'string', const: 'true' } },
    },
    errors: {
      402: 'The card was declined; no money was taken',
      404: 'No such booking of yours',
      409: 'The booking is paid, cancelled or its hold expired; or the key is still being processed',
      422: `The ${IDEMPOTENCY_KEY_HEADER} was already used for a different request`,
      429: `Too many new ${IDEMPOTENCY_KEY_HEADER}s from this user within an hour`,
    },
    call: (api, input) => api.payments.create(input),
    respond: ({ replayed, ...payment }) => ({ body: payment, headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} }),
  }),
  get('/admin/stats', {
    tag: 'Admin',
    summary: 'Admin dashboard figures (staff only)',
    description:
      'totalBookings (ever paid), totalRevenue (confirmed), activeUsers (signed in or booked in the last 30 days), ' +
      'supportTickets, each with trends: % change of the last 30 days against the 30 before (null without a base); ' +
      'and the 5 most recent bookings.',
    access: 'staff',
    output: ZAdminStats,
    call: (api) => api.admin.stats(),
  }),
];
