// A demo trip that already happened: its confirmed booking row and the card payment that paid it.
// The demo traveller's history and the demo reviewers' stays are written the same way.
import type { RequiredEntityData } from '@mikro-orm/core';
import type { Booking } from '../entities/booking';
import type { Payment } from '../entities/payment';
import { UNIT_LABELS, priceBooking, quantityLabel } from '@shared/booking-pricing';
import { type BookingDetails } from '@shared/schemas/bookings';
import { centsToAmount } from '@shared/money';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What a booking's details say of the item itself; the dates, quantity and price lines are added here. */
export type ItemDetails = Omit<BookingDetails, 'startDate' | 'endDate' | 'quantity' | 'quantityLabel' | 'unitPrice' | 'unitLabel' | 'lines'>;

export interface PastTrip {
  id: string;
  confirmationCode: string;
  type: 'hotel' | 'car' | 'tour' | 'flight';
  itemId: string;
  quantity: number;
  unitCents: number;
  /** Nights, days or 1. */
  periods: number;
  /** How long ago it started. */
  daysAgo: number;
  startDate: string;
  endDate: string;
  details: ItemDetails;
}

/** The booking (booked three weeks before the trip) and its payment a few minutes later. */
export function paidPastBooking(
  trip: PastTrip,
  userId: string,
  now: number,
  extra: Pick<RequiredEntityData<Booking>, 'travellers' | 'heldRooms'>,
): { booking: RequiredEntityData<Booking>; payment: RequiredEntityData<Payment>; totalCents: number } {
  const price = priceBooking({ type: trip.type, unitCents: trip.unitCents, quantity: trip.quantity, periods: trip.periods });
  const createdAt = new Date(now - (trip.daysAgo + 21) * DAY_MS);
  const confirmedAt = new Date(createdAt.getTime() + 3 * 60 * 1000);
  const booking: RequiredEntityData<Booking> = {
    id: trip.id,
    user: userId,
    type: trip.type,
    status: 'confirmed',
    confirmationCode: trip.confirmationCode,
    itemId: trip.itemId,
    startDate: trip.startDate,
    endDate: trip.endDate,
    quantity: trip.quantity,
    subtotalCents: price.subtotalCents,
    discountCents: 0,
    totalCents: price.totalCents,
    currency: 'USD',
    bookingDetails: {
      ...trip.details,
      startDate: trip.startDate,
      endDate: trip.endDate,
      quantity: trip.quantity,
      quantityLabel: quantityLabel(trip.type, trip.quantity),
      unitPrice: centsToAmount(trip.unitCents),
      unitLabel: UNIT_LABELS[trip.type],
      lines: price.lines,
    },
    ...extra,
    createdAt,
    confirmedAt,
  };
  const payment: RequiredEntityData<Payment> = {
    booking: trip.id,
    user: userId,
    method: 'card',
    status: 'succeeded',
    amountCents: price.totalCents,
    currency: 'USD',
    cardLast4: '4242',
    createdAt: confirmedAt,
  };
  return { booking, payment, totalCents: price.totalCents };
}
