// How the assistant writes amounts and dates in its answers, in the caller's language. Money
// keeps its catalogue currency and every digit it has ('$749.00', 'KES 2,450.00', 'UGX 45,000');
// digits are Western in every language, as in the app.
import { currentLanguage } from '../../core/i18n';
import type { Language } from '@shared/languages';
import { daysBetween } from '@shared/schemas/travel';

const LOCALES: Record<Language, string> = { en: 'en-US', sw: 'sw-KE', ar: 'ar-u-nu-latn' };

/** '749.00' USD → '$749.00'; '2450.00' KES → 'KES 2,450.00'; '45000' UGX → 'UGX 45,000'. */
export function money(amount: string, currency: string): string {
  const [whole, fraction] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return currency === 'USD' ? `$${number}` : `${currency} ${number}`;
}

/** Cents → '$1,500.00'. */
export const dollars = (cents: number) => money(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`, 'USD');

/** '2026-12-24' → 'Dec 24, 2026' (en), '24 Des 2026' (sw), Arabic with Western digits. */
export function day(date: string, language: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** Parts of a line joined the same way in every language. */
export const joinParts = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

/** One result per line, as the panel and REST clients show them. */
export const bullet = (name: string, details: string) => (details ? `• ${name} — ${details}` : `• ${name}`);

/** ' +1' after an arrival time on a later day than the departure (an overnight flight), as the flight card shows it. */
export function arrivalDayShift(departureDate: string, arrivalDate: string): string {
  const days = daysBetween(departureDate, arrivalDate);
  return days > 0 ? ` +${days}` : '';
}
