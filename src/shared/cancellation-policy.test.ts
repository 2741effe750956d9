import { describe, expect, it } from 'vitest';
import { ECONOMY_CANCELLATION_FEE_CENTS, flightFarePolicy, localInstant, quoteRefund } from './cancellation-policy';

const startsAt = new Date('2026-12-24T11:00:00Z');
const before = (hours: number, minutes = 0) => new Date(startsAt.getTime() - hours * 3_600_000 - minutes * 60_000);

describe('quoteRefund', () => {
  it('free until 48 h before, then 50%: full exactly at 48 h, half a minute later', () => {
    const policy = 'free_48h_half';
    expect(quoteRefund({ policy, paidCents: 33_001, units: 1, startsAt, now: before(72) })).toMatchObject({ refundCents: 33_001, keptCents: 0, rule: 'full' });
    expect(quoteRefund({ policy, paidCents: 33_001, units: 1, startsAt, now: before(48) })).toMatchObject({
      refundCents: 33_001,
      rule: 'full',
      freeUntil: before(48),
    });
    expect(quoteRefund({ policy, paidCents: 33_001, units: 1, startsAt, now: before(47, 59) })).toMatchObject({
      refundCents: 16_500,
      keptCents: 16_501,
      rule: 'partial',
      freeUntil: null,
    });
    expect(quoteRefund({ policy, paidCents: 33_001, units: 1, startsAt, now: before(0, 1) }).refundCents).toBe(16_500);
  });

  it('refunds nothing at or after the start', () => {
    expect(quoteRefund({ policy: 'free_48h_half', paidCents: 10_000, units: 1, startsAt, now: startsAt })).toMatchObject({
      refundCents: 0,
      keptCents: 10_000,
      rule: 'none',
    });
    expect(quoteRefund({ policy: 'economy_fare', paidCents: 10_000, units: 1, startsAt, now: new Date(startsAt.getTime() + 60_000) }).refundCents).toBe(0);
  });

  it('free until 24 h before, then nothing', () => {
    expect(quoteRefund({ policy: 'free_24h_none', paidCents: 9_000, units: 2, startsAt, now: before(24) }).refundCents).toBe(9_000);
    expect(quoteRefund({ policy: 'free_24h_none', paidCents: 9_000, units: 2, startsAt, now: before(23, 59) })).toMatchObject({ refundCents: 0, rule: 'none' });
  });

  it('non-refundable gives nothing back, however early', () => {
    expect(quoteRefund({ policy: 'non_refundable', paidCents: 9_000, units: 1, startsAt, now: before(24 * 300) })).toMatchObject({
      refundCents: 0,
      keptCents: 9_000,
      rule: 'none',
      freeUntil: null,
    });
  });

  it('an Economy fare keeps its fee per passenger, never more than was paid', () => {
    expect(quoteRefund({ policy: 'economy_fare', paidCents: 30_000, units: 2, startsAt, now: before(500) })).toMatchObject({
      refundCents: 30_000 - 2 * ECONOMY_CANCELLATION_FEE_CENTS,
      rule: 'partial',
    });
    expect(quoteRefund({ policy: 'economy_fare', paidCents: 4_000, units: 1, startsAt, now: before(500) })).toMatchObject({ refundCents: 0, rule: 'none' });
  });

  it('a Business fare is free until 24 h before departure', () => {
    expect(flightFarePolicy('business')).toBe('business_fare');
    expect(flightFarePolicy('economy')).toBe('economy_fare');
    expect(quoteRefund({ policy: 'business_fare', paidCents: 120_000, units: 1, startsAt, now: before(24) }).refundCents).toBe(120_000);
    expect(quoteRefund({ policy: 'business_fare', paidCents: 120_000, units: 1, startsAt, now: before(23) }).refundCents).toBe(0);
  });

  it('an unpaid hold has nothing to refund', () => {
    expect(quoteRefund({ policy: 'free_48h_half', paidCents: 0, units: 1, startsAt, now: before(100) })).toMatchObject({ refundCents: 0, keptCents: 0 });
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => quoteRefund({ policy: 'free_48h_half', paidCents: 10.5, units: 1, startsAt, now: before(100) })).toThrow(/cents/);
  });
});

describe('localInstant', () => {
  it('reads a local date and time in its zone', () => {
    expect(localInstant('2026-12-24', '14:00', 'Africa/Nairobi').toISOString()).toBe('2026-12-24T11:00:00.000Z');
    expect(localInstant('2026-12-24', '08:30', 'Asia/Dubai').toISOString()).toBe('2026-12-24T04:30:00.000Z');
    expect(localInstant('2027-01-01', '00:15', 'Africa/Nairobi').toISOString()).toBe('2026-12-31T21:15:00.000Z');
  });
});
