// Catalogue words the app can translate: car categories, transmissions, hotel amenities and
// car features. The catalogue stores them in English; a word without a translation is shown
// as stored.
import type { TFunction } from 'i18next';

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
