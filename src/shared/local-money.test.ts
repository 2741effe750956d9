import { describe, expect, it } from 'vitest';
import { amountToMinor, minorToAmount, minorToUsdCents, usdCentsToMinor } from './local-money';

describe('marketplace money', () => {
  it('reads and writes each currency with its ISO 4217 decimals', () => {
    expect(amountToMinor('6.500', 'OMR')).toBe(6500);
    expect(amountToMinor('6.5', 'OMR')).toBe(6500);
    expect(amountToMinor('45000', 'UGX')).toBe(45000);
    expect(amountToMinor('2450.00', 'KES')).toBe(245000);
    expect(() => amountToMinor('1.5', 'UGX')).toThrow();
    expect(() => amountToMinor('1.2345', 'KWD')).toThrow();
    for (const [minor, currency] of [
      [1250, 'OMR'],
      [45000, 'UGX'],
      [5, 'BHD'],
      [245000, 'KES'],
    ] as const) {
      expect(amountToMinor(minorToAmount(minor, currency), currency)).toBe(minor);
    }
  });

  it('converts to US cents exactly, rounding half up', () => {
    expect(minorToUsdCents(245_000, 'KES', '129.2000')).toBe(1896);
    expect(minorToUsdCents(3_845, 'OMR', '0.384500')).toBe(1000);
    expect(minorToUsdCents(5, 'USD', '1')).toBe(5);
    expect(() => minorToUsdCents(100, 'EUR', '1')).toThrow(/Unknown currency/);
  });
});

describe('dollars into a wallet currency', () => {
  it('converts exactly, rounding half up to the step', () => {
    expect(usdCentsToMinor(27000, 'KES', '129.2000', 100)).toBe(3488400); // 34884.00
    expect(usdCentsToMinor(3320, 'KES', '129.2000')).toBe(428944); // 4289.44
    expect(usdCentsToMinor(3320, 'KES', '129.2000', 100)).toBe(428900);
    expect(usdCentsToMinor(100, 'UGX', '3610.0000')).toBe(3610);
    expect(usdCentsToMinor(1000, 'KWD', '0.3070')).toBe(3070);
    // Half a shilling rounds up: $0.50 at 129 = 64.5 KES.
    expect(usdCentsToMinor(50, 'KES', '129', 100)).toBe(6500);
    expect(() => usdCentsToMinor(-1, 'KES', '129')).toThrow();
    expect(() => usdCentsToMinor(1.5, 'KES', '129')).toThrow();
  });
});
