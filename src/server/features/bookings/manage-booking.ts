// 'Manage booking' without signing in, as airlines offer it: the confirmation code together with
// the e-mail address of the account that booked opens the booking, read-only (cancelling and
// paying need the account). Every attempt is counted per client network before anything is
// looked up, right or wrong alike, and a wrong code and a wrong address answer the same 404:
// neither codes nor the addresses behind them can be guessed at speed.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking as BookingEntity } from '@db/entities/booking';
import type { Booking, BookingLookupInput } from '@shared/schemas/bookings';
import { clientSubject, takeHit, type RateLimitRule } from '../../core/throttle';
import { notFound } from '../../errors';
import { t } from '../../core/i18n';
import { toBookingDto } from './booking-dto';

/** Lookups from one client network: 10 in 15 minutes, enough for a family's trips and typing mistakes. */
export const BOOKING_LOOKUPS: RateLimitRule = {
  name: 'booking-lookup-ip',
  limit: 10,
  windowSeconds: 15 * 60,
  message: () => t('errors:throttle.bookingLookups'),
};

export async function lookUpBooking(em: EntityManager, ip: string, input: BookingLookupInput): Promise<Booking> {
  await takeHit(em, BOOKING_LOOKUPS, clientSubject(ip));
  const code = input.confirmationCode.replace(/\s+/g, '').toUpperCase();
  const booking = await em.findOne(BookingEntity, { confirmationCode: code }, { populate: ['user'], refresh: true });
  if (!booking || booking.user.email.toLowerCase() !== input.email.toLowerCase()) throw notFound(t('errors:notFound.bookingLookup'));
  return toBookingDto(booking, null);
}
