import { describe, expect, it } from 'vitest';
import { originalPriceCents } from './tours.service';

describe('originalPriceCents', () => {
  it('gives a whole-dollar price before the deal that matches the badge', () => {
    expect(originalPriceCents(89_900, 45)).toBe(163_500); // Zanzibar Resort: $899, 45% OFF → $1,635
    expect(originalPriceCents(59_900, 40)).toBe(99_800);
    expect(Math.round((1 - 89_900 / 163_500) * 100)).toBe(45);
  });
  it('leaves undiscounted prices alone', () => {
    expect(originalPriceCents(10_000, 0)).toBe(10_000);
  });
});
