// The one place numbers, money, dates and times become text, with Intl in the chosen language.
// Money arrives as decimal strings ("129.90") and is handed to Intl as a string, which formats
// it exactly (no float). Calendar dates ('YYYY-MM-DD') are formatted as UTC days, so no time
// zone can move them; instants (ISO timestamps) show in the browser's own time zone.
// Arabic uses Western digits ('-u-nu-latn'), as Gulf travel documents and our confirmation
// codes, flight numbers and times do, so one screen never mixes two digit systems.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { amountToCents, centsToAmount } from '@shared/money';
import { DEFAULT_LANGUAGE, isLanguage, textDirection, type Language } from '@shared/languages';
import { placeLabel, placeText } from './place-names';

const INTL_LOCALES: Record<Language, string> = { en: 'en-US', sw: 'sw', ar: 'ar-u-nu-latn' };

function calendarDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

export interface Formatters {
  language: Language;
  locale: string;
  /** '$1,299' for whole amounts, '$129.90' otherwise; the currency always shows. */
  money(amount: string, currency?: string): string;
  /** Always the minor units: '$120.00'. */
  moneyExact(amount: string, currency?: string): string;
  /** A price in its own currency's decimals (ISO 4217): 'KES 2,450.00', 'UGX 45,000', 'OMR 6.500'. */
  localMoney(amount: string, currency: string): string;
  /** '$12' from a whole number of major units typed in a filter. */
  wholeMoney(units: number, currency?: string): string;
  number(value: number): string;
  /** A place ('Westlands, Nairobi, Kenya', 'Nairobi (NBO)') with its names in the reader's language (./place-names). */
  place(text: string): string;
  /** A place's name as one label: in the reader's language when the place table names all of it, else as written, with lang 'en' (./place-names). */
  placeLabel(text: string): { text: string; lang?: 'en' };
  /** 'Picked Up and In Transit', 'A, B, and C' in the reader's language. */
  list(items: string[]): string;
  /** '+12%', '-5.5%' */
  signedPercent(value: number): string;
  /** 'Dec 25' */
  shortDate(date: string): string;
  /** 'Fri, Dec 25, 2026' */
  longDate(date: string): string;
  /** 'Dec 25, 2026' */
  mediumDate(date: string): string;
  /** 'Fri, Dec 25 – Mon, Dec 28, 2026'; one date when both are the same or the end is missing. */
  dateRange(start: string | null, end: string | null): string;
  /** 'Dec 25 – Dec 28' */
  shortDateRange(start: string, end: string): string;
  /** '25 December 2026', for screen readers. */
  fullDate(date: string): string;
  /** 'December 2026' from an instant. */
  monthYear(instant: string): string;
  /** 'December 2026' from a calendar date (calendar headers). */
  calendarMonth(date: string): string;
  /** 'Dec' / 'December' from a calendar date. */
  monthName(date: string, width: 'short' | 'long'): string;
  /** '2026' */
  year(date: string): string;
  /** 'Mo' */
  weekdayShort(date: string): string;
  /** 'Monday' */
  weekdayLong(date: string): string;
  /** '04:10' from a local 'HH:MM' clock time (flight schedules). */
  clockTime(time: string): string;
  /** '14:05' in the browser's time zone, from an instant. */
  instantTime(instant: string): string;
  /** 'Dec 25, 14:05' in the browser's time zone, from an instant. */
  instantDateTime(instant: string): string;
  /** '14:05' left, from milliseconds (never negative). */
  countdown(msLeft: number): string;
  /** 'now', '5 min. ago', '3 hr. ago', 'yesterday'; after a week the date and time. */
  relativeTime(instant: string, now?: number): string;
  /** The first day of the week for calendars: 0 Sunday … 6 Saturday. */
  firstDayOfWeek: DayOfWeek;
  /** The weekend days for calendars (Friday and Saturday in the Gulf). */
  weekendDays: DayOfWeek[];
}

type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

type WeekInfo = { firstDay: number; weekend: number[] };

/** Intl's week data (days 1 = Monday … 7 = Sunday), where the engine has it. */
/**
 * Node's ICU puts thin spaces around a range's dash where Chromium's puts plain ones: the
 * server's render and the browser's must write the same text (entry-server.tsx).
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

function weekInfo(locale: string): WeekInfo | undefined {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
    return info.getWeekInfo?.() ?? info.weekInfo;
  } catch {
    return undefined; // older engines
  }
}

const toDayOfWeek = (day: number) => (day % 7) as DayOfWeek;

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const cache = new Map<Language, Formatters>();

export function formattersFor(language: Language): Formatters {
  const cached = cache.get(language);
  if (cached) return cached;
  const locale = INTL_LOCALES[language];
  const utc = { timeZone: 'UTC' } as const;
  const currencyFormats = new Map<string, Intl.NumberFormat>();
  const currencyFormat = (currency: string, whole: boolean) => {
    const key = `${currency}|${whole}`;
    let format = currencyFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}) });
      currencyFormats.set(key, format);
    }
    return format;
  };
  // Intl formats a decimal string exactly (Intl.NumberFormat v3); the cast is for older lib types.
  const exact = (amount: string) => amount as unknown as number;
  // In right-to-left text a '$' after Latin letters ('US$') is pulled to the wrong side of them;
  // a left-to-right mark after the currency keeps 'US$' whole.
  const rtl = textDirection(language) === 'rtl';
  const currencyText = (format: Intl.NumberFormat, amount: string) =>
    rtl
      ? format
          .formatToParts(exact(amount))
          .map((part) => (part.type === 'currency' ? `${part.value}\u200E` : part.value))
          .join('')
      : format.format(exact(amount));
  // Each formatter is made on its first use: making all of them at once is a long task on a slow
  // phone, at the moment the first screen comes to life.
  const numberFormat = once(() => new Intl.NumberFormat(locale));
  const percentFormat = once(() => new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 }));
  const shortDate = once(() => new Intl.DateTimeFormat(locale, { ...utc, month: 'short', day: 'numeric' }));
  const mediumDate = once(() => new Intl.DateTimeFormat(locale, { ...utc, month: 'short', day: 'numeric', year: 'numeric' }));
  const longDate = once(() => new Intl.DateTimeFormat(locale, { ...utc, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }));
  const fullDate = once(() => new Intl.DateTimeFormat(locale, { ...utc, day: 'numeric', month: 'long', year: 'numeric' }));
  const monthYearUtc = once(() => new Intl.DateTimeFormat(locale, { ...utc, month: 'long', year: 'numeric' }));
  const monthYearLocal = once(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }));
  const monthShort = once(() => new Intl.DateTimeFormat(locale, { ...utc, month: 'short' }));
  const monthLong = once(() => new Intl.DateTimeFormat(locale, { ...utc, month: 'long' }));
  const yearFormat = once(() => new Intl.DateTimeFormat(locale, { ...utc, year: 'numeric' }));
  const weekdayShort = once(() => new Intl.DateTimeFormat(locale, { ...utc, weekday: 'short' }));
  const weekdayLong = once(() => new Intl.DateTimeFormat(locale, { ...utc, weekday: 'long' }));
  const conjunction = once(() => new Intl.ListFormat(locale, { type: 'conjunction' }));
  const clock = once(() => new Intl.DateTimeFormat(locale, { ...utc, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
  const localTime = once(() => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
  const localDateTime = once(() => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }));
  const week = once(() => weekInfo(locale));
  const firstDayOfWeek = once(() => toDayOfWeek(week()?.firstDay ?? 1));
  const weekendDays = once(() => (week()?.weekend ?? [6, 7]).map(toDayOfWeek));

  const formatters: Formatters = {
    language,
    locale,
    money: (amount, currency = 'USD') => {
      const cents = amountToCents(amount);
      return currencyText(currencyFormat(currency, cents % 100 === 0), centsToAmount(cents));
    },
    moneyExact: (amount, currency = 'USD') => currencyText(currencyFormat(currency, false), centsToAmount(amountToCents(amount))),
    // Intl knows each currency's decimals and formats the decimal string exactly.
    localMoney: (amount, currency) => currencyText(currencyFormat(currency, false), amount),
    wholeMoney: (units, currency = 'USD') => currencyText(currencyFormat(currency, true), String(units)),
    number: (value) => numberFormat().format(value),
    place: (text) => placeText(text, language),
    placeLabel: (text) => placeLabel(text, language),
    signedPercent: (value) => percentFormat().format(exact(String(value / 100))),
    shortDate: (date) => shortDate().format(calendarDay(date)),
    longDate: (date) => longDate().format(calendarDay(date)),
    mediumDate: (date) => mediumDate().format(calendarDay(date)),
    dateRange: (start, end) => {
      if (!start) return '';
      if (!end || end === start) return longDate().format(calendarDay(start));
      return plainSpaces(longDate().formatRange(calendarDay(start), calendarDay(end)));
    },
    shortDateRange: (start, end) =>
      start === end ? shortDate().format(calendarDay(start)) : plainSpaces(shortDate().formatRange(calendarDay(start), calendarDay(end))),
    fullDate: (date) => fullDate().format(calendarDay(date)),
    monthYear: (instant) => monthYearLocal().format(new Date(instant)),
    calendarMonth: (date) => monthYearUtc().format(calendarDay(date)),
    monthName: (date, width) => (width === 'short' ? monthShort : monthLong)().format(calendarDay(date)),
    year: (date) => yearFormat().format(calendarDay(date)),
    weekdayShort: (date) => weekdayShort().format(calendarDay(date)),
    weekdayLong: (date) => weekdayLong().format(calendarDay(date)),
    list: (items) => conjunction().format(items),
    clockTime: (time) => {
      const [hours, minutes] = time.split(':').map(Number);
      return Number.isInteger(hours) && Number.isInteger(minutes) ? clock().format(new Date(Date.UTC(2000, 0, 1, hours, minutes))) : time;
    },
    instantTime: (instant) => localTime().format(new Date(instant)),
    instantDateTime: (instant) => localDateTime().format(new Date(instant)),
    countdown: (msLeft) => {
      const seconds = Math.max(0, Math.ceil(msLeft / 1000));
      return `${numberFormat().format(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
    },
    relativeTime: (instant, now = Date.now()) => {
      const seconds = Math.round((new Date(instant).getTime() - now) / 1000);
      const ago = Math.abs(seconds);
      if (ago < 60) return relative().format(0, 'second');
      if (ago < 3600) return relative().format(Math.round(seconds / 60), 'minute');
      if (ago < 86_400) return relative().format(Math.round(seconds / 3600), 'hour');
      if (ago < 7 * 86_400) return relative().format(Math.round(seconds / 86_400), 'day');
      return localDateTime().format(new Date(instant));
    },
    // Asked only by the date pickers: the locale's week is looked up then (the first lookup is
    // slow, and every screen that formats anything makes these formatters).
    get firstDayOfWeek() {
      return firstDayOfWeek();
    },
    get weekendDays() {
      return weekendDays();
    },
  };
  cache.set(language, formatters);
  return formatters;
}

/** The formatters for the language on screen (re-rendered when it changes). */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return useMemo(() => formattersFor(language), [language]);
}
