import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, formatMoney, formatMoneyExact } from './money';

describe('money', () => {
  it('turns cents into decimal strings and back without floats', () => {
    expect(centsToAmount(12990)).toBe('129.90');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(-250)).toBe('-2.50');
    expect(amountToCents('129.9')).toBe(12990);
    expect(amountToCents('0.10')).toBe(10);
    expect(amountToCents('2340')).toBe(234000);
  });
  it('refuses what is not an amount', () => {
    expect(() => amountToCents('1.234')).toThrow();
    expect(() => amountToCents('abc')).toThrow();
    expect(() => centsToAmount(1.5)).toThrow();
  });
  it('formats for display', () => {
    expect(formatMoney('2340.00')).toBe('$2,340');
    expect(formatMoney('129.90')).toBe('$129.90');
    expect(formatMoneyExact('120')).toBe('$120.00');
  });
});
