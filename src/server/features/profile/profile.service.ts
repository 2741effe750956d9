import type { EntityManager } from '@mikro-orm/postgresql';
import { centsToAmount } from '../../../shared/money';
import { loyaltySummary } from '../../../shared/loyalty';
import type { Profile } from '../../../shared/schemas/profile';
import type { SessionUser } from '../auth/sessions';
import { toUserDto } from '../auth/accounts';

/** Trips and spending count confirmed bookings only: pending holds and cancellations do not. */
export async function travelStats(em: EntityManager, userId: string): Promise<{ trips: number; spentCents: number }> {
  const [row] = await em
    .getConnection()
    .execute<{ trips: number; spent_cents: string }[]>(
      `select count(*)::int as trips, coalesce(sum(total_cents), 0)::bigint as spent_cents
         from booking where user_id = ? and status = 'confirmed'`,
      [userId],
    );
  return { trips: row.trips, spentCents: Number(row.spent_cents) };
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
