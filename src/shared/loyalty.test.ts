import { describe, expect, it } from 'vitest';
import { loyaltyPoints, loyaltySummary, pointsEarned } from './loyalty';

describe('loyalty', () => {
  it("gives the demo traveller's figures for $2,340 spent", () => {
    expect(loyaltySummary(234_000)).toEqual({ points: 850, tier: 'Gold', nextTier: 'Platinum', progress: 750, progressTarget: 1000 });
  });
  it('starts a new member at Silver with the welcome points', () => {
    expect(loyaltySummary(0)).toEqual({ points: 70, tier: 'Silver', nextTier: 'Gold', progress: 70, progressTarget: 100 });
  });
  it('tops out at Platinum', () => {
    expect(loyaltySummary(1_000_000)).toMatchObject({ tier: 'Platinum', nextTier: null, progressTarget: null });
  });
  it('gives each booking the points its amount completes, so they add up to the total', () => {
    expect(pointsEarned(0, 8_320)).toBe(27);
    expect(pointsEarned(8_320, 1_000)).toBe(4); // the $2.20 left over counts
    const amounts = [27_000, 16_500, 33_000, 18_900, 12_000, 24_000, 31_000, 9_000, 9_500, 14_000, 29_600, 9_500];
    let spent = 0;
    let earned = 0;
    for (const amount of amounts) {
      earned += pointsEarned(spent, amount);
      spent += amount;
    }
    expect(70 + earned).toBe(loyaltyPoints(spent));
  });
});
