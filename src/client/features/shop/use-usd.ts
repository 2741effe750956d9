// "≈ $18.96": a local price in dollars at the stored exchange rates, the same rates and
// rounding the cart and the order use (src/shared/local-money.ts).
import { amountToMinor, minorToUsdCents } from '@shared/local-money';
import { centsToAmount } from '@shared/money';
import { trpc } from '../../lib/trpc';

export function useUsdOf(): (amount: string, currency: string) => string | null {
  const rates = trpc.shop.exchangeRates.useQuery();
  return (amount, currency) => {
    const rate = rates.data?.find((entry) => entry.currency === currency);
    return rate ? centsToAmount(minorToUsdCents(amountToMinor(amount, currency), currency, rate.unitsPerUsd)) : null;
  };
}
