// Marketplace money: each product is priced in its country's currency, stored as integer minor
// units per ISO 4217 (UGX and RWF have no decimals, KWD, BHD and OMR three, the others two) and
// sent as a decimal string in the major unit ("2450.00" KES, "45000" UGX, "1.250" OMR). Orders
// are charged in US dollars at the stored exchange rate; conversions are exact integer
// arithmetic, rounded half up to the cent. Never a float.

export const MARKETPLACE_CURRENCIES = ['KES', 'TZS', 'UGX', 'RWF', 'ETB', 'AED', 'SAR', 'QAR', 'OMR', 'KWD', 'BHD'] as const;
export type MarketplaceCurrency = (typeof MARKETPLACE_CURRENCIES)[number];
export type RatedCurrency = MarketplaceCurrency | 'USD';

/** Digits after the decimal point per ISO 4217, for the marketplace currencies and USD. */
const MINOR_UNITS: Record<RatedCurrency, number> = {
  USD: 2,
  KES: 2,
  TZS: 2,
  ETB: 2,
  AED: 2,
  SAR: 2,
  QAR: 2,
  UGX: 0,
  RWF: 0,
  OMR: 3,
  KWD: 3,
  BHD: 3,
};

export function isKnownCurrency(currency: string): currency is RatedCurrency {
  return Object.hasOwn(MINOR_UNITS, currency);
}

/** How many minor units make one major unit is 10^minorUnits(currency): KES 2, UGX 0, OMR 3. */
export function minorUnits(currency: string): number {
  if (!isKnownCurrency(currency)) throw new Error(`Unknown currency: ${currency}`);
  return MINOR_UNITS[currency];
}

/** An amount in minor units as a decimal string in the major unit: (1250, 'OMR') → '1.250', (45000, 'UGX') → '45000'. */
export function minorToAmount(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor)) throw new Error(`Not a whole number of minor units: ${amountMinor}`);
  const digits = minorUnits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(amountMinor);
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

/** A decimal string in the major unit as minor units: ('6.500', 'OMR') → 6500, ('45000', 'UGX') → 45000. */
export function amountToMinor(amount: string, currency: string): number {
  const digits = minorUnits(currency);
  const match = /^(-)?(\d{1,15})(?:\.(\d+))?$/.exec(amount.trim());
  if (!match || (match[3] ?? '').length > digits) throw new Error(`Not an amount in ${currency}: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return sign ? -minor : minor;
}

/** A decimal string as an exact fraction: '129.2000' → { numerator: 1292000n, denominator: 10000n }. */
function decimalToFraction(decimal: string): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match) throw new Error(`Not a decimal: ${decimal}`);
  const [, whole, fraction = ''] = match;
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/**
 * An amount in minor units of `currency` converted to US cents at `unitsPerUsd` (units of the
 * currency per dollar), rounded half up. Exact: (245000, 'KES', '129.2000') → 1896 ($18.96).
 */
export function minorToUsdCents(amountMinor: number, currency: string, unitsPerUsd: string): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new Error(`Not a non-negative whole amount: ${amountMinor}`);
  if (!isKnownCurrency(currency)) throw new Error(`Unknown currency: ${currency}`);
  const rate = decimalToFraction(unitsPerUsd);
  if (rate.numerator === 0n) throw new Error(`Rate for ${currency} is zero`);
  // cents = amountMinor / 10^minor / (numerator / denominator) * 100
  const numerator = BigInt(amountMinor) * 100n * rate.denominator;
  const denominator = 10n ** BigInt(minorUnits(currency)) * rate.numerator;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * US cents converted to `currency` at `unitsPerUsd`, in minor units, rounded half up to a whole
 * `step` of minor units (1: to the minor unit; 10^minorUnits: to whole units, as wallets that
 * take no cents charge). Exact: (3320, 'KES', '129.2000', 100) → 428900 (KES 4,289).
 */
export function usdCentsToMinor(cents: number, currency: string, unitsPerUsd: string, step = 1): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not a non-negative whole amount: ${cents}`);
  if (!Number.isSafeInteger(step) || step < 1) throw new Error(`Not a rounding step: ${step}`);
  const rate = decimalToFraction(unitsPerUsd);
  // minor = cents / 100 * (numerator / denominator) * 10^minor, in whole steps
  const numerator = BigInt(cents) * rate.numerator * 10n ** BigInt(minorUnits(currency));
  const denominator = 100n * rate.denominator * BigInt(step);
  return Number((2n * numerator + denominator) / (2n * denominator)) * step;
}
