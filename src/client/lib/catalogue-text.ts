// Texts about catalogue items that more than one feature shows (Home's deals, /search's tours).
// The catalogue stores English; other languages build the same facts from the structured fields.
import type { TFunction } from 'i18next';
import { currentLanguage } from '../i18n/i18n';

/** '40% OFF' ('45% OFF' for tour-2). */
export function discountBadgeText(t: TFunction, tour: { discountPercent: number }): string {
  return t('common:catalogue.discount', { percent: tour.discountPercent });
}

/** '5 Days / 4 Nights' as the catalogue writes it in English; built from durationDays otherwise. */
export function tourDurationText(t: TFunction, tour: { duration: string; durationDays: number }): string {
  if (currentLanguage() === 'en') return tour.duration;
  const days = t('common:catalogue.days', { count: tour.durationDays });
  const nights = tour.durationDays - 1;
  return nights > 0 ? `${days} / ${t('common:catalogue.nights', { count: nights })}` : days;
}

/**
 * 'en' when the server answered this field of a catalogue item in English because it has no
 * translation in the page's language (the item names it in `inEnglish`), else undefined: for the
 * element's `lang`, so a screen reader switches to an English voice.
 */
export function catalogueLang(item: { inEnglish?: string[] }, field: string): 'en' | undefined {
  return item.inEnglish?.includes(field) ? 'en' : undefined;
}
