// The stored exchange rates (exchange_rate, units per US dollar as of a date): the cart's
// dollar total and an order's charge. Conversions are exact (src/shared/local-money.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { ExchangeRate } from '@db/entities/product';
import { minorToUsdCents } from '@shared/local-money';

export interface RateTable {
  /** US cents of an amount in minor units of `currency`, rounded half up. */
  toUsdCents(amountMinor: number, currency: string): number;
  /** The oldest as-of date of the rates used for `currencies` (null for none). */
  asOf(currencies: Iterable<string>): string | null;
  all(): { currency: string; unitsPerUsd: string; asOf: string }[];
}

export async function loadRates(em: EntityManager): Promise<RateTable> {
  const rows = await em.find(ExchangeRate, {}, { orderBy: { currency: 'asc' } });
  const byCurrency = new Map(rows.map((row) => [row.currency, row]));
  const rateOf = (currency: string) => {
    const rate = byCurrency.get(currency);
    // A product priced in a currency without a rate is a catalogue error, not the shopper's.
    if (!rate) throw new Error(`No exchange rate for ${currency}`);
    return rate;
  };
  return {
    toUsdCents: (amountMinor, currency) => minorToUsdCents(amountMinor, currency, rateOf(currency).unitsPerUsd),
    asOf(currencies) {
      let oldest: string | null = null;
      for (const currency of currencies) {
        const date = rateOf(currency).asOf;
        if (oldest === null || date < oldest) oldest = date;
      }
      return oldest;
    },
    all: () => rows.map((row) => ({ currency: row.currency, unitsPerUsd: row.unitsPerUsd, asOf: row.asOf })),
  };
}
