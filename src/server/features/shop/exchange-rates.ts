// The stored exchange rates (exchange_rate, units per US dollar as of a date): the cart's
// dollar total, prices in the display currency and charges in it. Conversions are exact
// (src/shared/local-money.ts). Staff set a rate in the back office, with its audit event; a
// booking already paid keeps the rate it was charged at.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ExchangeRate } from '@db/entities/product';
import { minorToUsdCents } from '@shared/local-money';
import type { SetExchangeRateRequest } from '@shared/schemas/operations';
import type { ExchangeRateDto } from '@shared/schemas/shop';
import { recordAudit, type AuditActor } from '../../core/audit';
import { today } from '../../core/travel-calendar';

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

/** Sets a currency's rate (units per US dollar) and its date, from now on; prices and new charges use it, paid bookings keep theirs. */
export async function setExchangeRate(em: EntityManager, actor: AuditActor, input: SetExchangeRateRequest): Promise<ExchangeRateDto> {
  return em.transactional(async (tx) => {
    const asOf = input.asOf ?? today();
    const unitsPerUsd = normalisedRate(input.unitsPerUsd);
    const current = await tx.findOne(ExchangeRate, input.currency, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const before = current ? { unitsPerUsd: normalisedRate(current.unitsPerUsd), asOf: current.asOf } : null;
    if (before && before.unitsPerUsd === unitsPerUsd && before.asOf === asOf) return { currency: input.currency, unitsPerUsd: current!.unitsPerUsd, asOf };
    if (current) {
      current.unitsPerUsd = unitsPerUsd;
      current.asOf = asOf;
    } else {
      tx.create(ExchangeRate, { currency: input.currency, unitsPerUsd, asOf });
    }
    await tx.flush();
    await recordAudit(tx, actor, {
      action: 'exchange-rate.update',
      itemType: 'exchange-rate',
      itemId: input.currency,
      itemLabel: `${input.currency} per USD`,
      before,
      after: { unitsPerUsd, asOf },
    });
    const saved = await tx.findOneOrFail(ExchangeRate, input.currency, { refresh: true });
    return { currency: saved.currency, unitsPerUsd: saved.unitsPerUsd, asOf: saved.asOf };
  });
}

/** '129.200000' and '129.2' are one rate: compared and audited without trailing zeros. */
function normalisedRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}
