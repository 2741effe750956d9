// The currency prices are shown in (side menu, profile). The traveller's choice is kept in
// localStorage and a cookie, and on the profile when signed in (a signed-in user's saved choice
// wins, as for the language); before any choice, the default is the currency of the browser's
// region, else the brand's (src/shared/display-currency.ts). Prices are converted at the stored
// exchange rates (shop.exchangeRates) in integer minor units, rounded half up; until the rates
// arrive a price shows in its own currency.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_CURRENCIES, defaultDisplayCurrency, isDisplayCurrency, minorBetween, type DisplayCurrency } from '@shared/display-currency';
import { amountToMinor, isKnownCurrency, minorToAmount } from '@shared/local-money';
import { browserLanguages } from '../i18n/language-preference';
import { useFormat } from '../i18n/format';
import { useCurrentUser } from './current-user';
import { useDomainContext } from './domain-context';
import { showToast } from './toast';
import { trpc } from './trpc';

export { DISPLAY_CURRENCIES, type DisplayCurrency };

const STORAGE_KEY = 'displayCurrency';
const COOKIE = 'display_currency';

let chosen: DisplayCurrency | undefined = readStored();
const listeners = new Set<() => void>();

function readStored(): DisplayCurrency | undefined {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    return isDisplayCurrency(stored) ? stored : undefined;
  } catch {
    return undefined; // storage disabled (private mode)
  }
}

function store(currency: DisplayCurrency) {
  chosen = currency;
  try {
    localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // storage full or disabled: the choice lasts for this visit
  }
  if (typeof document !== 'undefined') document.cookie = `${COOKIE}=${currency}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page the server wrote is in no one's currency: the browser's choice applies once it has taken over. */
const serverSnapshot = () => undefined;

const noChange = () => () => {};

/** The display currency now: chosen, else the browser region's, else the brand's (also while the app takes over the server's page). */
export function useDisplayCurrency(): DisplayCurrency {
  const stored = useSyncExternalStore(subscribe, () => chosen, serverSnapshot);
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const { variant } = useDomainContext();
  return stored ?? defaultDisplayCurrency(variant, inBrowser ? browserLanguages() : []);
}

/** Mounted once: a signed-in user's saved currency wins over this browser's. */
export function useDisplayCurrencyFromProfile() {
  const { user } = useCurrentUser();
  const saved = user?.displayCurrency;
  useEffect(() => {
    if (saved && saved !== chosen) store(saved);
  }, [saved]);
}

export function useChooseDisplayCurrency() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const update = trpc.profile.update.useMutation();
  return {
    currency: useDisplayCurrency(),
    choose(currency: DisplayCurrency) {
      store(currency);
      if (!user || user.displayCurrency === currency) return;
      utils.auth.me.setData(undefined, { ...user, displayCurrency: currency });
      update.mutate(
        { displayCurrency: currency },
        {
          onSuccess: (updated) => {
            utils.auth.me.setData(undefined, updated);
            void utils.profile.get.invalidate();
          },
          onError: () => showToast({ title: t('currency.notSavedTitle'), message: t('currency.notSaved'), color: 'red' }),
        },
      );
    },
  };
}

/** A price converted into the display currency. */
export interface ConvertedPrice {
  /** In `currency`'s major unit with its ISO 4217 decimals ('4289.00', '974700', '82.890'). */
  amount: string;
  currency: string;
  /** The price as given, when it was converted; null when shown in its own currency. */
  base: { amount: string; currency: string } | null;
  /** The date of the rates used (the older one); null when not converted. */
  asOf: string | null;
  /** The rates used (units per US dollar) of the currencies other than the dollar. */
  rates: { currency: string; unitsPerUsd: string }[];
}

export interface PriceFormat {
  /** The currency prices are shown in. */
  currency: DisplayCurrency;
  convert(amount: string, currency?: string): ConvertedPrice;
  /** A price in the display currency; whole amounts without decimals ('KES 21,318', 'KWD 50.655'). */
  money(amount: string, currency?: string): string;
  /** A price in the display currency with all its ISO 4217 decimals ('KES 21,318.00', 'UGX 595,650', 'KWD 50.655'). */
  moneyExact(amount: string, currency?: string): string;
  /** A price exactly as given, in its own currency (a base price, an amount charged). */
  original(amount: string, currency?: string): string;
}

/**
 * Every price on screen goes through this: a price of any rated currency (a travel price in US
 * dollars, a product in its own) shown in the display currency, converted through the dollar at
 * the stored rates in integer minor units, each step rounded half up.
 */
export function usePriceFormat(): PriceFormat {
  const format = useFormat();
  const currency = useDisplayCurrency();
  const rates = trpc.shop.exchangeRates.useQuery(undefined, { staleTime: 5 * 60_000 });
  return useMemo(() => {
    const byCurrency = new Map((rates.data ?? []).map((rate) => [rate.currency, rate]));
    const rateOf = (code: string) => (code === 'USD' ? '1' : byCurrency.get(code)?.unitsPerUsd);
    const convert = (amount: string, from = 'USD'): ConvertedPrice => {
      const asIs = { amount, currency: from, base: null, asOf: null, rates: [] };
      if (from === currency || !isKnownCurrency(from)) return asIs;
      const fromRate = rateOf(from);
      const toRate = rateOf(currency);
      if (!fromRate || !toRate) return asIs;
      // A discount is a negative amount: converted as its size, then given its sign back.
      const negative = amount.trim().startsWith('-');
      const size = minorBetween(amountToMinor(amount.trim().replace(/^-/, ''), from), from, currency, (code) => (code === from ? fromRate : toRate));
      const minor = negative ? -size : size;
      const used = [from, currency].flatMap((code) => byCurrency.get(code) ?? []).filter((rate) => rate.currency !== 'USD');
      return {
        amount: minorToAmount(minor, currency),
        currency,
        base: { amount, currency: from },
        asOf: used.map((rate) => rate.asOf).sort()[0] ?? null,
        rates: used.map((rate) => ({ currency: rate.currency, unitsPerUsd: rate.unitsPerUsd })),
      };
    };
    const exactText = (amount: string, code: string) => format.localMoney(amount, code);
    const wholeText = (amount: string, code: string) => {
      const [whole, fraction = ''] = amount.replace(/^-/, '').split('.');
      if (/^0*$/.test(fraction) && Number.isSafeInteger(Number(whole))) return format.wholeMoney(Number(amount.startsWith('-') ? `-${whole}` : whole), code);
      return exactText(amount, code);
    };
    return {
      currency,
      convert,
      money: (amount, from = 'USD') => {
        const price = convert(amount, from);
        return wholeText(price.amount, price.currency);
      },
      moneyExact: (amount, from = 'USD') => {
        const price = convert(amount, from);
        return exactText(price.amount, price.currency);
      },
      original: (amount, code = 'USD') => exactText(amount, code),
    };
  }, [format, currency, rates.data]);
}
