// Loyalty programme, derived from a traveller's confirmed bookings (nothing stored apart):
// - trips: confirmed bookings; spent: their total amount.
// - points: 1 point per whole $3 spent, plus 70 welcome points for joining.
// - tiers by points: Silver from 0, Gold from 100, Platinum from 1,100; progress is shown as
//   points into the current tier out of the tier's span (Gold: 850 points → 750 of 1000).
// The demo traveller's seeded history (12 trips, $2,340) gives the spec's 850 points, Gold,
// 750 of 1000.
export const WELCOME_POINTS = 70;
export const CENTS_PER_POINT = 300;

export const LOYALTY_TIERS = [
  { name: 'Silver', minPoints: 0 },
  { name: 'Gold', minPoints: 100 },
  { name: 'Platinum', minPoints: 1100 },
] as const;
export type LoyaltyTierName = (typeof LOYALTY_TIERS)[number]['name'];

export interface LoyaltySummary {
  points: number;
  tier: LoyaltyTierName;
  nextTier: LoyaltyTierName | null;
  /** Points earned inside the current tier, and the tier's span (null at the top tier). */
  progress: number;
  progressTarget: number | null;
}

export function loyaltyPoints(spentCents: number): number {
  return WELCOME_POINTS + Math.floor(spentCents / CENTS_PER_POINT);
}

export function loyaltySummary(spentCents: number): LoyaltySummary {
  const points = loyaltyPoints(spentCents);
  let index = 0;
  for (let i = 0; i < LOYALTY_TIERS.length; i++) if (points >= LOYALTY_TIERS[i].minPoints) index = i;
  const tier = LOYALTY_TIERS[index];
  const next = LOYALTY_TIERS[index + 1];
  return {
    points,
    tier: tier.name,
    nextTier: next?.name ?? null,
    progress: points - tier.minPoints,
    progressTarget: next ? next.minPoints - tier.minPoints : null,
  };
}
