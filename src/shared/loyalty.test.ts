import { describe, expect, it } from 'vitest';
import { loyaltySummary } from './loyalty';

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
});
