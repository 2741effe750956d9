// Texts about products built from their structured fields, in the language on screen.
import type { TFunction } from 'i18next';
import type { ProductCategory, ProductRegion } from '@shared/schemas/shop';

export const categoryLabel = (t: TFunction, category: ProductCategory) => t(`shop:categories.${category}`);
export const regionLabel = (t: TFunction, region: ProductRegion) => t(`shop:regions.${region}`);

/** Countries are stored in English; other languages name them with Intl (ISO codes). */
const COUNTRY_CODES: Record<string, string> = {
  Kenya: 'KE',
  Tanzania: 'TZ',
  Uganda: 'UG',
  Rwanda: 'RW',
  Ethiopia: 'ET',
  'United Arab Emirates': 'AE',
  'Saudi Arabia': 'SA',
  Qatar: 'QA',
  Oman: 'OM',
  Kuwait: 'KW',
  Bahrain: 'BH',
};

const displayNames = new Map<string, Intl.DisplayNames>();

export function countryName(country: string, language: string): string {
  const code = COUNTRY_CODES[country];
  if (!code || language === 'en') return country;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? country;
}
