import { describe, expect, it } from 'vitest';
import { DEMO_EXCHANGE_RATES_AS_OF, demoExchangeRates, demoRateFor, minorToUsdCents } from './exchange-rates';
import { MARKETPLACE_COUNTRIES } from './products';

describe('demo exchange rates', () => {
  it('cover USD and every marketplace currency once, as of one date', () => {
    const currencies = demoExchangeRates.map((rate) => rate.currency);
    expect(new Set(currencies).size).toBe(currencies.length);
    expect(new Set(currencies)).toEqual(new Set(['USD', ...Object.values(MARKETPLACE_COUNTRIES).map((country) => country.currency)]));
    expect(DEMO_EXCHANGE_RATES_AS_OF).toBe('2026-11-01');
    for (const rate of demoExchangeRates) {
      expect(rate.asOf).toBe(DEMO_EXCHANGE_RATES_AS_OF);
      expect(rate.unitsPerUsd, rate.currency).toMatch(/^\d+\.\d{4}$/);
    }
    expect(demoRateFor('USD').unitsPerUsd).toBe('1.0000');
  });

  it('are close to the market: pegs exact, others in a plausible band', () => {
    const bands: Record<string, [number, number]> = {
      KES: [110, 150],
      TZS: [2000, 3000],
      UGX: [3000, 4200],
      RWF: [1200, 1700],
      ETB: [100, 200],
      AED: [3.6725, 3.6725],
      SAR: [3.75, 3.75],
      QAR: [3.64, 3.64],
      OMR: [0.3845, 0.3845],
      BHD: [0.376, 0.376],
      KWD: [0.29, 0.32],
    };
    for (const [currency, [low, high]] of Object.entries(bands)) {
      const units = Number(demoRateFor(currency).unitsPerUsd);
      expect(units, currency).toBeGreaterThanOrEqual(low);
      expect(units, currency).toBeLessThanOrEqual(high);
    }
    expect(() => demoRateFor('EUR')).toThrow(/No demo exchange rate/);
  });
});

describe('minorToUsdCents', () => {
  it('converts exactly, rounding half up', () => {
    expect(minorToUsdCents(245_000, 'KES', '129.2000')).toBe(1896); // 2,450 KES = $18.963
    expect(minorToUsdCents(6_500, 'OMR', '0.3845')).toBe(1691); // 6.500 OMR = $16.905 → $16.91
    expect(minorToUsdCents(45_000, 'UGX', '3610.0000')).toBe(1247); // 45,000 UGX = $12.465 → $12.47
    expect(minorToUsdCents(12_990, 'USD', '1.0000')).toBe(12_990);
    expect(minorToUsdCents(1, 'USD', '2')).toBe(1); // half a cent rounds up
    expect(minorToUsdCents(0, 'AED', '3.6725')).toBe(0);
  });

  it('refuses what it cannot convert', () => {
    expect(() => minorToUsdCents(1.5, 'KES', '129.2000')).toThrow();
    expect(() => minorToUsdCents(-1, 'KES', '129.2000')).toThrow();
    expect(() => minorToUsdCents(100, 'XYZ', '1')).toThrow(/Unknown currency/);
    expect(() => minorToUsdCents(100, 'KES', 'abc')).toThrow(/Not a decimal/);
    expect(() => minorToUsdCents(100, 'KES', '0')).toThrow(/zero/);
  });
});
