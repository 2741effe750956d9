import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '../../../../prisma-free-db/entities/booking';
import { centsToAmount } from '../../../shared/money';
import { loyaltySummary } from '../../../shared/loyalty';
import type { Profile } from '../../../shared/schemas/profile';
import { toUserDto, type SessionUser } from '../auth';
import { centsFromSum } from '../../core/money';

/** Trips and spending count confirmed bookings only: pending holds and cancellations do not. */
export async function travelStats(em: EntityManager, userId: string): Promise<{ trips: number; spentCents: number }> {
  const totals = await em
    .createQueryBuilder(Booking, 'b')
    .select([raw('count(*)::int as trips'), raw('coalesce(sum(b.total_cents), 0)::bigint as spent_cents')])
    .where({ user: userId, status: 'confirmed' })
    .execute<{ trips: number; spent_cents: string }>('get', false);
  return { trips: totals.trips, spentCents: centsFromSum(totals.spent_cents) };
}

export async function getProfile(em: EntityManager, user: SessionUser): Promise<Profile> {
  const { trips, spentCents } = await travelStats(em, user.id);
  const { points, ...loyalty } = loyaltySummary(spentCents);
  return {
    user: toUserDto(user),
    memberSince: user.createdAt.toISOString(),
    stats: { trips, totalSpent: centsToAmount(spentCents), points },
    loyalty,
  };
}
