// Prices in the traveller's currency. Catalogue prices are US dollars (marketplace products their
// own currency); a price is shown converted at the stored exchange rate (units per US dollar, as
// of a date) and can be charged in it. Conversions are exact integer arithmetic on ISO 4217 minor
// units (src/shared/local-money.ts), rounded half up to the currency's minor unit: $270.00 at
// 0.3070 KWD is KWD 82.890, $4.99 at 3610 UGX is UGX 18,014 (18013.9 rounded up). Never a float.
import type { BRAND_VARIANTS } from './brand-variants';
import { minorToAmount, minorToUsdCents, usdCentsToMinor, type RatedCurrency } from './local-money';

export const DISPLAY_CURRENCIES = [
  'USD',
  'KES',
  'TZS',
  'UGX',
  'RWF',
  'ETB',
  'AED',
  'SAR',
  'QAR',
  'OMR',
  'KWD',
  'BHD',
] as const satisfies readonly RatedCurrency[];
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}

/** The currency of each country whose currency we show, by ISO 3166 region code. */
const REGION_CURRENCIES: Record<string, DisplayCurrency> = {
  KE: 'KES',
  TZ: 'TZS',
  UG: 'UGX',
  RW: 'RWF',
  ET: 'ETB',
  AE: 'AED',
  SA: 'SAR',
  QA: 'QAR',
  OM: 'OMR',
  KW: 'KWD',
  BH: 'BHD',
};

type BrandVariant = (typeof BRAND_VARIANTS)[number];

/** Each brand's own currency: its catalogue is priced in US dollars. */
const BRAND_CURRENCIES: Record<BrandVariant, DisplayCurrency> = { standard: 'USD', manasa: 'USD', eco: 'USD' };

/**
 * The display currency before the traveller chooses one: the currency of the first of the
 * browser's languages that names a region we serve ('sw-KE' → KES, 'ar-AE' → AED), else the
 * brand's own currency. A choice (stored on the device, or on the profile) always wins.
 */
export function defaultDisplayCurrency(variant: BrandVariant, browserLanguages: readonly string[]): DisplayCurrency {
  for (const tag of browserLanguages) {
    const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})\b/i.exec(tag)?.[1]?.toUpperCase();
    const currency = region ? REGION_CURRENCIES[region] : undefined;
    if (currency) return currency;
  }
  return BRAND_CURRENCIES[variant];
}

/** US cents in minor units of `currency` at `unitsPerUsd`, rounded half up to the minor unit. */
export function usdCentsIn(cents: number, currency: string, unitsPerUsd: string): number {
  return currency === 'USD' ? cents : usdCentsToMinor(cents, currency, unitsPerUsd);
}

/** A decimal amount of US dollars as a decimal amount in `currency` with its own decimals: ('270.00', 'UGX', '3610') → '974700'. */
export function usdAmountIn(usdCents: number, currency: string, unitsPerUsd: string): string {
  return minorToAmount(usdCentsIn(usdCents, currency, unitsPerUsd), currency);
}

/** An amount in minor units of `currency` converted into minor units of `target` through the dollar (each step rounded half up). */
export function minorBetween(amountMinor: number, currency: string, target: string, rates: (currency: string) => string): number {
  if (currency === target) return amountMinor;
  const cents = currency === 'USD' ? amountMinor : minorToUsdCents(amountMinor, currency, rates(currency));
  return usdCentsIn(cents, target, rates(target));
}

/**
 * The part of a charge refunded, in the charged currency: `chargedMinor` × refunded / paid US
 * cents, rounded half up; a full refund is exactly the charge.
 */
export function proportionalRefundMinor(chargedMinor: number, paidCents: number, refundedCents: number): number {
  if (!Number.isSafeInteger(chargedMinor) || !Number.isSafeInteger(paidCents) || !Number.isSafeInteger(refundedCents)) throw new Error('Not whole amounts');
  if (refundedCents <= 0 || paidCents <= 0) return 0;
  if (refundedCents >= paidCents) return chargedMinor;
  const numerator = BigInt(chargedMinor) * BigInt(refundedCents);
  const denominator = BigInt(paidCents);
  return Number((2n * numerator + denominator) / (2n * denominator));
}
