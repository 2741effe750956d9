import { describe, expect, it } from 'vitest';
import { demoProductReviews, demoReviewSummary, intendedReviewSummaries, summarizeReviews } from './product-reviews';
import { demoProducts } from './products';

const stars = (...ratings: number[]) => ratings.map((rating) => ({ rating }));

describe('summarizeReviews', () => {
  it('averages to one decimal, rounding half up, and counts', () => {
    expect(summarizeReviews(stars(5, 4, 4))).toEqual({ rating: '4.3', reviewCount: 3 });
    expect(summarizeReviews(stars(5, 4, 4, 4))).toEqual({ rating: '4.3', reviewCount: 4 }); // 4.25
    expect(summarizeReviews(stars(5, 5, 5, 4))).toEqual({ rating: '4.8', reviewCount: 4 }); // 4.75
    expect(summarizeReviews(stars(3, 4, 4, 4, 4, 4, 4, 4))).toEqual({ rating: '3.9', reviewCount: 8 }); // 3.875
    expect(summarizeReviews(stars(5))).toEqual({ rating: '5.0', reviewCount: 1 });
  });

  it('has no rating without reviews', () => {
    expect(summarizeReviews([])).toEqual({ rating: null, reviewCount: 0 });
  });
});

describe('seeded reviews', () => {
  it('give every product the summary it was meant to have', () => {
    for (const product of demoProducts) {
      const intended = intendedReviewSummaries[product.id];
      const summary = demoReviewSummary(product.id);
      if (intended) expect(summary, product.id).toEqual({ rating: intended[0], reviewCount: intended[1] });
      else expect(summary, product.id).toEqual({ rating: null, reviewCount: 0 });
    }
  });

  it('are believable: averages 3.6 to 4.9 from 3 to 40 reviews, and only a few products without', () => {
    for (const product of demoProducts) {
      const { rating, reviewCount } = demoReviewSummary(product.id);
      if (reviewCount === 0) continue;
      expect(Number(rating), product.id).toBeGreaterThanOrEqual(3.6);
      expect(Number(rating), product.id).toBeLessThanOrEqual(4.9);
      expect(reviewCount, product.id).toBeGreaterThanOrEqual(3);
      expect(reviewCount, product.id).toBeLessThanOrEqual(40);
    }
    const withoutReviews = demoProducts.filter((product) => demoReviewSummary(product.id).reviewCount === 0);
    expect(withoutReviews.length).toBeGreaterThan(0);
    expect(withoutReviews.length).toBeLessThanOrEqual(6);
  });

  it('only name products of the catalogue', () => {
    const ids = new Set(demoProducts.map((product) => product.id));
    for (const id of Object.keys(intendedReviewSummaries)) expect(ids.has(id), id).toBe(true);
    for (const review of demoProductReviews) expect(ids.has(review.productId), review.id).toBe(true);
  });

  it('are whole stars with a text, a reviewer and a real 2026 date', () => {
    expect(new Set(demoProductReviews.map((review) => review.id)).size).toBe(demoProductReviews.length);
    for (const review of demoProductReviews) {
      expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5, review.id).toBe(true);
      expect(review.text.length, review.id).toBeGreaterThan(10);
      expect(review.text.length, review.id).toBeLessThanOrEqual(200);
      expect(review.reviewerName, review.id).toMatch(/^\p{L}[\p{L} ]+ \p{Lu}\.$/u);
      expect(review.reviewedOn, review.id).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(new Date(`${review.reviewedOn}T00:00:00Z`).toISOString().slice(0, 10), review.id).toBe(review.reviewedOn);
      expect(review.reviewedOn < '2026-11-01', review.id).toBe(true);
    }
  });

  it('match the stars: praise for 4 and 5, complaints for 1 and 2', () => {
    const low = demoProductReviews.filter((review) => review.rating <= 2);
    const high = demoProductReviews.filter((review) => review.rating >= 4);
    expect(low.every((review) => /Disappointed|Not great|Expected more|Would not buy again|Poor/.test(review.text))).toBe(true);
    expect(high.some((review) => /Disappointed|Not great|Poor/.test(review.text))).toBe(false);
  });

  it('do not repeat a reviewer on one product', () => {
    for (const product of demoProducts) {
      const names = demoProductReviews.filter((review) => review.productId === product.id).map((review) => review.reviewerName);
      expect(new Set(names).size, product.id).toBe(names.length);
    }
  });
});
