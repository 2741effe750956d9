// DEMO DATA: exchange rates for the marketplace's currencies, as units of the currency per
// 1 USD, as of one date. They are approximate market figures typed in for the demo, not a
// live feed; the cart shows the as-of date next to its USD total.
import type { MarketplaceCurrency } from '@shared/local-money';

export { minorToUsdCents } from '@shared/local-money';

export const DEMO_EXCHANGE_RATES_AS_OF = '2026-11-01';

export interface DemoExchangeRate {
  currency: MarketplaceCurrency | 'USD';
  /** Units of `currency` per 1 USD, a decimal string ('129.2000'). */
  unitsPerUsd: string;
  asOf: string;
}

const rates: Record<MarketplaceCurrency | 'USD', string> = {
  USD: '1.0000',
  KES: '129.2000',
  TZS: '2455.0000',
  UGX: '3610.0000',
  RWF: '1455.0000',
  ETB: '154.0000',
  // The Gulf currencies are pegged to the dollar (KWD to a basket), so these barely move.
  AED: '3.6725',
  SAR: '3.7500',
  QAR: '3.6400',
  OMR: '0.3845',
  KWD: '0.3070',
  BHD: '0.3760',
};

export const demoExchangeRates: DemoExchangeRate[] = Object.entries(rates).map(([currency, unitsPerUsd]) => ({
  currency: currency as DemoExchangeRate['currency'],
  unitsPerUsd,
  asOf: DEMO_EXCHANGE_RATES_AS_OF,
}));

/** The demo rate of a currency; throws for a currency without one. */
export function demoRateFor(currency: string): DemoExchangeRate {
  const rate = demoExchangeRates.find((entry) => entry.currency === currency);
  if (!rate) throw new Error(`No demo exchange rate for ${currency}`);
  return rate;
}
