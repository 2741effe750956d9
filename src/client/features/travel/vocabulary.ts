// Catalogue words the app can translate: car categories, transmissions, hotel amenities and
// car features, a closed list kept in the locale files (travel:vocabulary). The catalogue stores
// them in English; a word without a translation is shown as stored, and `vocabularyLang` marks
// it lang="en" so a screen reader reads it with an English voice.
import type { TFunction } from 'i18next';
import { currentLanguage, i18n } from '../../i18n/i18n';

const key = (word: string) => word.replace(/[.:]/g, '');

export function carCategoryText(t: TFunction, category: string): string {
  return t(`travel:vocabulary.category.${key(category)}`, { defaultValue: category });
}

export function transmissionText(t: TFunction, transmission: string): string {
  return t(`travel:vocabulary.transmission.${key(transmission)}`, { defaultValue: transmission });
}

export function amenityText(t: TFunction, amenity: string): string {
  return t(`travel:vocabulary.amenity.${key(amenity)}`, { defaultValue: amenity });
}

export function carFeatureText(t: TFunction, feature: string): string {
  return t(`travel:vocabulary.feature.${key(feature)}`, { defaultValue: feature });
}

/** 'en' when the word has no translation in the page's language (it shows in English), else undefined: for the element's `lang`. */
export function vocabularyLang(kind: 'category' | 'transmission' | 'amenity' | 'feature', word: string): 'en' | undefined {
  const language = currentLanguage();
  if (language === 'en') return undefined;
  return i18n.getResource(language, 'travel', `vocabulary.${kind}.${key(word)}`) === undefined ? 'en' : undefined;
}
