import { describe, expect, it } from 'vitest';
import { defaultDisplayCurrency, minorBetween, proportionalRefundMinor, usdAmountIn, usdCentsIn } from './display-currency';
const RATES: Record<string, string> = { USD: '1.0000', KES: '129.2000', UGX: '3610.0000', RWF: '1455.0000', KWD: '0.3070', BHD: '0.3760', OMR: '0.3845' };
const rate = (currency: string) => RATES[currency];

describe('prices in the display currency', () => {
  it('converts dollars into each currency with its ISO 4217 decimals, rounded half up', () => {
    // $270.00 at 3610 UGX: 974,700 whole shillings, no decimals.
    expect(usdAmountIn(27000, 'UGX', rate('UGX'))).toBe('974700');
    // $4.99 × 3610 = 18013.9 → 18014.
    expect(usdCentsIn(499, 'UGX', rate('UGX'))).toBe(18014);
    expect(usdAmountIn(499, 'RWF', rate('RWF'))).toBe('7260'); // 7260.45 → 7260
    // Three decimals for KWD, BHD and OMR: $270.00 × 0.307 = 82.890.
    expect(usdAmountIn(27000, 'KWD', rate('KWD'))).toBe('82.890');
    expect(usdAmountIn(1, 'KWD', rate('KWD'))).toBe('0.003'); // 0.00307 → 0.003
    expect(usdAmountIn(2, 'BHD', rate('BHD'))).toBe('0.008'); // 0.00752 → 0.008
    expect(usdAmountIn(129, 'OMR', rate('OMR'))).toBe('0.496'); // 0.496005 → 0.496
    // Two for the others: $1.29 × 129.2 = 166.668 → 166.67.
    expect(usdAmountIn(129, 'KES', rate('KES'))).toBe('166.67');
    expect(usdAmountIn(2, 'KES', '0.25')).toBe('0.01'); // 0.005 → 0.01: half rounds up
    expect(usdAmountIn(12345, 'USD', '1.0000')).toBe('123.45');
  });

  it('converts between two currencies through the dollar', () => {
    // KES 2,450.00 → $18.96 → UGX 68,446 (18.96 × 3610 = 68445.6).
    expect(minorBetween(245000, 'KES', 'UGX', rate)).toBe(68446);
    expect(minorBetween(245000, 'KES', 'KES', rate)).toBe(245000);
    expect(minorBetween(1896, 'USD', 'KWD', rate)).toBe(5821); // 5.82072 → 5.821
  });

  it('refunds a part of a charge in the charged currency, a full refund exactly', () => {
    expect(proportionalRefundMinor(974700, 27000, 27000)).toBe(974700);
    expect(proportionalRefundMinor(974700, 27000, 13500)).toBe(487350);
    expect(proportionalRefundMinor(82890, 27000, 9000)).toBe(27630);
    expect(proportionalRefundMinor(5, 3, 1)).toBe(2); // 1.67 → 2
    expect(proportionalRefundMinor(974700, 27000, 0)).toBe(0);
  });

  it("defaults to the browser region's currency, else the brand's", () => {
    expect(defaultDisplayCurrency('standard', ['sw-KE', 'en'])).toBe('KES');
    expect(defaultDisplayCurrency('manasa', ['en-US', 'ar-AE'])).toBe('AED');
    expect(defaultDisplayCurrency('standard', ['zh-Hans-KW'])).toBe('KWD');
    expect(defaultDisplayCurrency('eco', ['en-US', 'fr'])).toBe('USD');
    expect(defaultDisplayCurrency('standard', [])).toBe('USD');
  });
});
