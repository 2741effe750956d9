import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '@db/entities/booking';
import { centsToAmount } from '@shared/money';
import { TRIP_TYPES, WELCOME_POINTS, loyaltySummary, pointsEarned } from '@shared/loyalty';
import type { PointsHistory, Profile } from '@shared/schemas/profile';
import { pendingEmailOf, toUserDto, type SessionUser } from '../auth';
import { centsFromSum } from '../../core/money';

/**
 * Trips are confirmed bookings of travel (TRIP_TYPES); spending counts every confirmed booking.
 * Pending holds and cancellations count for neither.
 */
export async function travelStats(em: EntityManager, userId: string): Promise<{ trips: number; spentCents: number }> {
  const totals = await em
    .createQueryBuilder(Booking, 'b')
    .select([
      raw(`(count(*) filter (where b.type in (${TRIP_TYPES.map(() => '?').join(', ')})))::int as trips`, [...TRIP_TYPES]),
      raw('coalesce(sum(b.total_cents), 0)::bigint as spent_cents'),
    ])
    .where({ user: userId, status: 'confirmed' })
    .execute<{ trips: number; spent_cents: string }>('get', false);
  return { trips: totals.trips, spentCents: centsFromSum(totals.spent_cents) };
}

export async function getProfile(em: EntityManager, user: SessionUser): Promise<Profile> {
  const { trips, spentCents } = await travelStats(em, user.id);
  const { points, ...loyalty } = loyaltySummary(spentCents);
  return {
    user: toUserDto(user),
    pendingEmail: await pendingEmailOf(em, user),
    memberSince: user.createdAt.toISOString(),
    stats: { trips, totalSpent: centsToAmount(spentCents), points },
    loyalty,
  };
}

/**
 * Every point of the profile's total explained: the welcome points, then each confirmed
 * booking's points in the order they were paid (pointsEarned: cents left over carry to the
 * next), listed newest first.
 */
export async function pointsHistory(em: EntityManager, user: SessionUser): Promise<PointsHistory> {
  const bookings = await em.find(
    Booking,
    { user: user.id, status: 'confirmed' },
    { fields: ['id', 'confirmationCode', 'type', 'totalCents', 'currency', 'bookingDetails', 'confirmedAt', 'createdAt'], refresh: true },
  );
  const when = (booking: Pick<Booking, 'confirmedAt' | 'createdAt'>) => booking.confirmedAt ?? booking.createdAt;
  bookings.sort((a, b) => when(a).getTime() - when(b).getTime() || a.id.localeCompare(b.id));
  let spentCents = 0;
  let total = WELCOME_POINTS;
  const earned = bookings.map((booking) => {
    const points = pointsEarned(spentCents, booking.totalCents);
    spentCents += booking.totalCents;
    total += points;
    return {
      bookingId: booking.id,
      confirmationCode: booking.confirmationCode,
      type: booking.type,
      itemName: booking.bookingDetails.itemName ?? booking.confirmationCode,
      amount: centsToAmount(booking.totalCents),
      currency: booking.currency,
      points,
      at: when(booking).toISOString(),
    };
  });
  return { total, welcome: { points: WELCOME_POINTS, at: user.createdAt.toISOString() }, bookings: earned.reverse() };
}
